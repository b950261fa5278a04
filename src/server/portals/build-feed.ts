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
import { datedKyeroProperty, KYERO_TAIL, kyeroHead, kyeroProperty } from "./kyero-feed";
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

interface Entry {
  hash: string;
  changedAt: string;
}

/**
 * Each portal's entries as this process last saw them in portal_entries, so that a build after
 * an edit reads and writes only the entries that changed (at 10,000 listings, reading them all
 * took most of a build). They are used only while the table's count and newest date are those
 * this process last saw: another instance's write, or SQL typed by hand, reads them all again.
 */
interface Known {
  signature: string;
  entries: Map<string, Entry>;
}
const KEY = Symbol.for("casa-lusa.portal-entries");
const holder = globalThis as { [KEY]?: Map<Portal, Known> };
holder[KEY] ??= new Map();
const remembered = holder[KEY];

const CHUNK = 1000;
function chunks<T>(items: T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    parts.push(items.slice(start, start + CHUNK));
  }
  return parts;
}

async function signatureOf(portal: Portal): Promise<string> {
  const [row] = await db()
    .select({
      count: sql<number>`count(*)::int`,
      newest: sql<string | null>`max(${portalEntries.changedAt})::text`,
    })
    .from(portalEntries)
    .where(eq(portalEntries.portal, portal));
  return `${row?.count ?? 0}@${row?.newest ?? ""}`;
}

async function knownEntries(portal: Portal): Promise<Map<string, Entry>> {
  const signature = await signatureOf(portal);
  const known = remembered.get(portal);
  if (known?.signature === signature) return known.entries;
  const rows = await db().select().from(portalEntries).where(eq(portalEntries.portal, portal));
  const entries = new Map(
    rows.map((row) => [row.propertyId, { hash: row.hash, changedAt: row.changedAt.toISOString() }]),
  );
  remembered.set(portal, { signature, entries });
  return entries;
}

/**
 * When each entry last changed: kept while its hash is the same, the database's now() when it
 * moved. Another instance may have written the same change first: its date is read and kept.
 */
async function entryDates(
  portal: Portal,
  hashes: Map<string, string>,
): Promise<Map<string, string>> {
  const known = await knownEntries(portal);
  let wrote = false;
  const moved = [...hashes].filter(([id, hash]) => known.get(id)?.hash !== hash);
  for (const part of chunks(moved)) {
    const written = await db()
      .insert(portalEntries)
      .values(part.map(([propertyId, hash]) => ({ portal, propertyId, hash })))
      .onConflictDoUpdate({
        target: [portalEntries.portal, portalEntries.propertyId],
        set: { hash: sql`excluded.hash`, changedAt: sql`now()` },
        setWhere: sql`${portalEntries.hash} is distinct from excluded.hash`,
      })
      .returning();
    wrote = true;
    for (const row of written) {
      known.set(row.propertyId, { hash: row.hash, changedAt: row.changedAt.toISOString() });
    }
    const unwritten = part.map(([id]) => id).filter((id) => known.get(id)?.hash !== hashes.get(id));
    if (unwritten.length > 0) {
      const rows = await db()
        .select()
        .from(portalEntries)
        .where(and(eq(portalEntries.portal, portal), inArray(portalEntries.propertyId, unwritten)));
      for (const row of rows) {
        known.set(row.propertyId, { hash: row.hash, changedAt: row.changedAt.toISOString() });
      }
    }
  }
  // A listing that left the feed starts again as new if it comes back.
  const gone = [...known.keys()].filter((id) => !hashes.has(id));
  for (const part of chunks(gone)) {
    await db()
      .delete(portalEntries)
      .where(and(eq(portalEntries.portal, portal), inArray(portalEntries.propertyId, part)));
    for (const id of part) known.delete(id);
    wrote = true;
  }
  const kept = remembered.get(portal);
  if (wrote && kept?.entries === known) kept.signature = await signatureOf(portal);
  const dates = new Map<string, string>();
  for (const id of hashes.keys())
    dates.set(id, known.get(id)?.changedAt ?? new Date().toISOString());
  return dates;
}

/** Each listing's entries, kept while the listing is the same object (see feed-listings.ts). */
const madeEntries = new WeakMap<
  FeedListing,
  Partial<Record<Portal, { text: string; hash: string }>>
>();

function entryOf(portal: Portal, listing: FeedListing): { text: string; hash: string } {
  const kept = madeEntries.get(listing) ?? {};
  let entry = kept[portal];
  if (!entry) {
    const text =
      portal === "idealista" ? JSON.stringify(idealistaProperty(listing)) : kyeroProperty(listing);
    entry = { text, hash: hashOf(text) };
    kept[portal] = entry;
    madeEntries.set(listing, kept);
  }
  return entry;
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
  // Each entry is written once, undated, and hashed so: the hash decides its date.
  const written = fit.map((listing) => entryOf(portal, listing));
  const entries = written.map((entry) => entry.text);
  const dates = await entryDates(
    portal,
    new Map(fit.map((listing, i) => [listing.property.id, written[i]?.hash ?? ""])),
  );
  const body =
    portal === "idealista"
      ? `${idealistaHead(row.customerCode ?? "", now)}${entries.join(",")}${IDEALISTA_TAIL}`
      : [
          kyeroHead(now),
          ...entries.map((entry, i) =>
            datedKyeroProperty(entry, dates.get(fit[i]?.property.id ?? "") ?? now.toISOString()),
          ),
          KYERO_TAIL,
        ].join("");
  return { body, count: fit.length, chosen: chosen.length, leftOut };
}
