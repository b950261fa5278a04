import { describe, expect, it } from "vitest";
import type { Locale } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import { sell } from "@/lib/i18n/messages/sell";
import { composeValuationMessage, type ValuationDetails } from "./valuation-message";

const labels = (locale: Locale) => ({
  lines: sell[locale].message,
  propertyTypes: common[locale].propertyType,
  conditions: sell[locale].conditions,
});

const house: ValuationDetails = {
  propertyType: "house",
  location: "Cascais",
  area: 250,
  bedrooms: 4,
  condition: "good",
  observations: "Vista mar, piscina renovada em 2023.",
  photos: [],
};

describe("composeValuationMessage", () => {
  it("writes one labelled line per detail in Portuguese", () => {
    expect(composeValuationMessage(house, labels("pt"), "pt")).toBe(
      "Tipo: Moradia\nLocalização: Cascais\nÁrea: 250 m²\nQuartos: 4\nEstado: Bom\nObservações: Vista mar, piscina renovada em 2023.",
    );
  });

  it("uses the visitor's language for labels, type, condition and number format", () => {
    const details = { ...house, area: 1250, condition: "needs_renovation" as const };
    expect(composeValuationMessage(details, labels("en"), "en")).toBe(
      "Type: House\nLocation: Cascais\nArea: 1,250 m²\nBedrooms: 4\nCondition: Needs renovation\nNotes: Vista mar, piscina renovada em 2023.",
    );
    expect(composeValuationMessage(details, labels("jp"), "jp")).toBe(
      "種別: 一戸建て\n所在地: Cascais\n面積: 1,250 m²\n寝室数: 4\n状態: 要リフォーム\n備考: Vista mar, piscina renovada em 2023.",
    );
  });

  it("leaves out bedrooms and observations when the visitor gave none", () => {
    const land = { ...house, propertyType: "land" as const, bedrooms: null, observations: "  " };
    expect(composeValuationMessage(land, labels("pt"), "pt")).toBe(
      "Tipo: Terreno\nLocalização: Cascais\nÁrea: 250 m²\nEstado: Bom",
    );
  });

  it("keeps zero bedrooms, which is an answer and not a blank", () => {
    const studio = { ...house, propertyType: "apartment" as const, bedrooms: 0, observations: "" };
    expect(composeValuationMessage(studio, labels("pt"), "pt")).toContain("\nQuartos: 0\n");
  });

  it("names the chosen photos after the other details", () => {
    const withPhotos = { ...house, photos: ["sala.jpg", "jardim.png"] };
    expect(composeValuationMessage(withPhotos, labels("pt"), "pt").split("\n").at(-1)).toBe(
      "Fotografias: sala.jpg, jardim.png",
    );
  });
});
