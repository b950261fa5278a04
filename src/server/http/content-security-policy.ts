// The Content-Security-Policy of every answer. Pages allow scripts from this origin plus the
// inline scripts they carry, named either by a nonce (pages rendered per request: the admin)
// or by their hashes (pages rendered once and served from the page cache, where a nonce would
// be the same for every visitor). See docs/decisions/009. Shared by the proxy and server.ts.
import { createHash } from "node:crypto";

/** API answers and anything else that is not a page: nothing may run or load. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/**
 * The other hosts a page may load from (docs/decisions/026): the map tiles' origin
 * (MAP_TILES_URL), and the origins of the frames (virtual tours) and images from other hosts it
 * shows, read from its HTML (outsideOrigins). A page rendered per request (the admin, or any page
 * with the page cache off) is sent its policy before it is rendered: "https:" there.
 */
export interface OutsideSources {
  tiles: string;
  frames: readonly string[] | "https:";
  images: readonly string[] | "https:";
}

export function pagePolicy(
  scripts: InlineScripts,
  options: { https: boolean; dev: boolean; outside: OutsideSources },
) {
  const { tiles, frames, images } = options.outside;
  const listed = (sources: readonly string[] | "https:") =>
    sources === "https:" ? ["https:"] : sources;
  const allowed =
    "nonce" in scripts
      ? // Nonce'd scripts may load others ('strict-dynamic'), as Next's loader does.
        `'nonce-${scripts.nonce}' 'strict-dynamic'`
      : // Hashes cannot vouch for the build's <script src> tags, so 'self' allows those.
        scripts.hashes.map((hash) => `'${hash}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${allowed}${options.dev ? " 'unsafe-eval'" : ""}`.trimEnd(),
    // Style attributes (React style props, the map library) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    // The map's tiles; listing photos may be external URLs pasted by staff.
    ["img-src 'self' data: blob:", tiles, ...listed(images).filter((o) => o !== tiles)].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    // Virtual tours are embedded from their own sites (once the visitor asks).
    `frame-src ${listed(frames).join(" ") || "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

// Where a page marks the origin of a frame it may embed (the virtual tour's box).
const FRAME_ORIGIN = /\sdata-frame-origin="(https:\/\/[^"/\s]+)"/g;
const IMAGE_TAG = /<(?:img|source)\b[^>]*>|<link\b(?=[^>]*\sas="image")[^>]*>/gi;
const IMAGE_ATTRIBUTE = /\s(?:src|srcset|href|imagesrcset)="([^"]*)"/gi;
const ORIGIN = /https?:\/\/[^/"\s,?#]+/gi;

/** The origins of the frames and of the other hosts' images a page's HTML names. */
export function outsideOrigins(html: string): { frames: string[]; images: string[] } {
  const frames = new Set<string>();
  for (const [, origin = ""] of html.matchAll(FRAME_ORIGIN)) frames.add(origin.toLowerCase());
  const images = new Set<string>();
  for (const [tag] of html.matchAll(IMAGE_TAG)) {
    for (const [, value = ""] of tag.matchAll(IMAGE_ATTRIBUTE)) {
      for (const [origin] of value.matchAll(ORIGIN)) images.add(origin.toLowerCase());
    }
  }
  return { frames: [...frames], images: [...images] };
}

// A script element's text runs to the first "</script" (the HTML parser's rule; React escapes
// that sequence inside what it writes), and its attributes never hold a raw ">".
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;
// Data blocks such as JSON-LD are not run: their hashes are not needed.
const DATA_BLOCK = /\stype\s*=\s*["']?(?!text\/javascript|module)[^"'\s>]/i;

/** The CSP hash source of each inline script of an HTML page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (EXTERNAL.test(attributes) || DATA_BLOCK.test(attributes) || text === "") continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}

/** The CSP hash source (without its quotes) that allows an inline script with this text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}
