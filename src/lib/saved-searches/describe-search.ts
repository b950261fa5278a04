// A saved search in a few words, as the e-mails and the manage page name it: the place, the
// price range and the bedrooms ("Lisboa · 0 € – 800 000 € · 3+"), or "All properties".
import { LIMITS } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { placeName } from "@/lib/i18n/place-names";
import { searchFilters } from "./search-query";

export function describeSearch(
  query: string,
  locale: Locale,
  words: { everything: string; separator: string },
): string {
  const filters = searchFilters(query);
  const parts: string[] = [];
  if (filters.location) parts.push(placeName(filters.location.replace(/\s+/g, " "), locale));
  if (filters.minPrice > 0 || filters.maxPrice < LIMITS.priceMax) {
    const top = filters.maxPrice < LIMITS.priceMax ? formatPrice(filters.maxPrice, locale) : "";
    parts.push(`${formatPrice(filters.minPrice, locale)} – ${top}`.trim());
  }
  if (filters.bedrooms) parts.push(`${filters.bedrooms}+`);
  return parts.length ? parts.join(words.separator) : words.everything;
}
