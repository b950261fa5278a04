import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/schemas/property";
import { propertyJsonLd } from "./property-json-ld";

const property = {
  ref: "CL-1",
  type: "apartment",
  status: "sold",
  price: 750_000,
  city: "Lisboa",
  district: "Lisboa",
  coordinates: { lat: 38.7, lng: -9.1 },
  area: 120,
  bedrooms: 2,
  bathrooms: null,
  yearBuilt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
} as Property;

const data = propertyJsonLd({
  property,
  url: "https://x.pt/en/properties/CL-1",
  title: "Flat </script>",
  description: "Nice",
  images: ["https://x.pt/objects/a"],
  language: "en",
  breadcrumbs: [{ name: "Home", url: "https://x.pt/en" }],
});

describe("propertyJsonLd", () => {
  const [listing, trail] = data["@graph"];

  it("offers the price in euros with availability from the status", () => {
    expect(listing).toMatchObject({
      "@type": "RealEstateListing",
      offers: { price: 750_000, priceCurrency: "EUR", availability: "https://schema.org/SoldOut" },
    });
  });

  it("describes the place with address in Portugal, coordinates and only known facts", () => {
    expect(listing?.about).toMatchObject({
      "@type": "Apartment",
      address: { addressLocality: "Lisboa", addressRegion: "Lisboa", addressCountry: "PT" },
      geo: { latitude: 38.7, longitude: -9.1 },
      numberOfBedrooms: 2,
    });
    expect(listing?.about).not.toHaveProperty("numberOfBathroomsTotal");
  });

  it("numbers the breadcrumb trail from 1", () => {
    expect(trail).toMatchObject({ "@type": "BreadcrumbList", itemListElement: [{ position: 1 }] });
  });
});
