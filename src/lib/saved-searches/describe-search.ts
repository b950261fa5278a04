// A saved search in a few words, as the e-mails and the manage page name it: the place, the
// price range and the bedrooms ("Lisboa · 0 € – 800 000 € · 3+"), or "All properties".
import { LIMITS } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { placeName } from "@/lib/i18n/place-names";
import { searchFilters } from "./search-query";

/**
 * `knownPlace`, when given, says whether the place typed may be repeated: an e-mail to an address
 * a stranger typed names only known places, never their free text, and says `words.typedPlace`
 * instead (docs/security.md).
 */
export function describeSearch(
  query: string,
  locale: Locale,
  words: { everything: string; separator: string; typedPlace?: string },
  knownPlace?: (place: string) => boolean,
): string {
  const filters = searchFilters(query);
  const parts: string[] = [];
  const place = filters.location.replace(/\s+/g, " ").trim();
  if (place && (!knownPlace || knownPlace(place))) parts.push(placeName(place, locale));
  else if (place && words.typedPlace) parts.push(words.typedPlace);
  if (filters.minPrice > 0 || filters.maxPrice < LIMITS.priceMax) {
    const top = filters.maxPrice < LIMITS.priceMax ? formatPrice(filters.maxPrice, locale) : "";
    parts.push(`${formatPrice(filters.minPrice, locale)} – ${top}`.trim());
  }
  if (filters.bedrooms) parts.push(`${filters.bedrooms}+`);
  return parts.length ? parts.join(words.separator) : words.everything;
}
