import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/schemas/property";
import { toCardData } from "./property-card-data";

const property: Property = {
  id: "5b0c1f7e-8f43-4a53-9d0c-0c3f1d7a2b11",
  ref: "CL-001",
  type: "house",
  status: "available",
  price: 1_250_000,
  location: "Quinta da Marinha",
  city: "Cascais",
  district: "Lisboa",
  coordinates: { lat: 38.7, lng: -9.45 },
  area: 320,
  bedrooms: 4,
  bathrooms: 3,
  yearBuilt: 2015,
  energyCertificate: "A",
  featured: true,
  featuredOrder: 0,
  consultantId: null,
  images: ["/objects/a", "/objects/b", "/objects/c"],
  virtualTour: null,
  titlePt: "Moradia",
  titleEn: "House",
  titleJp: "一戸建て",
  descriptionPt: "Longa descrição…",
  descriptionEn: "Long description…",
  descriptionJp: "長い説明…",
  features: ["pool"],
  portals: ["kyero", "idealista"],
  addressVisibility: "street",
  firstPublishedAt: null,
  priceBeforeReduction: null,
  priceReducedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};

const PT = { locale: "pt", placeSeparator: ", ", href: (path: string) => `/pt${path}` } as const;
const JP = { locale: "jp", placeSeparator: "、", href: (path: string) => path } as const;

describe("toCardData", () => {
  it("keeps what the card shows and only the cover photo", () => {
    const card = toCardData(property, PT);
    expect(card.images).toEqual(["/objects/a"]);
    expect(card).toMatchObject({ ref: "CL-001", titleJp: "一戸建て", price: 1_250_000 });
    expect(card).not.toHaveProperty("descriptionPt");
    expect(card).not.toHaveProperty("features");
  });

  it("links to the listing's page in the page's language", () => {
    expect(toCardData(property, PT).href).toBe("/pt/properties/CL-001");
    expect(toCardData(property, JP).href).toBe("/properties/CL-001");
  });

  it("sends the place line ready in the page's language", () => {
    expect(toCardData(property, PT).place).toBe(`${property.location}, ${property.city}`);
    expect(toCardData({ ...property, city: "Lisboa" }, JP).place).toBe(
      "キンタ・ダ・マリーニャ、リスボン",
    );
  });
});
