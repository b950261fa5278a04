// GET /feeds/kyero.xml and /feeds/idealista.json (docs/product.md#portal-feeds): the secret key
// checked, the fetch recorded, and the feed answered from memory, compressed, with an ETag. It is
// built again only when the listings, their features or the portal's settings changed (the
// content versions the page cache reads, docs/decisions/009). A build that fails, or that comes
// out empty while listings are still on sale for the portal, leaves the last good feed served and
// its reason shown in "Portais": a portal deletes what a feed leaves out. Without a last good
// feed in memory (after a restart) such a build answers 503, never an empty feed. When every
// listing really left, the empty feed is served (docs/decisions/039).
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { Portal } from "@/lib/constants";
import type { PortalFeedRow } from "@/server/db/schema";
import { clientIp } from "@/server/http/client-ip";
import { compressOnce } from "@/server/http/compression";
import { type EncodedJson, encodedResponse } from "@/server/http/encoded-response";
import { logger } from "@/server/logger";
import { type ContentVersions, TAG } from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { type BuiltFeed, buildFeed, type LeftOut } from "./build-feed";
import { FEEDS_PATH } from "./feed-front";
import { lastGoodCount, portalRow, recordBuild, recordFetch } from "./portal-rows";

export const FEED_CONTENT_TYPE: Record<Portal, string> = {
  kyero: "application/xml; charset=utf-8",
  idealista: "application/json; charset=utf-8",
};

interface KeptFeed {
  version: string;
  encoded: EncodedJson;
  count: number;
  leftOut: LeftOut[];
  /** A last good feed kept after a failed build: tried again after this time (ms). */
  retryAt?: number;
}

/** A failed build is tried again at most this often while nothing changes. */
const RETRY_MS = 60_000;

const KEY = Symbol.for("casa-lusa.portal-feeds");
const holder = globalThis as { [KEY]?: Map<Portal, KeptFeed> };
holder[KEY] ??= new Map();
const kept = holder[KEY];
const building = new Map<Portal, { version: string; feed: Promise<KeptFeed> }>();

/** What the feed shows depends on: the listings, the features' names, the portal's own row. */
function versionOf(row: PortalFeedRow, versions: ContentVersions): string {
  const seq = Math.max(
    ...[TAG.properties, TAG.features, TAG.everything].map((tag) => versions.tagSeq.get(tag) ?? 0),
  );
  return `${versions.epoch}:${seq}:${row.customerCode ?? ""}`;
}

async function encode(built: BuiltFeed, version: string): Promise<KeptFeed> {
  const body = Buffer.from(built.body);
  const { gzip, br } = await compressOnce(body);
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  return {
    version,
    encoded: { etag, gzip, br, length: body.length },
    count: built.count,
    leftOut: built.leftOut,
  };
}

/**
 * A feed that cannot be served: its build failed or came out wrongly empty, and this process
 * holds no last good feed (it started since). Answered 503 with Retry-After, never as an empty
 * feed, since a portal deletes what a feed leaves out.
 */
export class FeedUnavailable extends Error {
  constructor(
    message: string,
    readonly leftOut: LeftOut[] = [],
  ) {
    super(message);
  }
}

/** The last refusal by portal, answered again until retryAt while nothing changes. */
const refusals = new Map<Portal, { version: string; error: FeedUnavailable; retryAt: number }>();

function refuse(portal: Portal, version: string, error: FeedUnavailable): FeedUnavailable {
  refusals.set(portal, { version, error, retryAt: Date.now() + RETRY_MS });
  return error;
}

async function rebuild(
  row: PortalFeedRow,
  version: string,
  last: KeptFeed | undefined,
): Promise<KeptFeed> {
  const portal = row.portal;
  try {
    const started = performance.now();
    const built = await buildFeed(row);
    // The last good feed's count: this process's, else the one stored with the portal's row
    // (after a restart, or on an instance that has not built it yet).
    const good =
      built.count === 0 && built.chosen > 0 ? (last?.count ?? (await lastGoodCount(portal))) : 0;
    if (good > 0) {
      const outcome = last
        ? `mantém-se o último feed, com ${good}.`
        : `o último feed tinha ${good}; até haver um feed bom, o portal recebe «indisponível» (503), nunca um feed vazio.`;
      const message = `Nenhum dos ${built.chosen} imóveis à venda para este portal cumpre as regras: ${outcome}`;
      logger().error({ portal }, "portal feed: came out empty, the last good one is kept");
      await recordBuild(portal, { error: message });
      if (last) return keepLast(portal, { ...last, version, leftOut: built.leftOut });
      throw refuse(portal, version, new FeedUnavailable(message, built.leftOut));
    }
    const feed = await encode(built, version);
    kept.set(portal, feed);
    refusals.delete(portal);
    logger().info(
      {
        portal,
        listings: built.count,
        bytes: built.body.length,
        ms: Math.round(performance.now() - started),
      },
      "portal feed: built",
    );
    await recordBuild(portal, { listingCount: built.count });
    return feed;
  } catch (error) {
    if (error instanceof FeedUnavailable) throw error;
    const message = error instanceof Error ? error.message : String(error);
    logger().error({ err: error, portal }, "portal feed: build failed, the last good one is kept");
    await recordBuild(portal, { error: message });
    if (last) return keepLast(portal, { ...last, version });
    throw refuse(portal, version, new FeedUnavailable(message));
  }
}

function keepLast(portal: Portal, feed: KeptFeed): KeptFeed {
  const retried = { ...feed, retryAt: Date.now() + RETRY_MS };
  kept.set(portal, retried);
  return retried;
}

/** The portal's feed as of now: the kept one when nothing changed, else built once. */
export async function currentFeed(
  row: PortalFeedRow,
  versions?: ContentVersions,
): Promise<KeptFeed> {
  const version = versionOf(row, versions ?? (await contentVersions()));
  const last = kept.get(row.portal);
  if (last?.version === version && (last.retryAt ?? Number.POSITIVE_INFINITY) > Date.now())
    return last;
  const refused = refusals.get(row.portal);
  if (!last && refused?.version === version && refused.retryAt > Date.now()) throw refused.error;
  const running = building.get(row.portal);
  if (running?.version === version) return running.feed;
  const feed = rebuild(row, version, last).finally(() => {
    if (building.get(row.portal)?.feed === feed) building.delete(row.portal);
  });
  building.set(row.portal, { version, feed });
  return feed;
}

const rows = new Map<Portal, { epoch: number; seq: number; row: PortalFeedRow }>();

/**
 * The portal's row as of `versions`: read again only once a write to portal_feeds (a new key,
 * the portal switched off, on any instance) has been seen, not on every fetch.
 */
async function portalRowAsOf(portal: Portal, versions: ContentVersions): Promise<PortalFeedRow> {
  const seq = versions.tagSeq.get(TAG.portalFeeds) ?? 0;
  const known = rows.get(portal);
  if (known && known.epoch === versions.epoch && known.seq === seq) return known.row;
  // Read after the check: at least as new as the version it is kept under.
  const row = await portalRow(portal);
  rows.set(portal, { epoch: versions.epoch, seq, row });
  return row;
}

/** Fetches already written, by portal: the same fetcher again within a minute is not. */
const noted = new Map<Portal, { who: string; at: number }>();
const NOTE_EVERY_MS = 60_000;

/**
 * Who fetched the feed, for "Portais". A portal asks a few times a day; a client asking in a
 * loop would otherwise turn every answer from memory into a write to the database.
 */
async function noteFetch(row: PortalFeedRow, userAgent: string, address: string) {
  const who = `${row.feedKey}\n${userAgent}\n${address}`;
  const last = noted.get(row.portal);
  if (last?.who === who && Date.now() - last.at < NOTE_EVERY_MS) return;
  noted.set(row.portal, { who, at: Date.now() });
  await recordFetch(row.portal, userAgent, address);
}

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A wrong or missing key, or a portal switched off: 404 and nothing else. */
const notFound = () => new Response(null, { status: 404 });

const FEED_FILES: Record<string, Portal> = { "kyero.xml": "kyero", "idealista.json": "idealista" };

/** GET /feeds/{file}?key=…, answered by server.ts (feed-front.ts) or by the Next.js route. */
export async function serveFeed(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const portal = FEED_FILES[url.pathname.slice(FEEDS_PATH.length)];
  if (!portal) return notFound();
  const key = url.searchParams.get("key") ?? "";
  const address = clientIp(request);
  const versions = await contentVersions();
  const row = await portalRowAsOf(portal, versions);
  if (!row.enabled || !sameKey(key, row.feedKey)) return notFound();
  await noteFetch(row, request.headers.get("user-agent") ?? "", address);
  let feed: KeptFeed;
  try {
    feed = await currentFeed(row, versions);
  } catch {
    return Response.json(
      { message: "O feed está indisponível. Tente mais tarde." },
      { status: 503, headers: { "Retry-After": String(RETRY_MS / 1000) } },
    );
  }
  const response = encodedResponse(request, feed.encoded, FEED_CONTENT_TYPE[portal]);
  response.headers.set("Cache-Control", "private, no-cache");
  response.headers.set("X-Robots-Tag", "noindex");
  return response;
}

/** The listings the portal's current feed leaves out, and why (for "Portais"). */
export async function feedReport(row: PortalFeedRow) {
  let unavailable: unknown;
  const feed = await currentFeed(row).catch((error: unknown) => {
    unavailable = error;
  });
  const leftOut = unavailable instanceof FeedUnavailable ? unavailable.leftOut : [];
  return { count: feed?.count ?? row.listingCount, leftOut: feed?.leftOut ?? leftOut };
}
