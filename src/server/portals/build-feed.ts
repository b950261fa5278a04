// Builds a portal's feed from the listings on sale (docs/product.md#portal-feeds): each listing
// checked against the portal's rules (one that breaks one is left out), written, and dated by
// the last change of what its entry shows (portal_entries keeps a hash of each entry).
import "server-only";
import { createHash } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Portal } from "@/lib/constants";
import { db } from "@/server/db/client";
import { type PortalFeedRow, portalEntries } from "@/server/db/schema";
import { type FeedListing, feedListings, onSaleFor } from "./feed-listings";
import { IDEALISTA_TAIL, idealistaHead, idealistaProperty } from "./idealista-feed";
import { KYERO_TAIL, kyeroHead, kyeroProperty } from "./kyero-feed";
import { ruleBreaks } from "./rules";

export interface LeftOut {
  id: string;
  ref: string;
  reasons: string[];
}

export interface BuiltFeed {
  body: string;
  /** Listings in the feed. */
  count: number;
  /** Listings on sale chosen for the portal, in the feed or not. */
  chosen: number;
  leftOut: LeftOut[];
}

/** The Idealista code the portal gives each agency: ilc and 40 letters or digits. */
export const IDEALISTA_CUSTOMER_CODE = /^ilc[a-z0-9]{40}$/;

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url");

/** When each entry last changed: kept when its hash is the same, now() when it moved. */
async function entryDates(
  portal: Portal,
  hashes: Map<string, string>,
): Promise<Map<string, string>> {
  const ids = [...hashes.keys()];
  const known = await db().select().from(portalEntries).where(eq(portalEntries.portal, portal));
  const dates = new Map<string, string>();
  const moved: { portal: Portal; propertyId: string; hash: string }[] = [];
  for (const row of known) {
    if (hashes.get(row.propertyId) === row.hash)
      dates.set(row.propertyId, row.changedAt.toISOString());
  }
  for (const id of ids) {
    if (!dates.has(id)) moved.push({ portal, propertyId: id, hash: hashes.get(id) ?? "" });
  }
  if (moved.length > 0) {
    const written = await db()
      .insert(portalEntries)
      .values(moved)
      .onConflictDoUpdate({
        target: [portalEntries.portal, portalEntries.propertyId],
        set: { hash: sql`excluded.hash`, changedAt: sql`now()` },
      })
      .returning();
    for (const row of written) dates.set(row.propertyId, row.changedAt.toISOString());
  }
  // A listing that left the feed starts again as new if it comes back.
  const gone = known.filter((row) => !hashes.has(row.propertyId)).map((row) => row.propertyId);
  if (gone.length > 0) {
    await db()
      .delete(portalEntries)
      .where(and(eq(portalEntries.portal, portal), inArray(portalEntries.propertyId, gone)));
  }
  return dates;
}

export async function buildFeed(row: PortalFeedRow, now = new Date()): Promise<BuiltFeed> {
  const portal = row.portal;
  if (portal === "idealista" && !IDEALISTA_CUSTOMER_CODE.test(row.customerCode ?? "")) {
    throw new Error(
      "Falta o código de cliente do Idealista (ilc seguido de 40 letras ou algarismos).",
    );
  }
  const chosen = (await feedListings()).filter((listing) => onSaleFor(portal, listing.property));
  const leftOut: LeftOut[] = [];
  const fit: FeedListing[] = [];
  for (const listing of chosen) {
    const reasons = ruleBreaks(portal, listing);
    if (reasons.length > 0) {
      leftOut.push({ id: listing.property.id, ref: listing.property.ref, reasons });
    } else fit.push(listing);
  }
  if (portal === "idealista") {
    const entries = fit.map((listing) => JSON.stringify(idealistaProperty(listing)));
    await entryDates(
      portal,
      new Map(fit.map((listing, i) => [listing.property.id, hashOf(entries[i] ?? "")])),
    );
    const head = idealistaHead(row.customerCode ?? "", now);
    return {
      body: `${head}${entries.join(",")}${IDEALISTA_TAIL}`,
      count: fit.length,
      chosen: chosen.length,
      leftOut,
    };
  }
  // Kyero's entry is hashed without its date, which is what the hash decides.
  const undated = fit.map((listing) =>
    kyeroProperty(listing, now.toISOString()).replace(/<date>[^<]*<\/date>/, ""),
  );
  const dates = await entryDates(
    portal,
    new Map(fit.map((listing, i) => [listing.property.id, hashOf(undated[i] ?? "")])),
  );
  const body = [
    kyeroHead(now),
    ...fit.map((listing) =>
      kyeroProperty(listing, dates.get(listing.property.id) ?? now.toISOString()),
    ),
    KYERO_TAIL,
  ].join("");
  return { body, count: fit.length, chosen: chosen.length, leftOut };
}
