// The portals' rows: made on first use with a fresh secret key, read on every feed request.
import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { PORTALS, type Portal } from "@/lib/constants";
import { db } from "@/server/db/client";
import { type PortalFeedRow, portalFeeds } from "@/server/db/schema";

/** A feed's secret: 32 random bytes, URL-safe. */
export function newFeedKey(): string {
  return randomBytes(32).toString("base64url");
}

/** Every portal's row, made with a new key the first time. */
export async function portalRows(): Promise<PortalFeedRow[]> {
  let rows = await db().select().from(portalFeeds);
  if (rows.length < PORTALS.length) {
    await db()
      .insert(portalFeeds)
      .values(PORTALS.map((portal) => ({ portal, feedKey: newFeedKey() })))
      .onConflictDoNothing();
    rows = await db().select().from(portalFeeds);
  }
  return PORTALS.flatMap((portal) => rows.filter((row) => row.portal === portal));
}

export async function portalRow(portal: Portal): Promise<PortalFeedRow> {
  const [row] = await db().select().from(portalFeeds).where(eq(portalFeeds.portal, portal));
  if (row) return row;
  const rows = await portalRows();
  const made = rows.find((candidate) => candidate.portal === portal);
  if (!made) throw new Error(`portal ${portal} has no row`);
  return made;
}

/** Who fetched the feed, and when (shown in "Portais"); the database's clock. */
export async function recordFetch(portal: Portal, userAgent: string, address: string) {
  await db()
    .update(portalFeeds)
    .set({
      lastFetchedAt: sql`now()`,
      lastFetchUserAgent: userAgent.slice(0, 300),
      lastFetchAddress: address.slice(0, 100),
    })
    .where(eq(portalFeeds.portal, portal));
}

/** How many listings the last good build held, on any instance (0 before the first). */
export async function lastGoodCount(portal: Portal): Promise<number> {
  const [row] = await db()
    .select({ count: portalFeeds.listingCount })
    .from(portalFeeds)
    .where(eq(portalFeeds.portal, portal));
  return row?.count ?? 0;
}

export async function recordBuild(
  portal: Portal,
  outcome: { listingCount: number } | { error: string },
) {
  await db()
    .update(portalFeeds)
    .set(
      "error" in outcome
        ? { lastError: outcome.error.slice(0, 1000), lastErrorAt: sql`now()` }
        : {
            listingCount: outcome.listingCount,
            lastBuiltAt: sql`now()`,
            lastError: null,
            lastErrorAt: null,
          },
    )
    .where(eq(portalFeeds.portal, portal));
}
