import "server-only";
// What the report for a listing's owner shows (docs/product.md#seller-report): the last twelve
// weeks (or fewer, since its publication) of the listing's figures (getListingStats), its views by week, its prices, and the
// listings of its type in its town that a buyer compares it with, with their price per m².
import { and, asc, eq, ne } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import { common } from "@/lib/i18n/messages/common";
import { joinPlace } from "@/lib/i18n/place-names";
import { localized } from "@/lib/localized";
import { lisbonDate } from "@/lib/viewings/lisbon-time";
import { findListing, type Listing, statsOfListing } from "@/server/analytics/listing-stats";
import type { Session } from "@/server/auth/sessions";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";

export const REPORT_WEEKS = 12;
const SIMILAR_SHOWN = 8;
const DAY_MS = 86_400_000;

/** The report on listing `id`: refuses a consultant's request about another's listing, as the API does. */
export async function getSellerReport(session: Session, id: string, locale: Locale) {
  return sellerReportOf(await findListing(session, id), locale);
}

/** The report on a listing already found (and its caller's rights checked), as it stands `now`. */
export async function sellerReportOf(listing: Listing, locale: Locale, now = new Date()) {
  const to = lisbonDate(now);
  // The last twelve weeks, or fewer when the listing has been on the market for less.
  const twelveWeeksAgo = new Date(now.getTime() - (REPORT_WEEKS * 7 - 1) * DAY_MS);
  const published = listing.firstPublishedAt ?? listing.createdAt;
  const from = lisbonDate(published > twelveWeeksAgo ? published : twelveWeeksAgo);
  const stats = await statsOfListing(listing, { from, to });
  const weeks = Array.from({ length: Math.ceil(stats.series.length / 7) }, (_, week) => {
    const days = stats.series.slice(week * 7, week * 7 + 7);
    return {
      start: days[0]?.period ?? from,
      views: days.reduce((total, day) => total + day.views, 0),
    };
  });
  const similar = await db()
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.type, listing.type),
        eq(properties.city, listing.city),
        ne(properties.id, listing.id),
        ne(properties.status, "sold"),
      ),
    )
    .orderBy(asc(properties.price))
    .limit(SIMILAR_SHOWN);
  const perSquareMetre = (price: number, area: number | null) =>
    area ? Math.round(price / area) : null;
  return {
    from,
    to,
    listing: {
      ref: listing.ref,
      title: localized(listing, "title", locale),
      place: joinPlace([listing.location, listing.city], locale, common[locale].placeSeparator),
      price: listing.price,
      area: listing.area,
      perSquareMetre: perSquareMetre(listing.price, listing.area),
    },
    stats,
    weeks,
    similar: similar.map((row) => ({
      ref: row.ref,
      title: localized(row, "title", locale),
      price: row.price,
      area: row.area,
      perSquareMetre: perSquareMetre(row.price, row.area),
    })),
  };
}

export type SellerReport = Awaited<ReturnType<typeof sellerReportOf>>;
