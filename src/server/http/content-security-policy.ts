// The Content-Security-Policy of every answer. Pages allow scripts from this origin plus the
// inline scripts they carry, named either by a nonce (pages rendered per request: the admin)
// or by their hashes (pages rendered once and served from the page cache, where a nonce would
// be the same for every visitor). See docs/decisions/009. Shared by the proxy and server.ts.
import { createHash } from "node:crypto";

/** API answers and anything else that is not a page: nothing may run or load. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

export function pagePolicy(scripts: InlineScripts, options: { https: boolean; dev: boolean }) {
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
    // Listing photos may be external URLs pasted by staff; map tiles come from OpenStreetMap.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // Virtual tours and the OpenStreetMap frame are embedded from their own sites.
    "frame-src https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
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
