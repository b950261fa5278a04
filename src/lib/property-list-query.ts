// How the property list's URL is built and read beyond parseFilters / filtersToQuery: the canonical
// form of a query, the active-filter count, the price inputs (docs/product.md#property-list-page)
// and the page numbers shown by the pagination.
import { LIMITS } from "@/lib/constants";
import {
  clampPriceRange,
  DEFAULT_FILTERS,
  FILTER_QUERY_KEYS,
  filtersToQuery,
  type PropertyFilters,
  parseFilters,
} from "@/lib/property-filters";

type QueryRecord = Record<string, string | string[] | undefined>;

/**
 * The fragment that brings the filters into view: the home search's "advanced" control lands
 * on it, and on a phone it opens the filter panel.
 */
export const FILTERS_ANCHOR = "filters";

const isFilterKey = (key: string) => FILTER_QUERY_KEYS.includes(key);

function entries(query: QueryRecord): [string, string][] {
  return Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(
      (v) => [key, v] as [string, string],
    ),
  );
}

/** The query string as the page received it (from Next's searchParams), with its "?". */
export function receivedQuery(query: QueryRecord): string {
  const text = new URLSearchParams(entries(query)).toString();
  return text ? `?${text}` : "";
}

/**
 * The tidy form of a list URL's query: the filters without defaults, empty fields or
 * malformed values (what a plain GET form submits), other keys kept after them. Applying it
 * twice gives the same string, so a redirect to it never loops.
 */
export function canonicalQuery(query: QueryRecord, page?: number): string {
  const filters = parseFilters(query);
  const params = new URLSearchParams(
    filtersToQuery({ ...filters, page: page ?? filters.page }).slice(1),
  );
  for (const [key, value] of entries(query)) if (!isFilterKey(key)) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The list query a filter form describes: a change of filters starts again on page 1. */
export function formQuery(form: URLSearchParams): string {
  return filtersToQuery({ ...parseFilters(form), page: 1 });
}

/** The filters cleared, keeping how the visitor sorts and views the list. */
export function clearedFilters(filters: PropertyFilters): PropertyFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort, view: filters.view };
}

/** How many filters are set: each type, feature and status counts, as do the others. */
export function activeFilterCount(filters: PropertyFilters): number {
  return (
    (filters.location ? 1 : 0) +
    filters.types.length +
    (filters.minPrice > 0 || filters.maxPrice < LIMITS.priceMax ? 1 : 0) +
    (filters.bedrooms ? 1 : 0) +
    (filters.bathrooms ? 1 : 0) +
    filters.features.length +
    filters.statuses.length +
    (filters.reduced ? 1 : 0)
  );
}

/**
 * The minimum input is clamped between 0 and the current maximum, the maximum between the
 * current minimum and 5,000,000 (docs/product.md#property-list-page). An empty input means no
 * limit on that side.
 */
export function commitPriceInput(
  which: "min" | "max",
  value: number | null,
  [min, max]: readonly [number, number],
): [number, number] {
  if (which === "min") return clampPriceRange(value ?? 0, max);
  return clampPriceRange(min, Math.max(value ?? LIMITS.priceMax, min));
}

/** Page numbers to link: the first, the last and two around the current one, with gaps. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && n - previous > 1 ? (["gap", n] as const) : [n];
  });
}
