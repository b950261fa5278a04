// Which listings each confirmed search is to be told about (docs/product.md#saved-searches):
// listings first published after the search was confirmed, and listings whose price dropped
// after it was, that match its filters and have not been sent to it for that reason. Pure, so
// that the benchmark (scripts/bench-alerts.ts) measures exactly what the job runs.
import "server-only";
import { matchesFilters, type PropertyFilters } from "@/lib/property-filters";
import { searchFilters } from "@/lib/saved-searches/search-query";
import type { Property } from "@/lib/schemas/property";
import type { AlertReason } from "@/lib/schemas/saved-search";
import { normalizeForSearch } from "@/lib/text-search";

export interface AlertSearch {
  id: string;
  email: string;
  query: string;
  confirmedAt: Date;
}

export interface AlertListing {
  property: Property;
  firstPublishedAt: Date | null;
  priceReducedAt: Date | null;
}

export interface AlertItem {
  searchId: string;
  propertyId: string;
  reason: AlertReason;
}

/** `${searchId} ${propertyId} ${reason}` of what has been sent. */
export const sentKey = (item: AlertItem) => `${item.searchId} ${item.propertyId} ${item.reason}`;

/**
 * What to send, grouped by address (one e-mail each, a listing in it once however many of the
 * address's searches it matches). Searches with the same filters are matched once.
 */
export function matchAlerts(
  searches: readonly AlertSearch[],
  listings: readonly AlertListing[],
  sent: ReadonlySet<string>,
): Map<string, AlertItem[]> {
  const byQuery = new Map<string, AlertSearch[]>();
  for (const search of searches) {
    const same = byQuery.get(search.query);
    if (same) same.push(search);
    else byQuery.set(search.query, [search]);
  }
  const byAddress = new Map<string, AlertItem[]>();
  // The place is matched as the list matches it (matchesSearch), each text normalised once
  // instead of once per search and listing: at 10,000 of each that was most of the time.
  const places = listings.map((listing) =>
    [listing.property.location, listing.property.city].map((field) =>
      field == null ? "" : normalizeForSearch(field),
    ),
  );
  for (const [query, group] of byQuery) {
    const { location, ...rest } = searchFilters(query);
    const needle = normalizeForSearch(location);
    const filters: PropertyFilters = { ...rest, location: "" };
    // The oldest confirmation of the group bounds what any of them can be sent.
    const since = Math.min(...group.map((search) => search.confirmedAt.getTime()));
    for (const [index, listing] of listings.entries()) {
      const published = listing.firstPublishedAt?.getTime() ?? 0;
      const dropped = listing.priceReducedAt?.getTime() ?? 0;
      if (published <= since && dropped <= since) continue;
      if (needle && !places[index]?.some((place) => place.includes(needle))) continue;
      if (!matchesFilters(listing.property, filters)) continue;
      for (const search of group) {
        const confirmed = search.confirmedAt.getTime();
        const reasons: AlertReason[] = [];
        if (published > confirmed) reasons.push("new");
        if (dropped > confirmed) reasons.push("price_drop");
        for (const reason of reasons) {
          const item = { searchId: search.id, propertyId: listing.property.id, reason };
          if (sent.size > 0 && sent.has(sentKey(item))) continue;
          const items = byAddress.get(search.email);
          if (items) items.push(item);
          else byAddress.set(search.email, [item]);
        }
      }
    }
  }
  return byAddress;
}
