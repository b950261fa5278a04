import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, parseFilters } from "./property-filters";
import {
  activeFilterCount,
  canonicalQuery,
  clearedFilters,
  commitPriceInput,
  formQuery,
  pageWindow,
  receivedQuery,
} from "./property-list-query";

describe("canonicalQuery", () => {
  it("drops the empty fields and defaults a plain GET form submits", () => {
    const submitted = {
      location: "",
      type: ["house", "land"],
      minPrice: "0",
      maxPrice: "5000000",
      bedrooms: "",
      sort: "relevance",
      view: "grid",
    };
    expect(canonicalQuery(submitted)).toBe("?type=house&type=land");
    expect(canonicalQuery({ location: "", type: "", maxPrice: "" })).toBe("");
  });

  it("keeps keys the filters do not know, after the filters", () => {
    expect(canonicalQuery({ utm_source: "news", location: "Porto" })).toBe(
      "?location=Porto&utm_source=news",
    );
  });

  it("keeps the location as typed, commas and all", () => {
    expect(canonicalQuery({ location: "Lisboa, Alfama" })).toBe("?location=Lisboa%2C+Alfama");
    expect(formQuery(new URLSearchParams("location=Lisboa, Alfama"))).toBe(
      "?location=Lisboa%2C+Alfama",
    );
  });

  it("moves the page into range when told the last page", () => {
    expect(canonicalQuery({ page: "9" }, 3)).toBe("?page=3");
    expect(canonicalQuery({ page: "9" }, 1)).toBe("");
  });

  it("is stable: the canonical form of a canonical query is itself", () => {
    const value = fc.oneof(fc.string(), fc.constantFrom("house", "land", "3", "0", "price_asc"));
    const key = fc.constantFrom(
      "location",
      "type",
      "minPrice",
      "maxPrice",
      "bedrooms",
      "sort",
      "x",
    );
    fc.assert(
      fc.property(fc.dictionary(key, fc.oneof(value, fc.array(value))), (query) => {
        const once = canonicalQuery(query);
        const again = canonicalQuery(Object.fromEntries(groupParams(once)));
        expect(again).toBe(once);
        expect(receivedQuery(Object.fromEntries(groupParams(once)))).toBe(once);
      }),
    );
  });
});

/** What Next's searchParams gives for a query string: repeated keys as arrays. */
function groupParams(query: string): [string, string | string[]][] {
  const params = new URLSearchParams(query);
  return [...new Set(params.keys())].map((key) => {
    const values = params.getAll(key);
    return [key, values.length > 1 ? values : (values[0] ?? "")];
  });
}

describe("formQuery", () => {
  it("reads a filter form and starts again on page 1", () => {
    const form = new URLSearchParams(
      "location=Lisboa&type=apartment&minPrice=0&maxPrice=5000000&bedrooms=2&sort=price_asc&view=list&page=3",
    );
    expect(formQuery(form)).toBe(
      "?location=Lisboa&type=apartment&bedrooms=2&sort=price_asc&view=list",
    );
  });
});

describe("activeFilterCount", () => {
  it("counts each chosen value and each set filter", () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    const filters = parseFilters(
      new URLSearchParams(
        "location=x&type=house&type=land&maxPrice=100000&bedrooms=2&bathrooms=1&features=pool&status=sold&reduced=1&sort=area&view=map&page=2",
      ),
    );
    expect(activeFilterCount(filters)).toBe(9);
  });

  it("does not count sorting, view or page, and clearing keeps them", () => {
    const filters = parseFilters(new URLSearchParams("sort=area&view=map&page=2&type=house"));
    expect(activeFilterCount(filters)).toBe(1);
    expect(clearedFilters(filters)).toEqual({ ...DEFAULT_FILTERS, sort: "area", view: "map" });
  });
});

describe("commitPriceInput", () => {
  it("clamps the minimum between 0 and the current maximum", () => {
    expect(commitPriceInput("min", 2_000_000, [0, 1_000_000])).toEqual([1_000_000, 1_000_000]);
    expect(commitPriceInput("min", -5, [0, 1_000_000])).toEqual([0, 1_000_000]);
    expect(commitPriceInput("min", null, [300_000, 1_000_000])).toEqual([0, 1_000_000]);
  });

  it("clamps the maximum between the current minimum and 5,000,000", () => {
    expect(commitPriceInput("max", 100_000, [500_000, 1_000_000])).toEqual([500_000, 500_000]);
    expect(commitPriceInput("max", 9_000_000, [0, 1_000_000])).toEqual([0, 5_000_000]);
    expect(commitPriceInput("max", null, [0, 1_000_000])).toEqual([0, 5_000_000]);
  });
});

describe("pageWindow", () => {
  it("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it("shows the ends and the neighbours of the current page, with gaps", () => {
    expect(pageWindow(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageWindow(1, 10)).toEqual([1, 2, "gap", 10]);
    expect(pageWindow(10, 10)).toEqual([1, "gap", 9, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
  });
});
