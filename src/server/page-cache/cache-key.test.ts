import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CacheTarget, cacheDecision } from "./cache-key";

const page = (url: string, headers: Record<string, string> = {}) =>
  cacheDecision("GET", url, headers) as CacheTarget;

describe("cacheDecision", () => {
  it("takes GET and HEAD of public pages and of one property in the API, nothing else", () => {
    expect(cacheDecision("HEAD", "/pt/about", {})).toMatchObject({ kind: "page" });
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(cacheDecision(method, "/pt/about", {})).toBeNull();
    }
    for (const url of [
      "/admin",
      "/admin/properties",
      "/api/properties",
      "/api/leads",
      "/objects/x",
      "/_next/static/a.js",
      "/robots.txt",
      "/sitemap.xml",
    ]) {
      expect(cacheDecision("GET", url, {}), url).toBeNull();
    }
    const id = "4b1f3c9e-8d2a-4f6b-9c1d-2e3f4a5b6c7d";
    expect(page(`/api/properties/${id}`)).toMatchObject({
      kind: "api",
      url: `/api/properties/${id}`,
    });
    // The call refuses a query itself (400): it is left to it.
    expect(cacheDecision("GET", `/api/properties/${id}?x=1`, {})).toBeNull();
    expect(cacheDecision("GET", "/pt/about", { "next-action": "abc" })).toBeNull();
  });

  it("keeps only what a page reads of the query string", () => {
    expect(page("/pt/about?utm_source=mail").url).toBe("/pt/about");
    expect(page("/pt/properties/CL-1?photo=3&x=1").url).toBe("/pt/properties/CL-1?photo=3");
    expect(page("/pt/properties/CL-1?photo=1").url).toBe("/pt/properties/CL-1");
    expect(page("/pt/properties/CL-1?photo=abc").url).toBe("/pt/properties/CL-1");
    expect(page("/pt/properties/CL-1?photo=9999").url).toBe("/pt/properties/CL-1?photo=50");
    expect(page("/pt/favorites?saved=B-2,A-1,B-2,%3Cx%3E&x=1").url).toBe(
      "/pt/favorites?saved=B-2,A-1",
    );
    expect(page("/pt/favorites?saved=").url).toBe("/pt/favorites?saved=");
    expect(page("/pt/favorites?x=1").url).toBe("/pt/favorites");
    expect(page("/pt/properties?type=house&sort=price_asc").url).toBe(
      "/pt/properties?type=house&sort=price_asc",
    );
  });

  // The third hostile test: each made-up key on a list URL took its own entry and render.
  it("keys a list URL without the keys the filters do not know, and leaves it where it is", () => {
    const list = page("/pt/properties?type=house");
    for (const extra of ["x=1", "x=2&y=3", "utm_source=news"]) {
      const target = page(`/pt/properties?type=house&${extra}`);
      expect(target, extra).toMatchObject({ kind: "page", key: list.key, url: list.url });
    }
    expect(page("/pt/properties?utm_source=news")).toMatchObject({
      url: "/pt/properties",
      key: page("/pt/properties").key,
      shared: true,
    });
  });

  it("sends an untidy list URL to its tidy form, as the page does", () => {
    expect(cacheDecision("GET", "/en/properties?bedrooms=&type=house&sort=relevance", {})).toEqual({
      kind: "redirect",
      location: "/en/properties?type=house",
    });
    expect(cacheDecision("GET", "/properties?", {})).toEqual({
      kind: "redirect",
      location: "/properties",
    });
  });

  it("never sends a tidy list URL anywhere: tidying is idempotent", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(
              "location",
              "type",
              "minPrice",
              "bedrooms",
              "features",
              "page",
              "sort",
              "utm",
            ),
            fc.string({ maxLength: 12 }),
          ),
          { maxLength: 6 },
        ),
        (pairs) => {
          const url = `/pt/properties?${new URLSearchParams(pairs)}`;
          const first = cacheDecision("GET", url, {});
          const tidy = first?.kind === "redirect" ? first.location : url;
          const target = cacheDecision("GET", tidy, {}) as CacheTarget;
          expect(target.kind).toBe("page");
          // What is rendered is the list without the keys the filters do not know.
          expect(target.url).not.toContain("utm");
          expect(cacheDecision("GET", target.url, {})).toMatchObject({
            kind: "page",
            url: target.url,
            key: target.key,
          });
        },
      ),
    );
  });

  it("keys an unprefixed page by the language it is negotiated to, and renders it with that choice", () => {
    const japanese = page("/properties", { "accept-language": "ja-JP,ja;q=0.9" });
    expect(japanese.negotiated).toBe("jp");
    expect(japanese.headers.cookie).toBe("language=jp");
    expect(page("/properties", { "accept-language": "ja" }).key).toBe(japanese.key);
    const chosen = page("/properties", { "accept-language": "ja", cookie: "a=1; language=en" });
    expect(chosen.negotiated).toBe("en");
    expect(chosen.key).not.toBe(japanese.key);
    expect(page("/properties").key).not.toBe(page("/pt/properties").key);
    expect(page("/pt/properties", { cookie: "language=jp" }).negotiated).toBeNull();
    // A visitor's other cookies never reach the render.
    expect(chosen.headers.cookie).toBe("language=en");
  });

  it("keys the router's data requests by their headers and the page's query, apart from the HTML", () => {
    const html = page("/pt/properties?type=house");
    const data = page("/pt/properties?type=house&_rsc=1x2y", { rsc: "1" });
    const prefetch = page("/pt/properties?type=house&_rsc=1x2y", {
      rsc: "1",
      "next-router-prefetch": "1",
    });
    expect(new Set([html.key, data.key, prefetch.key]).size).toBe(3);
    // The _rsc value is checked against the headers before a render, never part of the key.
    expect(data.url).toBe("/pt/properties?type=house");
    expect(data.rsc).toBe("1x2y");
    expect(page("/pt/properties?_rsc=other&type=house", { rsc: "1" }).key).toBe(data.key);
    expect(prefetch.headers).toEqual({ rsc: "1", "next-router-prefetch": "1" });
    expect(html.headers).toEqual({});
    expect([html.shared, data.shared, page("/pt/properties").shared]).toEqual([false, false, true]);
    // A page's router data stays with the pages many visitors share, the page cache keeping few.
    expect(page("/pt?_rsc=1x2y", { rsc: "1" })).toMatchObject({ shared: true, url: "/pt" });
  });

  it("gives every path that is no page one not-found key per language", () => {
    const keys = ["/pt/nope", "/pt/a/b/c", "/pt/properties/x/y", "/pt/404", "/pt/sell/more"].map(
      (url) => page(url),
    );
    expect(new Set(keys.map((target) => target.key)).size).toBe(1);
    expect(keys[0]).toMatchObject({ url: "/pt/404", shared: true, negotiated: null });
    expect(page("/en/nope").url).toBe("/en/404");
    const negotiated = page("/nope", { "accept-language": "ja" });
    expect(negotiated).toMatchObject({ url: "/jp/404", negotiated: "jp" });
    expect(negotiated.key).not.toBe(page("/jp/nope").key);
    // Router data for such a path is a bare 404: the router then loads the page as a document.
    expect(cacheDecision("GET", "/pt/nope?_rsc=x", { rsc: "1" })).toEqual({ kind: "not-found" });
    // Next.js itself sends these to their tidy form.
    expect(cacheDecision("GET", "/pt/about/", {})).toBeNull();
    expect(cacheDecision("GET", "/pt//about", {})).toBeNull();
  });
});
