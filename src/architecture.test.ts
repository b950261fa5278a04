// The shape of the code, checked from its imports: browser code never reaches the server's modules,
// components and shared code call the API through the endpoint list (src/lib/api) rather than
// spelling its paths, every server module says it is server-only, no module imports itself through
// others, and the public pages read only tables whose writes the page cache hears of; and from its
// length: no source file is over 300 lines. And the description of the product stays in the
// repository and whole: docs/product.md names every endpoint and page, every anchor the code points
// at is one of its headings (or of docs/architecture.md's), and nothing cites the brief's files,
// which live outside it.
import fs from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { isPageRoute, isPersonalPageRoute } from "@/lib/i18n/routing";
import * as schema from "@/server/db/schema";
import { allEndpoints } from "@/server/http/openapi";
import { cacheDecision } from "@/server/page-cache/cache-key";
import { CONTENT_TABLES } from "@/server/page-cache/content-tags";

const ROOT = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = [".ts", ".tsx", ".mts"];

const relative = (file: string) => path.relative(ROOT, file);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);
const under = (folder: string) => (file: string) => relative(file).startsWith(`${folder}/`);

function sourceFiles(folder: string, extensions = EXTENSIONS): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && extensions.includes(path.extname(entry.name)))
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
/** The schema module, or one of its domains (src/server/db/schema/*.ts), which it re-exports. */
const isSchema = (file: string | null) =>
  file === SCHEMA || (file !== null && under("src/server/db/schema")(file));

/** The tables a module imports from the schema by name (its reads and writes go through them). */
function tablesImportedBy(file: string): string[] {
  if (isSchema(file)) return []; // It defines them.
  const pattern = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
  return [...textOf(file).matchAll(pattern)]
    .filter((match) => isSchema(resolveImport(file, match[2] ?? "")))
    .flatMap((match) => (match[1] ?? "").split(","))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith("type "))
    .map((name) => (schema as Record<string, unknown>)[name.split(/\s+as\s+/)[0] ?? ""])
    .filter((table) => is(table, PgTable))
    .map((table) => getTableName(table as PgTable));
}

/** The route of a file under src/app/(site)/[locale]: /saved-searches for its page or parts. */
function pageRouteOf(file: string): string {
  const inside = path.relative(path.join(ROOT, "src/app/(site)/[locale]"), path.dirname(file));
  return `/${inside.split(path.sep).join("/")}`.replace(/\/\.?$/, "") || "/";
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
  // The one exception, narrow (docs/decisions/033): a page of one person's data (the saved
  // searches opened from their e-mail) reads their rows, and the page cache never keeps it.
  it("the public pages read only tables whose writes bump a tag (CONTENT_TABLES)", () => {
    const pages = sourceFiles("src/app/(site)").filter(
      (file) => !isTest(file) && !isPersonalPageRoute(pageRouteOf(file)),
    );
    const described = new Set<string>([...Object.keys(CONTENT_TABLES), "content_versions"]);
    const reads = [...reachedFrom(pages)].flatMap(([file, chain]) =>
      tablesImportedBy(file).map((table) => ({ table, chain: chain.join(" → ") })),
    );
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.filter(({ table }) => !described.has(table))).toEqual([]);
  });

  it("a page of one person's data is a page route the page cache never keeps, in any language", () => {
    const personal = sourceFiles("src/app/(site)")
      .filter((file) => path.basename(file) === "page.tsx")
      .map(pageRouteOf)
      .filter(isPersonalPageRoute);
    expect(personal).toEqual(["/saved-searches"]);
    for (const route of personal) {
      expect(isPageRoute(route)).toBe(true);
      for (const url of [route, `/pt${route}`, `/jp${route}?token=x`]) {
        expect(cacheDecision("GET", url, {}), url).toBeNull();
      }
    }
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

  // A file that long holds several things, and whoever changes one of them has to find it among
  // the others first (issue #33): one screen's texts, one domain's tables, one part of a drawing
  // each get a file. Tests are left out (one feature's cases read best side by side), and so is
  // what tools write: the migrations and their snapshots (drizzle/) and the font subsets
  // (src/app/fonts/, not text) lie outside these folders or extensions.
  it("no hand-written source file is over 300 lines", () => {
    const MAX_LINES = 300;
    const files = [
      ...["src", "scripts", "demo"].flatMap((folder) =>
        sourceFiles(folder, [...EXTENSIONS, ".css"]),
      ),
      path.join(ROOT, "server.ts"),
    ].filter((file) => !isTest(file));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => ({ file, lines: textOf(file).replace(/\n$/, "").split("\n").length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${relative(file)}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});

/** Every file under these folders (and these files), text only. */
function textFiles(...entries: string[]): string[] {
  return entries.flatMap((entry) => {
    const full = path.join(ROOT, entry);
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((dirent) => dirent.isFile())
          .map((dirent) => path.join(dirent.parentPath, dirent.name))
      : [full];
    return files.filter((file) => !fs.readFileSync(file).includes(0));
  });
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings, in order (a repeated heading would get "-1"). */
function anchorsOf(file: string): string[] {
  const headings = fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/^#{1,6} (.+)$/gm);
  return [...headings].map((match) => slug(match[1] ?? ""));
}

const PRODUCT = "docs/product.md";
const ARCHITECTURE = "docs/architecture.md";
const productText = fs.readFileSync(path.join(ROOT, PRODUCT), "utf8");

describe("the product described in the repository", () => {
  // The brief the project started from, and its architecture notes, live outside the
  // repository: a reader here cannot follow a reference to them. Spelt in two halves so that
  // this file does not name them either.
  const outside = ["SPEC", "ARCHITECTURE"].map((name) => `${name}.md`);

  it("no source, test, script, demo file or document names the brief's files", () => {
    const citing = textFiles("src", "tests", "scripts", "demo", "server.ts", "docs", "README.md")
      .filter((file) => outside.some((name) => fs.readFileSync(file, "utf8").includes(name)))
      .map(relative);
    expect(citing).toEqual([]);
  });

  it("docs/product.md names every endpoint of the endpoint list, as `METHOD /path`", () => {
    const calls = allEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.filter((call) => !productText.includes(`\`${call}\``))).toEqual([]);
  });

  it("docs/product.md names every page route, public and admin", () => {
    const routesUnder = (folder: string, prefix: string) =>
      fs
        .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => path.basename(file) === "page.tsx" && !file.includes("[..."))
        .map((file) =>
          `${prefix}/${path.dirname(file)}`
            .replace(/\/\([^)]+\)/g, "")
            .replace(/\[(\w+)\]/g, "{$1}")
            .replace(/\/\.$/, "")
            .replace(/^$/, "/"),
        );
    const routes = [
      ...routesUnder("src/app/(site)/[locale]", ""),
      ...routesUnder("src/app/admin", "/admin"),
    ];
    expect(routes).toContain("/properties/{ref}");
    expect(routes).toContain("/admin/users/{id}");
    expect(routes.filter((route) => !productText.includes(`\`${route}\``))).toEqual([]);
  });

  it("the two documents' headings are unique, so their anchors stay put", () => {
    for (const file of [PRODUCT, ARCHITECTURE]) {
      const anchors = anchorsOf(file);
      expect(
        anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index),
        file,
      ).toEqual([]);
    }
  });

  it("every anchor of docs/product.md or docs/architecture.md cited anywhere is a heading", () => {
    const anchors = {
      product: new Set(anchorsOf(PRODUCT)),
      architecture: new Set(anchorsOf(ARCHITECTURE)),
    };
    const broken: string[] = [];
    let cited = 0;
    for (const file of textFiles(
      "src",
      "tests",
      "scripts",
      "demo",
      "server.ts",
      "docs",
      "README.md",
    )) {
      const text = fs.readFileSync(file, "utf8");
      for (const [, doc, anchor] of text.matchAll(/\b(product|architecture)\.md#([\w-]+)/g)) {
        cited++;
        if (!anchors[doc as keyof typeof anchors].has(anchor ?? "")) {
          broken.push(`${relative(file)}: ${doc}.md#${anchor}`);
        }
      }
      // A document's links to its own sections.
      if (file.endsWith(PRODUCT) || file.endsWith(ARCHITECTURE)) {
        const own = file.endsWith(PRODUCT) ? anchors.product : anchors.architecture;
        for (const [, anchor] of text.matchAll(/\]\(#([\w-]+)\)/g)) {
          if (!own.has(anchor ?? "")) broken.push(`${relative(file)}: #${anchor}`);
        }
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });
});
