// The filters, sorting and paging of the property list (docs/product.md#property-list-page). They
// live in the URL query string, so a filtered view can be shared, reloaded and rendered by the
// server.
import {
  LIMITS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyStatus,
  type PropertyType,
  SORT_OPTIONS,
  VIEW_MODES,
} from "@/lib/constants";
import type { Property } from "@/lib/schemas/property";
import { matchesSearch } from "@/lib/text-search";

export type SortOption = (typeof SORT_OPTIONS)[number];
export type ViewMode = (typeof VIEW_MODES)[number];

export const PAGE_SIZE = 12;

export interface PropertyFilters {
  location: string;
  types: PropertyType[];
  minPrice: number;
  maxPrice: number;
  bedrooms: number | null;
  bathrooms: number | null;
  features: string[];
  statuses: PropertyStatus[];
  sort: SortOption;
  view: ViewMode;
  page: number;
}

export const DEFAULT_FILTERS: PropertyFilters = {
  location: "",
  types: [],
  minPrice: 0,
  maxPrice: LIMITS.priceMax,
  bedrooms: null,
  bathrooms: null,
  features: [],
  statuses: [],
  sort: "relevance",
  view: "grid",
  page: 1,
};

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

function all(query: Query, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(","));
}

const oneOf = <T extends string>(options: readonly T[], value: string | undefined, fallback: T) =>
  (options as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** Reads filters from a query string; unknown or malformed values are ignored, never fatal. */
export function parseFilters(query: Query): PropertyFilters {
  const first = (key: string) => all(query, key)[0];
  const maxPrice = wholeNumber(first("maxPrice"), 0, LIMITS.priceMax) ?? LIMITS.priceMax;
  const minPrice = Math.min(wholeNumber(first("minPrice"), 0, LIMITS.priceMax) ?? 0, maxPrice);
  return {
    location: (first("location") ?? "").trim().slice(0, 100),
    types: [...new Set(all(query, "type"))].filter((t): t is PropertyType =>
      (PROPERTY_TYPES as readonly string[]).includes(t),
    ),
    minPrice,
    maxPrice,
    bedrooms: wholeNumber(first("bedrooms"), 1, 5),
    bathrooms: wholeNumber(first("bathrooms"), 1, 3),
    features: [...new Set(all(query, "features"))].filter((f) => /^[a-z0-9_]{1,50}$/.test(f)),
    statuses: [...new Set(all(query, "status"))].filter((s): s is PropertyStatus =>
      (PROPERTY_STATUSES as readonly string[]).includes(s),
    ),
    sort: oneOf(SORT_OPTIONS, first("sort"), "relevance"),
    view: oneOf(VIEW_MODES, first("view"), "grid"),
    page: wholeNumber(first("page"), 1, 10_000) ?? 1,
  };
}

/** The query string of a set of filters, leaving out every default. */
export function filtersToQuery(filters: PropertyFilters): string {
  const params = new URLSearchParams();
  if (filters.location) params.set("location", filters.location);
  for (const type of filters.types) params.append("type", type);
  if (filters.minPrice > 0) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice < LIMITS.priceMax) params.set("maxPrice", String(filters.maxPrice));
  if (filters.bedrooms) params.set("bedrooms", String(filters.bedrooms));
  if (filters.bathrooms) params.set("bathrooms", String(filters.bathrooms));
  for (const feature of filters.features) params.append("features", feature);
  for (const status of filters.statuses) params.append("status", status);
  if (filters.sort !== "relevance") params.set("sort", filters.sort);
  if (filters.view !== "grid") params.set("view", filters.view);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The price inputs clamp against each other and the 0 – 5,000,000 range
 * (docs/product.md#property-list-page).
 */
export function clampPriceRange(min: number, max: number): [number, number] {
  const upper = Math.min(Math.max(max, 0), LIMITS.priceMax);
  const lower = Math.min(Math.max(min, 0), upper);
  return [lower, upper];
}

export function matchesFilters(property: Property, filters: PropertyFilters): boolean {
  if (!matchesSearch([property.location, property.city], filters.location)) return false;
  if (filters.types.length && !filters.types.includes(property.type)) return false;
  if (property.price < filters.minPrice) return false;
  // The top of the slider means "no upper limit".
  if (filters.maxPrice < LIMITS.priceMax && property.price > filters.maxPrice) return false;
  if (filters.bedrooms && (property.bedrooms ?? 0) < filters.bedrooms) return false;
  if (filters.bathrooms && (property.bathrooms ?? 0) < filters.bathrooms) return false;
  if (filters.features.length && !filters.features.some((f) => property.features.includes(f))) {
    return false;
  }
  if (filters.statuses.length && !filters.statuses.includes(property.status)) return false;
  return true;
}

// The list is sorted on every render of /properties (10,000 listings in the benchmark), so the
// comparisons stay cheap: ISO timestamps, and refs where all else ties, compare by code unit
// (a collator would cost about a microsecond per comparison).
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const statusRank = (status: PropertyStatus) => PROPERTY_STATUSES.indexOf(status);

const SORTERS: Record<SortOption, (a: Property, b: Property) => number> = {
  // Relevance: featured first (in their order), then available before reserved and sold,
  // then newest.
  relevance: (a, b) =>
    Number(b.featured) - Number(a.featured) ||
    (a.featured ? (a.featuredOrder ?? Infinity) - (b.featuredOrder ?? Infinity) : 0) ||
    statusRank(a.status) - statusRank(b.status) ||
    byCodeUnits(b.createdAt, a.createdAt),
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  newest: (a, b) => byCodeUnits(b.createdAt, a.createdAt),
  area: (a, b) => b.area - a.area,
};

export interface FilteredPage {
  items: Property[];
  /** Every match on every page (the map shows them all). */
  matches: Property[];
  total: number;
  page: number;
  pageCount: number;
}

export function applyFilters(
  properties: readonly Property[],
  filters: PropertyFilters,
): FilteredPage {
  const matches = properties
    .filter((property) => matchesFilters(property, filters))
    .sort((a, b) => SORTERS[filters.sort](a, b) || byCodeUnits(a.ref, b.ref));
  const pageCount = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const page = Math.min(filters.page, pageCount);
  return {
    items: matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    matches,
    total: matches.length,
    page,
    pageCount,
  };
}
