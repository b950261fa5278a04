// A public page as the page cache keeps it (docs/decisions/018): the HTML Next.js rendered, less
// the App Router's scripts and the page data they hydrate from (the React Server Components
// payload), plus the one script every public page runs: the boot script, the page's frame in plain
// script and what loads React for its islands (docs/decisions/041). What else the page carries
// (JSON-LD, styles, the islands' own props) stays.
import fs from "node:fs";
import path from "node:path";
import { SCRIPT_ELEMENT } from "@/server/http/content-security-policy";

const NEXT_SCRIPT_FILE = /\ssrc\s*=\s*"\/_next\/static\/[^"]*"/i;
/** The App Router's inline scripts: its payload chunks and the bootstrap that reads them. */
const NEXT_INLINE = /\bself\.__next_f\b|\bTURBOPACK\b/;
const NEXT_SCRIPT_PRELOAD = /<link\b[^>]*\shref="\/_next\/static\/[^"]*\.js"[^>]*>/gi;

/** Written by scripts/build-islands.ts into the build's folder. */
export const ISLANDS_MANIFEST = "islands.json";

export interface IslandsManifest {
  /** The boot script. */
  boot: string;
  /** The stylesheet of each island that has one, by name: the CSS of all it may load. */
  styles: Record<string, string>;
  /** The @font-face rules of the self-hosted Noto Sans JP. */
  japaneseFont: string;
}

/** What scripts/build-islands.ts wrote for a build, or undefined for a build without islands. */
export function readIslandsManifest(distDir: string): IslandsManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, ISLANDS_MANIFEST), "utf8"));
  } catch {
    return undefined;
  }
}

const ISLAND_NAME = /<casa-island data-island="([a-z-]+)"/g;

/**
 * Next.js's error shell: an empty document the App Router fills in the browser, as it does a
 * page whose render failed (the not-found pages show their own text, not-found.ts). Left as it is.
 */
const ERROR_SHELL = '<html id="__next_error__"';

export function islandPage(html: string, manifest: IslandsManifest): string {
  if (html.includes(ERROR_SHELL)) return html;
  const page = withJapaneseFont(
    html
      .replace(SCRIPT_ELEMENT, (script, attributes: string, text: string) =>
        NEXT_SCRIPT_FILE.test(attributes) || NEXT_INLINE.test(text) ? "" : script,
      )
      .replace(NEXT_SCRIPT_PRELOAD, ""),
    manifest.japaneseFont,
  );
  // An island's stylesheet (the maps' Leaflet CSS) is named on the island, and linked by the
  // browser only as the island hydrates (src/islands/hydrate.ts): in the head it would hold
  // back every first paint for a map the visitor may never open.
  const styled = page.replace(ISLAND_NAME, (island, name: string) =>
    manifest.styles[name] ? `${island} data-style="${manifest.styles[name]}"` : island,
  );
  // Asked for at low priority, and the islands' own files only once it runs: on a slow link the
  // stylesheets, fonts and first photo come first. (Preloading every island file at once put
  // some forty requests in their way.)
  const boot = `<script type="module" src="${manifest.boot}" fetchpriority="low"></script>`;
  return styled.replace("</head>", `${boot}</head>`);
}

/**
 * Japanese text uses the device's own fonts first (globals.css); Noto Sans JP (128 @font-face
 * rules, 17 KB compressed) serves devices without one. A Japanese page waits for the rules, as
 * for any stylesheet. Other pages show no Japanese but languages' names ("日本語"), whose
 * characters globals.css has from a font of their own.
 */
function withJapaneseFont(page: string, href: string): string {
  return /^<!DOCTYPE html><html lang="ja"/i.test(page)
    ? page.replace("</head>", `<link rel="stylesheet" href="${href}"/></head>`)
    : page;
}
