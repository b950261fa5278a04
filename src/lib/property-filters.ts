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
import { isPriceReduced } from "@/lib/property-badges";
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
  /** Only listings whose price dropped in the last 30 days (the "price reduced" badge). */
  reduced: boolean;
  sort: SortOption;
  view: ViewMode;
  page: number;
}

type Query = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * How one filter lives in the list's URL: its key, what its values mean (a malformed one means
 * the default), and the values that say a filter back (none for the default), so that what is
 * written reads back as it was.
 */
interface FilterParam<T> {
  key: string;
  read: (values: readonly string[]) => T;
  write: (value: T) => string[];
}

/** A text, trimmed and bounded. */
const text = (key: string, max: number): FilterParam<string> => ({
  key,
  read: ([value]) => (value ?? "").trim().slice(0, max).trim(),
  write: (value) => (value ? [value] : []),
});

/** A whole number within bounds, or `fallback`. */
function wholeNumber<F extends number | null>(
  key: string,
  min: number,
  max: number,
  fallback: F,
): FilterParam<number | F> {
  const inRange = (value: number | F): value is number =>
    value !== null && value >= min && value <= max;
  return {
    key,
    read: ([value]) => {
      const number = value && /^\d{1,10}$/.test(value) ? Number(value) : null;
      return number !== null && inRange(number) ? number : fallback;
    },
    write: (value) => (inRange(value) && value !== fallback ? [String(value)] : []),
  };
}

/** One of `options`, or `fallback`. */
const oneOf = <T extends string>(
  key: string,
  options: readonly T[],
  fallback: T,
): FilterParam<T> => ({
  key,
  read: ([value]) =>
    (options as readonly string[]).includes(value ?? "") ? (value as T) : fallback,
  write: (value) => (value !== fallback ? [value] : []),
});

/** Any number of values, repeated or separated by commas; each kept once, the valid ones only. */
const list = <T extends string>(
  key: string,
  valid: (value: string) => value is T,
): FilterParam<T[]> => ({
  key,
  read: (values) => [...new Set(values.flatMap((value) => value.split(",")))].filter(valid),
  write: (values) => values,
});

/** On when the key says "1" (a checked checkbox); off is left out. */
const flag = (key: string): FilterParam<boolean> => ({
  key,
  read: ([value]) => value === "1",
  write: (value) => (value ? ["1"] : []),
});

const among =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);

/** Every filter's place in the URL, in the order the query string lists them. */
const FILTER_PARAMS: { [K in keyof PropertyFilters]: FilterParam<PropertyFilters[K]> } = {
  location: text("location", 100),
  types: list("type", among(PROPERTY_TYPES)),
  minPrice: wholeNumber("minPrice", 0, LIMITS.priceMax, 0),
  maxPrice: wholeNumber("maxPrice", 0, LIMITS.priceMax, LIMITS.priceMax),
  bedrooms: wholeNumber("bedrooms", 1, 5, null),
  bathrooms: wholeNumber("bathrooms", 1, 3, null),
  features: list("features", (value): value is string => /^[a-z0-9_]{1,50}$/.test(value)),
  statuses: list("status", among(PROPERTY_STATUSES)),
  reduced: flag("reduced"),
  sort: oneOf("sort", SORT_OPTIONS, "relevance"),
  view: oneOf("view", VIEW_MODES, "grid"),
  page: wholeNumber("page", 1, 10_000, 1),
};

const FIELDS = Object.keys(FILTER_PARAMS) as (keyof PropertyFilters)[];

/** The query keys parseFilters understands; any other key is left alone. */
export const FILTER_QUERY_KEYS: readonly string[] = FIELDS.map((field) => FILTER_PARAMS[field].key);

function valuesOf(query: Query, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Reads filters from a query string; unknown or malformed values are ignored, never fatal. */
export function parseFilters(query: Query): PropertyFilters {
  const read = <K extends keyof PropertyFilters>(field: K): PropertyFilters[K] =>
    FILTER_PARAMS[field].read(valuesOf(query, FILTER_PARAMS[field].key));
  // Each entry is its own field's, which fromEntries cannot say.
  const filters = Object.fromEntries(
    FIELDS.map((field) => [field, read(field)]),
  ) as unknown as PropertyFilters;
  // The one rule between two filters: a minimum above the maximum is the maximum.
  return { ...filters, minPrice: Math.min(filters.minPrice, filters.maxPrice) };
}

/** No filter: what an empty query string reads as. */
export const DEFAULT_FILTERS: PropertyFilters = parseFilters({});

/** The query string of a set of filters, leaving out every default. */
export function filtersToQuery(filters: PropertyFilters): string {
  const params = new URLSearchParams();
  const write = <K extends keyof PropertyFilters>(field: K) => {
    const { key, write } = FILTER_PARAMS[field];
    for (const value of write(filters[field])) params.append(key, value);
  };
  for (const field of FIELDS) write(field);
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

export function matchesFilters(
  property: Property,
  filters: PropertyFilters,
  now: Date = new Date(),
): boolean {
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
  if (filters.reduced && !isPriceReduced(property, now)) return false;
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
  now: Date = new Date(),
): FilteredPage {
  const matches = properties
    .filter((property) => matchesFilters(property, filters, now))
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

/**
 * Whether `value` is one the list understands for the query key `key`, as written: a saved
 * search keeps a query only when every part of it means something (the list itself ignores the
 * rest). An empty value is no filter, as the list's plain GET form sends it.
 */
export function isFilterValue(key: string, value: string): boolean {
  const field = FIELDS.find((candidate) => FILTER_PARAMS[candidate].key === key);
  if (!field) return false;
  if (value.trim() === "") return true;
  const param = FILTER_PARAMS[field] as FilterParam<unknown>;
  const read = param.read([value]);
  const written = param.write(read);
  if (written.length === 0) return String(DEFAULT_FILTERS[field]) === value;
  const given = value.split(",").map((part) => part.trim());
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  return (
    written.join(",") === value.trim() || same([...new Set(given)].sort(), [...written].sort())
  );
}
