// What a saved search's e-mail shows, loaded at each delivery attempt from its outbox row: the
// confirmation of a new search, or an alert with the listings recorded for it
// (saved_search_sends), as they stand now, and the links to see all, manage and stop.
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { AGENCY } from "@/lib/agency";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { isCataloguedPlace, placeName } from "@/lib/i18n/place-names";
import { type LegalLines, legalLines } from "@/lib/legal-lines";
import { listingPath } from "@/lib/listing-path";
import { describeSearch } from "@/lib/saved-searches/describe-search";
import type { AlertReason } from "@/lib/schemas/saved-search";
import { db } from "@/server/db/client";
import { type mailMessages, properties, savedSearches, savedSearchSends } from "@/server/db/schema";
import { env } from "@/server/env";
import { confirmToken, manageToken, stopToken } from "@/server/saved-searches/tokens";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { photoUrl } from "./load-request";
import { SEARCH_MAIL_TEXT, type SearchMailText } from "./search-text";
import { oneLine } from "./templates/sanitize";

type MessageRow = typeof mailMessages.$inferSelect;

/** At most this many listings in one alert; the rest are behind "see all". */
export const ALERT_LISTINGS_SHOWN = 10;

export interface AlertListing {
  title: string;
  meta: string;
  price: string;
  /** The price before its drop, for a price-drop alert. */
  oldPrice: string | null;
  badges: string[];
  photoUrl: string | null;
  url: string;
}

export interface SearchMail {
  kind: "search_confirmation" | "search_alert";
  locale: Locale;
  t: SearchMailText;
  email: string;
  confirmUrl: string;
  listings: AlertListing[];
  /** Listings the alert has beyond those shown. */
  more: number;
  /** One per search the alert is for: what it looks for and its list. */
  searches: { label: string; url: string }[];
  manageUrl: string;
  /** The one-click address (RFC 8058) of List-Unsubscribe. */
  stopUrl: string;
  stopMailto: string;
  legal: LegalLines;
}

export async function loadSearchMail(message: MessageRow): Promise<SearchMail | null> {
  if (!message.savedSearchId) return null;
  const [search] = await db()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.id, message.savedSearchId));
  if (!search) return null;
  const siteUrl = env().SITE_URL.replace(/\/+$/, "");
  const locale = search.language;
  const t = SEARCH_MAIL_TEXT[locale];
  const sends =
    message.kind === "search_alert"
      ? await db()
          .select({ send: savedSearchSends, property: properties })
          .from(savedSearchSends)
          .innerJoin(properties, eq(properties.id, savedSearchSends.propertyId))
          .where(eq(savedSearchSends.mailMessageId, message.id))
      : [];
  const searchIds = [...new Set([search.id, ...sends.map((row) => row.send.savedSearchId)])];
  const searches = await db()
    .select()
    .from(savedSearches)
    .where(and(inArray(savedSearches.id, searchIds), eq(savedSearches.email, search.email)));
  // One card per listing, whatever number of searches and reasons brought it.
  const reasons = new Map<
    string,
    { property: typeof properties.$inferSelect; why: Set<AlertReason> }
  >();
  for (const { send, property } of sends) {
    const entry = reasons.get(property.id) ?? { property, why: new Set<AlertReason>() };
    entry.why.add(send.reason);
    reasons.set(property.id, entry);
  }
  const listings = [...reasons.values()].map(({ property, why }) => {
    const titles = { pt: property.titlePt, en: property.titleEn, jp: property.titleJp };
    const dropped = why.has("price_drop") && property.priceBeforeReduction !== null;
    return {
      title: oneLine(titles[locale] || property.titlePt),
      meta: `${oneLine(property.ref)}${t.separator}${placeName(oneLine(property.city), locale)}`,
      price: formatPrice(property.price, locale),
      oldPrice: dropped ? formatPrice(property.priceBeforeReduction as number, locale) : null,
      badges: [why.has("new") ? t.newBadge : null, dropped ? t.priceDropBadge : null].filter(
        (badge): badge is string => badge !== null,
      ),
      photoUrl: photoUrl(property.images[0], siteUrl),
      url: `${siteUrl}/${locale}${listingPath(property.ref)}`,
    };
  });
  const known = await knownPlaces();
  const inbox = env().LEADS_INBOX ?? AGENCY.email;
  const stop = stopToken(searches.map((row) => row.id));
  return {
    kind: message.kind === "search_alert" ? "search_alert" : "search_confirmation",
    locale,
    t,
    email: search.email,
    confirmUrl: `${siteUrl}/${locale}/saved-searches?confirm=${encodeURIComponent(confirmToken(search.id))}`,
    listings: listings.slice(0, ALERT_LISTINGS_SHOWN),
    more: Math.max(0, listings.length - ALERT_LISTINGS_SHOWN),
    searches: searches.map((row) => ({
      label: describeSearch(row.query, locale, t, known),
      url: `${siteUrl}/${locale}/properties${row.query || ""}`,
    })),
    manageUrl: `${siteUrl}/${locale}/saved-searches?token=${encodeURIComponent(manageToken(search.id))}`,
    stopUrl: `${siteUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(stop)}`,
    stopMailto: `mailto:${inbox}?subject=${encodeURIComponent(`unsubscribe ${stop}`)}`,
    legal: legalLines(await getLegalSettings(), locale, AGENCY.name),
  };
}

/**
 * Whether a place a visitor typed may be named in an e-mail to the address they typed: a city,
 * district or location of a listing, or a place of the catalogue (src/lib/i18n/place-names.ts),
 * whatever its case; "Lisboa, Alfama" when each part is. Anything else is their free text,
 * which the agency's automatic e-mails never repeat (docs/security.md).
 */
async function knownPlaces(): Promise<(place: string) => boolean> {
  const rows = await db()
    .selectDistinct({
      name: sql<string>`lower(unnest(array[${properties.city}, ${properties.location}, coalesce(${properties.district}, '')]))`,
    })
    .from(properties);
  const names = new Set(rows.map((row) => row.name.replace(/\s+/g, " ").trim()));
  const knownPart = (part: string) => names.has(part.toLowerCase()) || isCataloguedPlace(part);
  return (place) => {
    const parts = place.split(",").map((part) => part.replace(/\s+/g, " ").trim());
    return parts.some(Boolean) && parts.every((part) => !part || knownPart(part));
  };
}
