// The "Portais" screen's calls (docs/product.md#portal-feeds): each portal's feed address with
// its key, switch, last fetch and build, and the listings its rules leave out.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Portal } from "@/lib/constants";
import type { PortalState, PortalUpdate } from "@/lib/schemas/portals";
import { db } from "@/server/db/client";
import { type PortalFeedRow, portalFeeds } from "@/server/db/schema";
import { env } from "@/server/env";
import { newFeedKey, portalRow, portalRows } from "./portal-rows";
import { feedReport } from "./serve-feed";

const NAMES: Record<Portal, string> = { kyero: "Kyero", idealista: "Idealista" };
const FILES: Record<Portal, string> = { kyero: "kyero.xml", idealista: "idealista.json" };

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function stateOf(row: PortalFeedRow): Promise<PortalState> {
  const site = env().SITE_URL.replace(/\/$/, "");
  const report = row.enabled ? await feedReport(row) : { count: row.listingCount, leftOut: [] };
  // The report may have built the feed: the row again, with that build's outcome.
  const now = await portalRow(row.portal);
  return {
    portal: now.portal,
    name: NAMES[now.portal],
    enabled: now.enabled,
    feedUrl: `${site}/feeds/${FILES[now.portal]}?key=${encodeURIComponent(now.feedKey)}`,
    customerCode: now.customerCode,
    keyChangedAt: now.keyChangedAt.toISOString(),
    lastFetchedAt: iso(now.lastFetchedAt),
    lastFetchUserAgent: now.lastFetchUserAgent,
    lastFetchAddress: now.lastFetchAddress,
    listingCount: report.count,
    lastBuiltAt: iso(now.lastBuiltAt),
    lastError: now.lastError,
    lastErrorAt: iso(now.lastErrorAt),
    leftOut: report.leftOut,
  };
}

export async function listPortals(): Promise<PortalState[]> {
  const rows = await portalRows();
  const states: PortalState[] = [];
  for (const row of rows) states.push(await stateOf(row));
  return states;
}

export async function updatePortal(portal: Portal, input: PortalUpdate): Promise<PortalState> {
  await portalRow(portal);
  if (Object.keys(input).length > 0) {
    await db().update(portalFeeds).set(input).where(eq(portalFeeds.portal, portal));
  }
  return stateOf(await portalRow(portal));
}

/** A new key: the old address answers 404 from the next request on, on every instance. */
export async function renewFeedKey(portal: Portal): Promise<PortalState> {
  await portalRow(portal);
  await db()
    .update(portalFeeds)
    .set({ feedKey: newFeedKey(), keyChangedAt: sql`now()` })
    .where(eq(portalFeeds.portal, portal));
  return stateOf(await portalRow(portal));
}
