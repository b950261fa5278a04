// A public page as the page cache keeps it (docs/decisions/018): the HTML Next.js rendered, less
// the App Router's scripts and the page data they hydrate from (the React Server Components
// payload), plus the one script that hydrates the page's islands. What else the page carries
// (JSON-LD, styles, the islands' own props) stays.
import fs from "node:fs";
import path from "node:path";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NEXT_SCRIPT_FILE = /\ssrc\s*=\s*"\/_next\/static\/[^"]*"/i;
/** The App Router's inline scripts: its payload chunks and the bootstrap that reads them. */
const NEXT_INLINE = /\bself\.__next_f\b|\bTURBOPACK\b/;
const NEXT_SCRIPT_PRELOAD = /<link\b[^>]*\shref="\/_next\/static\/[^"]*\.js"[^>]*>/gi;

export interface IslandsManifest {
  /** The boot script, then the files it imports. */
  boot: string[];
  /** Each island, by name, with the files it needs. */
  islands: Record<string, string[]>;
}

/** What scripts/build-islands.ts wrote for a build, or undefined for a build without islands. */
export function readIslandsManifest(distDir: string): IslandsManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, "islands.json"), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Pages that still hydrate as a whole in the App Router: the property list, whose filters,
 * sorting and paging navigate with the router (not yet built as islands).
 */
const APP_ROUTER_PAGES = /^(\/(pt|en|jp))?\/properties$/;

/** Whether the page at `url` (path and query) is served as islands. */
export function servedAsIslands(url: string): boolean {
  return !APP_ROUTER_PAGES.test(url.split("?")[0] ?? "");
}

const ISLAND_NAME = /<casa-island data-island="([a-z-]+)"/g;

/**
 * Next.js's error shell: an empty document the App Router fills in the browser, as it does a
 * language's not-found page. Left as it is.
 */
const ERROR_SHELL = '<html id="__next_error__"';

export function islandPage(html: string, manifest: IslandsManifest): string {
  if (html.includes(ERROR_SHELL)) return html;
  const page = html
    .replace(SCRIPT, (script, attributes: string, text: string) =>
      NEXT_SCRIPT_FILE.test(attributes) || NEXT_INLINE.test(text) ? "" : script,
    )
    .replace(NEXT_SCRIPT_PRELOAD, "");
  const names = new Set(Array.from(page.matchAll(ISLAND_NAME), (match) => match[1] ?? ""));
  if (names.size === 0) return page;
  const [boot, ...bootImports] = manifest.boot;
  // Every file the page's islands need is asked for at once, not as each import is found.
  const files = new Set([
    ...bootImports,
    ...[...names].flatMap((name) => manifest.islands[name] ?? []),
  ]);
  const preloads = [...files].map((file) => `<link rel="modulepreload" href="${file}"/>`).join("");
  return page.replace("</head>", `${preloads}<script type="module" src="${boot}"></script></head>`);
}
