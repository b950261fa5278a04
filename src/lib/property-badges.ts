// The badges of a listing (docs/product.md#property-list-page): exclusive when featured,
// reserved unless featured, sold; new for a listing first available in the last 14 days, and
// price reduced for a drop in the last 30 (the database keeps both dates, drizzle/0011).
//
// Two of them depend on the time as well as on the listing: badgesChangeAt says when the next
// one appears or goes, so that a page rendered once and kept (the page cache, docs/decisions/034)
// is rendered again then.
import type { Property } from "@/lib/schemas/property";

export type Badge = "exclusive" | "reserved" | "sold" | "new" | "reduced";
export const NEW_LISTING_DAYS = 14;
export const PRICE_REDUCED_DAYS = 30;

const DAY_MS = 86_400_000;

export type BadgeFacts = Pick<
  Property,
  "featured" | "status" | "firstPublishedAt" | "priceBeforeReduction" | "priceReducedAt"
>;

/** When the listing's "new" badge ends, or null when it never had one. */
const newUntil = (property: BadgeFacts) =>
  property.status === "available" && property.firstPublishedAt
    ? Date.parse(property.firstPublishedAt) + NEW_LISTING_DAYS * DAY_MS
    : null;

/** When the listing's "price reduced" badge ends, or null when it has none. */
const reducedUntil = (property: BadgeFacts) =>
  property.status !== "sold" && property.priceReducedAt && property.priceBeforeReduction !== null
    ? Date.parse(property.priceReducedAt) + PRICE_REDUCED_DAYS * DAY_MS
    : null;

const within = (until: number | null, now: Date) => until !== null && now.getTime() < until;

/** Whether the listing's price dropped in the last 30 days (and it is not sold). */
export function isPriceReduced(property: BadgeFacts, now: Date = new Date()): boolean {
  return within(reducedUntil(property), now);
}

export function propertyBadges(property: BadgeFacts, now: Date = new Date()): Badge[] {
  const badges: Badge[] = [];
  if (property.featured) badges.push("exclusive");
  else if (property.status === "reserved") badges.push("reserved");
  if (property.status === "sold") badges.push("sold");
  if (within(newUntil(property), now)) badges.push("new");
  if (isPriceReduced(property, now)) badges.push("reduced");
  return badges;
}

/**
 * The first moment after `now` at which the badges of any of these listings change (the
 * "new" or "price reduced" of one of them ends), or null when none will.
 */
export function badgesChangeAt(
  properties: Iterable<BadgeFacts>,
  now: Date = new Date(),
): Date | null {
  let next = Number.POSITIVE_INFINITY;
  const consider = (time: number | null) => {
    if (time !== null && time > now.getTime() && time < next) next = time;
  };
  for (const property of properties) {
    consider(newUntil(property));
    consider(reducedUntil(property));
  }
  return Number.isFinite(next) ? new Date(next) : null;
}
