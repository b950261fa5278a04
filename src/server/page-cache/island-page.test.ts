import { describe, expect, it } from "vitest";
import { type IslandsManifest, islandPage } from "./island-page";

const manifest: IslandsManifest = {
  boot: "/_next/static/islands/boot-1.js",
  styles: { "map-view": "/_next/static/islands/map-view-1.css" },
  japaneseFont: "/_next/static/islands/noto-sans-jp-1.css",
};

// The parts of a page as Next.js renders it for the App Router.
const head =
  '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>' +
  '<link rel="preload" as="image" href="/objects/photo?w=480"/>' +
  '<script src="/_next/static/chunks/c.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const payload =
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>' +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>';
const jsonLd = '<script type="application/ld+json">{"@type":"RealEstateListing"}</script>';
const island = (name: string) =>
  `<casa-island data-island="${name}" data-props="{}"><button>x</button></casa-island>`;
const page = (body: string) =>
  `<!DOCTYPE html><html lang="pt">${head}<body>${body}${payload}</body></html>`;

describe("islandPage", () => {
  it("takes out the App Router's scripts and payload, and keeps the rest", () => {
    const html = islandPage(page(`<main>${jsonLd}${island("gallery")}</main>`), manifest);
    expect(html).not.toContain("/_next/static/chunks/b.js");
    expect(html).not.toContain("/_next/static/chunks/c.js");
    expect(html).not.toContain("polyfills");
    expect(html).not.toContain("__next_f");
    expect(html).not.toContain("TURBOPACK");
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(html).toContain('<link rel="preload" as="image" href="/objects/photo?w=480"/>');
    expect(html).toContain(jsonLd);
    expect(html).toContain(island("gallery"));
  });

  it("runs the boot script, at low priority, and nothing else of the islands' own", () => {
    const html = islandPage(page(`${island("gallery")}${island("favorite-button")}`), manifest);
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      /<script type="module" src="\/_next\/static\/islands\/boot-1\.js" fetchpriority="low"><\/script>$/,
    );
    expect(html).not.toContain("modulepreload");
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it("names an island's stylesheet on the island, for the browser to link as it hydrates", () => {
    const html = islandPage(page(`${island("map-view")}${island("gallery")}`), manifest);
    expect(html).toContain(
      '<casa-island data-island="map-view" data-style="/_next/static/islands/map-view-1.css" data-props',
    );
    expect(html).toContain('<casa-island data-island="gallery" data-props');
    // Not in the head, where it would hold back the first paint.
    expect(html).not.toContain('map-view-1.css"/>');
  });

  it("links the Japanese font's rules in the head of Japanese pages, and of no other page", () => {
    const font = '<link rel="stylesheet" href="/_next/static/islands/noto-sans-jp-1.css"/>';
    const ja = islandPage(page("").replace('lang="pt"', 'lang="ja"'), manifest);
    expect(ja.indexOf(font)).toBeLessThan(ja.indexOf("</head>"));
    expect(islandPage(page(""), manifest)).not.toContain("noto-sans-jp");
  });

  it("runs the boot script on a page without islands too: the page's frame is in it", () => {
    // The header's favourites count, the menus, the language (docs/decisions/041).
    const html = islandPage(page("<main><h1>Sobre nós</h1></main>"), manifest);
    expect(html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g)).toEqual([
      '<script type="module" src="/_next/static/islands/boot-1.js" fetchpriority="low">',
    ]);
    expect(html).not.toContain("modulepreload");
  });

  it("leaves Next.js's error shell, which the App Router fills in, as it is", () => {
    const shell = `<!DOCTYPE html><html id="__next_error__">${head}<body>${payload}</body></html>`;
    expect(islandPage(shell, manifest)).toBe(shell);
  });
});
