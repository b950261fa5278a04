import { describe, expect, it } from "vitest";
import { propertyCreateSchema, propertyUpdateSchema } from "@/lib/schemas/property";
import {
  emptyPropertyValues,
  numberOrNull,
  type PropertyFormValues,
  propertyToFormValues,
  roundCoordinate,
  textOrNull,
  toPropertyPayload,
} from "./property-form";

const filled: PropertyFormValues = {
  ...emptyPropertyValues(),
  ref: "CL-TEST-1",
  price: 350_000,
  location: "Alfama",
  city: "Lisboa",
  area: 90,
  energyCertificate: "C",
  titlePt: "T2 em Alfama",
  titleEn: "Two-bedroom flat in Alfama",
  titleJp: "アルファマの2LDK",
  descriptionPt: "Descrição",
  descriptionEn: "Description",
  descriptionJp: "説明",
};

describe("the property form payload", () => {
  it("sends no coordinates when both inputs are empty", () => {
    expect(toPropertyPayload(filled).coordinates).toBeNull();
    const parsed = propertyCreateSchema.parse(toPropertyPayload(filled));
    expect(parsed.coordinates).toBeNull();
    expect(parsed.district).toBeNull();
  });

  it("keeps coordinates when given, and reports the missing half", () => {
    const both = { ...filled, coordinates: { lat: 38.7, lng: -9.1 } };
    expect(propertyCreateSchema.parse(toPropertyPayload(both)).coordinates).toEqual({
      lat: 38.7,
      lng: -9.1,
    });
    const half = { ...filled, coordinates: { lat: 38.7, lng: null } };
    const result = propertyCreateSchema.safeParse(toPropertyPayload(half));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["coordinates", "lng"]);
  });

  it("shows the Portuguese messages of docs/product.md#field-rules for an empty new property", () => {
    const result = propertyCreateSchema.safeParse(toPropertyPayload(emptyPropertyValues()));
    // The form shows the first message of each field, as the resolver does.
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) {
      messages[issue.path.join(".")] ??= issue.message;
    }
    expect(messages).toMatchObject({
      ref: "Referência é obrigatória",
      price: "O preço deve ser um número inteiro ≥ 0",
      location: "Localização é obrigatória",
      city: "Cidade é obrigatória",
      area: "A área deve ser um número inteiro ≥ 1",
      energyCertificate: "Escolha a classe energética (ou Isento)",
      titleEn: "Título em inglês é obrigatório",
      descriptionJp: "Descrição em japonês é obrigatória",
    });
  });

  it("round-trips a stored property through the edit form", () => {
    const stored = {
      ...propertyCreateSchema.parse(toPropertyPayload(filled)),
      id: "0b0d7c3e-7d0f-4d5e-9d3a-8a2b1c0d9e8f",
      status: "reserved" as const,
      type: "commercial" as const,
      energyCertificate: "B" as const,
      featured: true,
      featuredOrder: 3,
      coordinates: { lat: 41.1, lng: -8.6 },
      district: "Lisboa",
      bedrooms: 2,
      bathrooms: 1,
      yearBuilt: 1990,
      consultantId: null,
      images: ["/objects/0123456789abcdef0123456789abcdef"],
      virtualTour: null,
      features: ["pool"],
      portals: ["idealista" as const],
      addressVisibility: "hidden" as const,
      firstPublishedAt: null,
      priceBeforeReduction: null,
      priceReducedAt: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const values = propertyToFormValues(stored);
    expect(values).not.toHaveProperty("featuredOrder");
    expect(values).not.toHaveProperty("id");
    const parsed = propertyUpdateSchema.parse(toPropertyPayload(values));
    expect(parsed).toMatchObject({ ref: "CL-TEST-1", type: "commercial", featured: true });
    expect(parsed.coordinates).toEqual({ lat: 41.1, lng: -8.6 });
    expect(parsed).toMatchObject({ portals: ["idealista"], addressVisibility: "hidden" });
  });
});

describe("input conversions", () => {
  it("turns empty number inputs into null and others into numbers", () => {
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("  ")).toBeNull();
    expect(numberOrNull("12")).toBe(12);
    expect(numberOrNull(7)).toBe(7);
    expect(Number.isNaN(numberOrNull("abc"))).toBe(true);
  });

  it("turns blank optional texts into null", () => {
    expect(textOrNull("")).toBeNull();
    expect(textOrNull(" ")).toBeNull();
    expect(textOrNull("https://tour.example")).toBe("https://tour.example");
  });

  it("rounds geocoded coordinates to six decimals", () => {
    expect(roundCoordinate(38.71391234567)).toBe(38.713912);
    expect(roundCoordinate(-9.13945678)).toBe(-9.139457);
  });
});
