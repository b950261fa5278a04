import { describe, expect, it } from "vitest";
import type { Property } from "@/lib/schemas/property";
import {
  applyFilters,
  clampPriceRange,
  DEFAULT_FILTERS,
  FILTER_QUERY_KEYS,
  filtersToQuery,
  PAGE_SIZE,
  parseFilters,
} from "./property-filters";

let n = 0;
function property(overrides: Partial<Property>): Property {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    ref: `R-${String(n).padStart(3, "0")}`,
    type: "apartment",
    status: "available",
    price: 500_000,
    location: "Alfama",
    city: "Lisboa",
    district: "Lisboa",
    coordinates: null,
    area: 100,
    bedrooms: 2,
    bathrooms: 1,
    yearBuilt: null,
    energyCertificate: "A",
    featured: false,
    featuredOrder: null,
    consultantId: null,
    images: [],
    virtualTour: null,
    titlePt: "t",
    titleEn: "t",
    titleJp: "t",
    descriptionPt: "d",
    descriptionEn: "d",
    descriptionJp: "d",
    features: [],
    portals: ["kyero", "idealista"],
    addressVisibility: "street",
    firstPublishedAt: null,
    priceBeforeReduction: null,
    priceReducedAt: null,
    createdAt: `2026-01-${String((n % 28) + 1).padStart(2, "0")}T00:00:00.000Z`,
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("parseFilters", () => {
  it("reads every filter and ignores malformed values", () => {
    const filters = parseFilters(
      new URLSearchParams(
        "location=Cascais&type=house&type=castle&minPrice=100000&maxPrice=900000&bedrooms=3&bathrooms=9&features=pool&status=reserved&sort=price_desc&view=map&page=2",
      ),
    );
    expect(filters).toEqual({
      ...DEFAULT_FILTERS,
      location: "Cascais",
      types: ["house"],
      minPrice: 100_000,
      maxPrice: 900_000,
      bedrooms: 3,
      bathrooms: null,
      features: ["pool"],
      statuses: ["reserved"],
      sort: "price_desc",
      view: "map",
      page: 2,
    });
    expect(parseFilters({ sort: "cheapest", page: "-1", minPrice: "1e9" })).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it("round-trips through the query string", () => {
    const filters = {
      ...DEFAULT_FILTERS,
      types: ["land" as const],
      bedrooms: 2,
      sort: "area" as const,
    };
    expect(parseFilters(new URLSearchParams(filtersToQuery(filters)))).toEqual(filters);
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe("");
  });

  // Next.js hands the page a record, the filter form a URLSearchParams: a location with a comma
  // was cut at it from the one and not the other, and the list redirected to the cut form.
  it("keeps a comma in the location, and takes a list's values separated by commas, from either", () => {
    const expected = { ...DEFAULT_FILTERS, location: "Lisboa, Alfama", types: ["house", "land"] };
    expect(parseFilters({ location: "Lisboa, Alfama", type: "house,land" })).toEqual(expected);
    expect(parseFilters(new URLSearchParams("location=Lisboa,+Alfama&type=house,land"))).toEqual(
      expected,
    );
  });

  it("writes every filter under the key it is read from, the key list included", () => {
    const everything = parseFilters(
      new URLSearchParams(
        "location=Cascais&type=house&minPrice=1&maxPrice=2&bedrooms=3&bathrooms=2&features=pool&status=sold&reduced=1&sort=area&view=map&page=2",
      ),
    );
    const written = [...new URLSearchParams(filtersToQuery(everything)).keys()];
    expect(written).toEqual([...FILTER_QUERY_KEYS]);
    for (const key of FILTER_QUERY_KEYS) {
      const params = new URLSearchParams(filtersToQuery(everything));
      params.delete(key);
      expect(parseFilters(params), key).not.toEqual(everything);
    }
  });
});

describe("the price reduced filter", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it("reads reduced=1 only, and writes it back", () => {
    expect(parseFilters({ reduced: "1" }).reduced).toBe(true);
    expect(parseFilters({ reduced: "yes" }).reduced).toBe(false);
    expect(filtersToQuery({ ...DEFAULT_FILTERS, reduced: true })).toBe("?reduced=1");
  });

  it("keeps the listings whose price dropped in the last 30 days, sold ones aside", () => {
    const recent = property({ priceBeforeReduction: 600_000, priceReducedAt: daysAgo(29) });
    const old = property({ priceBeforeReduction: 600_000, priceReducedAt: daysAgo(31) });
    const sold = property({
      status: "sold",
      priceBeforeReduction: 600_000,
      priceReducedAt: daysAgo(2),
    });
    const never = property({});
    const all = [recent, old, sold, never];
    const filters = { ...DEFAULT_FILTERS, reduced: true };
    expect(applyFilters(all, filters, now).items.map((p) => p.ref)).toEqual([recent.ref]);
    expect(applyFilters(all, DEFAULT_FILTERS, now).total).toBe(4);
  });
});

describe("clampPriceRange", () => {
  it("keeps the minimum between 0 and the maximum, the maximum up to 5,000,000", () => {
    expect(clampPriceRange(-10, 6_000_000)).toEqual([0, 5_000_000]);
    expect(clampPriceRange(800_000, 500_000)).toEqual([500_000, 500_000]);
  });
});

describe("applyFilters", () => {
  const list = [
    property({
      ref: "A",
      city: "Cascais",
      location: "Quinta da Marinha",
      type: "house",
      price: 2_000_000,
      bedrooms: 4,
      bathrooms: 3,
      features: ["pool", "garden"],
      area: 300,
    }),
    property({
      ref: "B",
      city: "Lisboa",
      location: "Chiado",
      price: 750_000,
      bedrooms: 2,
      features: ["elevator"],
      status: "reserved",
      area: 90,
    }),
    property({
      ref: "C",
      city: "Porto",
      location: "Foz",
      price: 300_000,
      bedrooms: 1,
      area: 60,
      featured: true,
      featuredOrder: 1,
    }),
    property({
      ref: "D",
      city: "Lagos",
      location: "Meia Praia",
      type: "land",
      price: 6_000_000,
      bedrooms: null,
      bathrooms: null,
      area: 5000,
      status: "sold",
    }),
  ];
  const refs = (filters: Partial<typeof DEFAULT_FILTERS>) =>
    applyFilters(list, { ...DEFAULT_FILTERS, ...filters }).items.map((p) => p.ref);

  it("matches location or city, ignoring case and accents", () => {
    expect(refs({ location: "cascais" })).toEqual(["A"]);
    expect(refs({ location: "CHIADO" })).toEqual(["B"]);
    expect(refs({ location: "Fóz" })).toEqual(["C"]);
    expect(refs({ location: "meia praia" })).toEqual(["D"]);
  });

  it("filters by type, price, bedrooms, bathrooms, features (any) and status", () => {
    expect(refs({ types: ["house", "land"], sort: "price_asc" })).toEqual(["A", "D"]);
    expect(refs({ minPrice: 500_000, maxPrice: 1_000_000 })).toEqual(["B"]);
    expect(refs({ maxPrice: 5_000_000, sort: "price_asc" })).toEqual(["C", "B", "A", "D"]);
    expect(refs({ bedrooms: 2, sort: "price_asc" })).toEqual(["B", "A"]);
    expect(refs({ bathrooms: 2 })).toEqual(["A"]);
    expect(refs({ features: ["garden", "elevator"], sort: "price_asc" })).toEqual(["B", "A"]);
    expect(refs({ statuses: ["sold"] })).toEqual(["D"]);
  });

  it("sorts five ways", () => {
    expect(refs({ sort: "price_asc" })).toEqual(["C", "B", "A", "D"]);
    expect(refs({ sort: "price_desc" })).toEqual(["D", "A", "B", "C"]);
    expect(refs({ sort: "area" })).toEqual(["D", "A", "B", "C"]);
    expect(refs({ sort: "newest" })).toEqual(["D", "C", "B", "A"]);
    expect(refs({ sort: "relevance" })[0]).toBe("C");
  });

  it("pages by twelve and keeps the page in range", () => {
    const many = Array.from({ length: 30 }, () => property({}));
    const second = applyFilters(many, { ...DEFAULT_FILTERS, page: 2 });
    expect(second.items).toHaveLength(PAGE_SIZE);
    expect(second.pageCount).toBe(3);
    expect(applyFilters(many, { ...DEFAULT_FILTERS, page: 99 }).page).toBe(3);
  });
});
