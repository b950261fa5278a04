// The shape of the code, checked from its imports: browser code never reaches the server's
// modules, components and shared code call the API through the endpoint list (src/lib/api)
// rather than spelling its paths, every server module says it is server-only, no module
// imports itself through others, and the public pages read only tables whose writes the page
// cache hears of.
import fs from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { isPageRoute } from "@/lib/i18n/routing";
import * as schema from "@/server/db/schema";
import { CONTENT_TABLES } from "@/server/page-cache/content-tags";

const ROOT = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = [".ts", ".tsx", ".mts"];

const relative = (file: string) => path.relative(ROOT, file);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const under = (folder: string) => (file: string) => relative(file).startsWith(`${folder}/`);

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.includes(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const texts = new Map<string, string>();
const textOf = (file: string) => {
  let text = texts.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, "utf8");
    texts.set(file, text);
  }
  return text;
};

/** What a module imports at run time (type-only imports are erased and do not count). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of textOf(file).matchAll(pattern)) found.push(match[1] ?? match[2] ?? "");
  return found;
}

/** The file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, "src", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), `${base}/index.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${relative(from)} imports ${specifier}, which does not exist`);
}

/** Every module the roots load, themselves included, with the chain that reached each. */
function reachedFrom(roots: string[]): Map<string, string[]> {
  const chains = new Map(roots.map((root) => [root, [relative(root)]]));
  const queue = [...roots];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (!target || chains.has(target)) continue;
      chains.set(target, [...(chains.get(file) ?? []), relative(target)]);
      queue.push(target);
    }
  }
  return chains;
}

/**
 * The import circles among `files`, each as the chain that closes it. A depth-first walk finds
 * one per edge back to a module still being walked, which is enough to name every circle's
 * modules at least once.
 */
function importCircles(files: string[]): string[][] {
  const inside = new Set(files);
  const state = new Map<string, "walking" | "done">();
  const walking: string[] = [];
  const circles: string[][] = [];
  const walk = (file: string) => {
    state.set(file, "walking");
    walking.push(file);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      if (!target || !inside.has(target)) continue;
      if (state.get(target) === "walking") {
        circles.push([...walking.slice(walking.indexOf(target)), target].map(relative));
      } else if (!state.has(target)) walk(target);
    }
    walking.pop();
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) walk(file);
  return circles;
}

const SCHEMA = path.join(ROOT, "src/server/db/schema.ts");

/** The tables a module imports from the schema by name (its reads and writes go through them). */
function tablesImportedBy(file: string): string[] {
  const pattern = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
  return [...textOf(file).matchAll(pattern)]
    .filter((match) => resolveImport(file, match[2] ?? "") === SCHEMA)
    .flatMap((match) => (match[1] ?? "").split(","))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "))
    .map((name) => (schema as Record<string, unknown>)[name.split(/\s+as\s+/)[0] ?? ""])
    .filter((table) => is(table, PgTable))
    .map((table) => getTableName(table as PgTable));
}

const appFiles = sourceFiles("src").filter((file) => !isTest(file));
const serverFiles = appFiles.filter(under("src/server"));
const isClientModule = (file: string) => /^\s*["']use client["']/.test(textOf(file));

describe("the shape of the code", () => {
  it("no browser module reaches a server module", () => {
    const reached = reachedFrom(appFiles.filter(isClientModule));
    const leaks = [...reached].filter(([file]) => under("src/server")(file));
    expect(leaks.map(([, chain]) => chain.join(" → "))).toEqual([]);
  });

  it("components and shared code do not import the server's modules", () => {
    const shared = appFiles.filter(
      (file) => under("src/components")(file) || under("src/lib")(file),
    );
    const imports = shared.flatMap((file) =>
      importsOf(file)
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== null && under("src/server")(target))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );
    expect(imports).toEqual([]);
  });

  it("components and pages call the API through the endpoint list, never by a literal path", () => {
    const callers = appFiles.filter(
      (file) =>
        (under("src/components")(file) || under("src/app")(file) || under("src/lib")(file)) &&
        !under("src/app/api")(file) &&
        !under("src/lib/api")(file),
    );
    const literals = callers.filter((file) => /["'`]\/api\//.test(textOf(file)));
    expect(literals.map(relative)).toEqual([]);
  });

  it("every server module imports server-only, except those the custom server loads outside Next", () => {
    // The custom server, the start and build scripts, drizzle-kit (which reads the schema) and
    // the browser tests run in plain Node, where the package throws on import (it allows itself
    // only under Next's react-server condition): the modules they load are kept from the
    // browser by the first test instead.
    const plainNode = reachedFrom([
      ...[
        "server.ts",
        "scripts/start.ts",
        "scripts/build-if-needed.ts",
        "src/server/db/schema.ts",
      ].map((file) => path.join(ROOT, file)),
      ...sourceFiles("tests/e2e"),
    ]);
    const marked = (file: string) => /^import "server-only";$/m.test(textOf(file));
    const unmarked = serverFiles.filter((file) => !plainNode.has(file) && !marked(file));
    const throwing = serverFiles.filter((file) => plainNode.has(file) && marked(file));
    expect({ unmarked: unmarked.map(relative), throwing: throwing.map(relative) }).toEqual({
      unmarked: [],
      throwing: [],
    });
  });

  // A module in a circle may be read before the module it needs has run (a constant still
  // undefined, a class not yet defined), depending on which one something else loads first; and
  // modules that need each other cannot be understood, tested or moved one at a time. A lazy
  // import() counts too: it closes the same knot for whoever reads the code.
  it("no module imports itself through others", () => {
    expect(importCircles(appFiles).map((circle) => circle.join(" → "))).toEqual([]);
  });

  // A cached page is served until a tag it read changes, and only the tables' triggers change
  // tags: a page reading a table without one would stay stale after a write. The triggers are
  // held to CONTENT_TABLES by tests/db/content-versions.test.ts.
  it("the public pages read only tables whose writes bump a tag (CONTENT_TABLES)", () => {
    const pages = sourceFiles("src/app/(site)").filter((file) => !isTest(file));
    const described = new Set<string>([...Object.keys(CONTENT_TABLES), "content_versions"]);
    const reads = [...reachedFrom(pages)].flatMap(([file, chain]) =>
      tablesImportedBy(file).map((table) => ({ table, chain: chain.join(" → ") })),
    );
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.filter(({ table }) => !described.has(table))).toEqual([]);
  });

  it("the page cache knows every public page: each page.tsx matches a page route, nothing else does", () => {
    const pages = path.join(ROOT, "src/app/(site)/[locale]");
    const routes = fs
      .readdirSync(pages, { recursive: true, encoding: "utf8" })
      .filter((file) => path.basename(file) === "page.tsx" && !file.includes("[..."))
      .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, "/").replace(/\[\w+\]/g, "x"));
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => !isPageRoute(route))).toEqual([]);
    for (const route of ["/nope", "/properties/x/y", "/about/", "/sell/x", "/404"]) {
      expect(isPageRoute(route), route).toBe(false);
    }
  });
});
