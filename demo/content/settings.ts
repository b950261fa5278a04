// Demo content of the home hero and of the sell and mortgage pages (whose texts are the
// pages' defaults, src/lib/page-defaults.ts), and of the portal feeds.

import type { AddressVisibility, PropertyType } from "@/lib/constants";
import { MORTGAGE_PAGE_DEFAULTS, SELL_PAGE_DEFAULTS } from "@/lib/page-defaults";
import type { DemoHomeSettings, DemoPageSettings } from "./types";

export const demoHomeSettings: DemoHomeSettings = {
  titlePt: "Casas excecionais em Portugal",
  titleEn: "Exceptional homes in Portugal",
  titleJp: "ポルトガルで見つける、上質な住まい",
  subtitlePt:
    "De Lisboa ao Algarve, selecionamos imóveis com carácter e acompanhamos cada cliente com discrição, do primeiro contacto à escritura.",
  subtitleEn:
    "From Lisbon to the Algarve, we select homes of character and guide every client with discretion, from the first conversation to the final deed.",
  subtitleJp:
    "リスボンからアルガルヴェまで、個性ある物件を厳選し、最初のご相談から契約締結まで、お一人おひとりに寄り添ってご案内いたします。",
};

export const demoSellPage: DemoPageSettings = SELL_PAGE_DEFAULTS;
export const demoMortgagePage: DemoPageSettings = MORTGAGE_PAGE_DEFAULTS;

/** Idealista gives each agency a code of this shape; a made-up one for the demo. */
export const demoIdealistaCustomerCode = "ilc0c4a5e1u5a0demo0000000000000000000000000";

/**
 * How much of the address the portals show: houses (villas, where owners value their privacy)
 * only the area, flats their street, land its exact point.
 */
export function demoAddressVisibility(type: PropertyType): AddressVisibility {
  return type === "house" ? "hidden" : type === "land" ? "exact" : "street";
}

/** The agency's legal identity: plausible values (the NIF's check digit is right). */
export const demoLegalSettings = {
  companyName: "Casa Lusa — Mediação Imobiliária, Lda.",
  nif: "512345678",
  amiLicence: "12345",
  address: "Rua da Escola Politécnica, 42, 1250-102 Lisboa",
  ralName: "Centro de Arbitragem de Conflitos de Consumo de Lisboa",
  ralUrl: "https://www.centroarbitragemlisboa.pt",
  complaintsBookUrl: "https://www.livroreclamacoes.pt",
  privacyEmail: "privacidade@casalusa.pt",
};
