// A rendered answer as the page cache keeps it: compressed once (Brotli and gzip), with its
// ETag, the hashes of its inline scripts for the Content-Security-Policy, and the headers it is
// served with, worked out once. See docs/decisions/009.
import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { tileOrigin } from "@/lib/third-party/tiles";
import { env } from "@/server/env";
import { type Compressed, compressDensest, compressOnce } from "@/server/http/compression";
import {
  API_POLICY,
  inlineScriptHashes,
  outsideOrigins,
  pagePolicy,
} from "@/server/http/content-security-policy";
import type { CacheTarget } from "./cache-key";
import { type ContentVersions, NOT_FOUND_ATTRIBUTE, type Rendered } from "./content-tags";
import { type IslandsManifest, islandPage } from "./island-page";
import type { RenderedAnswer } from "./render-server";

/**
 * Public pages may be kept by a CDN or proxy in front for a minute, and served a little stale
 * while it asks again; browsers ask every time (with the ETag, so an unchanged page is a 304).
 */
export const PUBLIC_PAGE_CACHING = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Answers a visitor may be given again: success, redirects, not found. */
const CACHEABLE_STATUS = new Set([200, 203, 300, 301, 302, 307, 308, 404, 410]);

/** Set per answer, or by the cache itself, never taken from the render. */
const NOT_KEPT = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
  "etag",
  "cache-control",
  "content-security-policy",
  "strict-transport-security",
  "vary",
  "set-cookie",
]);

/**
 * Next.js sends `Link: </>; rel=preconnect` when no font is preloaded (ours load on demand,
 * src/app/fonts.ts): a connection to the page's own origin is already open, and the 50 bytes
 * count against the first round trip the detail page must fit in.
 */
const OWN_ORIGIN_PRECONNECT = /^<\/>;\s*rel=preconnect(;|$)/i;

export interface CachedPage extends Rendered, Compressed {
  status: number;
  /** Whether a visitor may be given it again. */
  reusable: boolean;
  etag: string;
  /** Everything sent with it but the encoding, its length and what depends on the request. */
  headers: OutgoingHttpHeaders;
  policy: { http: string; https: string };
  /** What it takes of the cache's budget. */
  bytes: number;
}

export async function cachedPage(
  target: CacheTarget,
  answer: RenderedAnswer,
  versions: ContentVersions,
  islands?: IslandsManifest,
): Promise<CachedPage> {
  const received = new Map<string, string[]>();
  for (let i = 0; i < answer.headers.length; i += 2) {
    const name = (answer.headers[i] ?? "").toLowerCase();
    received.set(name, [...(received.get(name) ?? []), answer.headers[i + 1] ?? ""]);
  }
  const reusable = CACHEABLE_STATUS.has(answer.status) && !received.has("set-cookie");
  const headers: OutgoingHttpHeaders = {};
  for (const [name, all] of received) {
    const values =
      name === "link" ? all.filter((value) => !OWN_ORIGIN_PRECONNECT.test(value)) : all;
    if (values.length && !NOT_KEPT.has(name) && !name.startsWith("x-casa-")) {
      headers[name] = values.length === 1 ? values[0] : values;
    }
  }
  const html = /^text\/html/i.test(String(headers["content-type"] ?? ""));
  const body =
    html && target.kind === "page" && islands
      ? Buffer.from(islandPage(answer.body.toString("utf8"), islands))
      : answer.body;
  // A page that shows its own not-found text (not-found.ts) is a 404.
  const status =
    html && answer.status === 200 && body.includes(NOT_FOUND_ATTRIBUTE) ? 404 : answer.status;
  const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
  headers.etag = etag;
  headers.vary = varyOf(received.get("vary") ?? [], target.negotiated !== null);
  headers["cache-control"] =
    target.kind === "api"
      ? (received.get("cache-control")?.[0] ?? "no-store")
      : reusable
        ? PUBLIC_PAGE_CACHING
        : "no-store";

  const text = html ? body.toString("utf8") : "";
  const hashes = html ? inlineScriptHashes(text) : [];
  // Exactly the other hosts this page may load from: the tiles, its tours, its outside images.
  const outside = { tiles: tileOrigin(env().MAP_TILES_URL), ...outsideOrigins(text) };
  const policy = (https: boolean) =>
    html ? pagePolicy({ hashes }, { https, dev: false, outside }) : API_POLICY;
  const compressed = await compressOnce(body);
  const page: CachedPage = {
    status,
    reusable,
    etag,
    headers,
    policy: { http: policy(false), https: policy(true) },
    ...compressed,
    epoch: versions.epoch,
    seq: versions.seq,
    tags: answer.tags,
    bytes: compressed.br.length + compressed.gzip.length + 2048,
  };
  // Pages are answered thousands of times for each render: from the next answer on, in the
  // fewest bytes Brotli can make (a failure leaves the first compression in place).
  if (html && target.kind === "page") {
    compressDensest(body).then(
      (densest) => {
        if (densest) page.br = densest;
      },
      () => undefined,
    );
  }
  return page;
}

/**
 * What the answer varies on: what Next.js names (its router's headers), the encoding, and for
 * an unprefixed URL the two things its language is chosen from.
 */
function varyOf(received: string[], negotiated: boolean): string {
  const names = received.flatMap((value) => value.split(",")).map((name) => name.trim());
  if (negotiated) names.push("Cookie", "Accept-Language");
  names.push("Accept-Encoding");
  const seen = new Set<string>();
  return names
    .filter((name) => name && !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase()))
    .join(", ");
}
