// The list query a saved search keeps: the list page's query string, checked against the list's
// own filter parser (src/lib/property-filters.ts). Unknown keys or values are refused rather
// than dropped, as an alert for a search other than the one the visitor saw would mislead them.
// Paging and the view are left out (an alert lists matches); the sort is kept for "see all".
import {
  filtersToQuery,
  isFilterValue,
  type PropertyFilters,
  parseFilters,
} from "@/lib/property-filters";

const NOT_KEPT = ["page", "view"];

export type SearchQueryCheck =
  | { ok: true; query: string; filters: PropertyFilters }
  | { ok: false; keys: string[] };

/** The canonical query of a list URL's query string, or the keys it cannot read. */
export function checkSearchQuery(text: string): SearchQueryCheck {
  const params = new URLSearchParams(text.startsWith("?") ? text.slice(1) : text);
  const bad = new Set<string>();
  for (const [key, value] of params) if (!isFilterValue(key, value)) bad.add(key);
  if (bad.size) return { ok: false, keys: [...bad] };
  for (const key of NOT_KEPT) params.delete(key);
  const filters = parseFilters(params);
  return { ok: true, query: filtersToQuery({ ...filters, page: 1, view: "grid" }), filters };
}

/** The filters of a stored (canonical) query. */
export function searchFilters(query: string): PropertyFilters {
  return parseFilters(new URLSearchParams(query.startsWith("?") ? query.slice(1) : query));
}
