// The page cache (docs/decisions/009), on the real server: public pages are answered from
// memory (X-Cache: HIT) until something they show changes, and are never stale after an edit,
// whoever made it. Runs on PGlite and, in CI, on PostgreSQL.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WEB_FONTS_SWITCH } from "../../src/lib/web-fonts";
import { compressOnce } from "../../src/server/http/compression";
import { scriptHash } from "../../src/server/http/content-security-policy";
import { type AppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import { consultantPayload, propertyPayload, testimonialPayload } from "../support/payloads";
import { BROWSER_ACCEPT_ENCODING, decodedBody, type RawAnswer, rawGet } from "../support/raw-http";
import { patchJson, postJson, signInCookie } from "./support/client";
import { freshDatabase } from "./support/database";

const database = await freshDatabase("page_cache");
let server: AppServer;
let cookie: string;

interface Property {
  id: string;
  ref: string;
}

beforeAll(async () => {
  // A small cache, so that the flood of made-up URLs below would fill it many times over.
  server = await startAppServer({
    env: { SEED_DEMO: "false", PAGE_CACHE_MB: "1", ...database.env },
  });
  cookie = await signInCookie(server.url);
});

afterAll(async () => {
  await server?.stop();
  await database.drop();
});

interface Visit {
  status: number;
  cache: string | undefined;
  headers: RawAnswer["headers"];
  text: string;
}

async function visit(path: string, headers: Record<string, string> = {}): Promise<Visit> {
  const answer = await rawGet(`${server.url}${path}`, {
    "accept-encoding": BROWSER_ACCEPT_ENCODING,
    ...headers,
  });
  return {
    status: answer.status,
    cache: answer.headers["x-cache"] as string | undefined,
    headers: answer.headers,
    text: decodedBody(answer).toString("utf8"),
  };
}

/** Visits each page twice, so that each is in the cache afterwards. */
async function warm(...paths: string[]): Promise<void> {
  for (const path of paths) {
    await visit(path);
    expect((await visit(path)).cache, path).toBe("HIT");
  }
}

async function create(path: string, body: unknown): Promise<Property> {
  const response = await postJson(server.url, path, body, cookie);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Property;
}

async function patch(path: string, body: unknown): Promise<void> {
  const response = await patchJson(server.url, path, body, cookie);
  expect(response.status, await response.clone().text()).toBe(200);
}

const detail = (locale: string, property: Property) => `/${locale}/properties/${property.ref}`;

describe("after an edit", () => {
  let featured: Property;
  let similar: Property;
  let house: Property;

  beforeAll(async () => {
    featured = await create(
      "/api/properties",
      propertyPayload({ ref: "PC-FEAT", featured: true, price: 500_000 }),
    );
    similar = await create("/api/properties", propertyPayload({ ref: "PC-SIM", price: 510_000 }));
    house = await create("/api/properties", propertyPayload({ ref: "PC-HOUSE", type: "house" }));
  });

  it("shows a new title on the detail page in pt, en and jp, on the list, on the home page and on the pages that show it as similar; other pages stay cached", async () => {
    const showing = [
      "/pt",
      "/pt/properties",
      detail("pt", featured),
      detail("en", featured),
      detail("jp", featured),
      detail("pt", similar),
    ];
    const unrelated = ["/pt/about", "/pt/sell", detail("pt", house)];
    await warm(...showing, ...unrelated);

    await patch(`/api/properties/${featured.id}`, {
      titlePt: "Penthouse com terraço, editado",
      titleEn: "Penthouse with a terrace, edited",
      titleJp: "テラス付きペントハウス（編集済み）",
    });

    const expected: Record<string, string> = {
      "/pt": "Penthouse com terraço, editado",
      "/pt/properties": "Penthouse com terraço, editado",
      [detail("pt", featured)]: "Penthouse com terraço, editado",
      [detail("en", featured)]: "Penthouse with a terrace, edited",
      [detail("jp", featured)]: "テラス付きペントハウス（編集済み）",
      [detail("pt", similar)]: "Penthouse com terraço, editado",
    };
    for (const [path, title] of Object.entries(expected)) {
      const page = await visit(path);
      expect(page.cache, path).toBe("MISS");
      expect(page.text, path).toContain(title);
    }
    for (const path of unrelated) expect((await visit(path)).cache, path).toBe("HIT");
  });

  it("answers 404 for a deleted property's page and API item at once", async () => {
    const doomed = await create("/api/properties", propertyPayload({ ref: "PC-GONE" }));
    await warm(detail("pt", doomed), `/api/properties/${doomed.id}`);
    const response = await fetch(`${server.url}/api/properties/${doomed.id}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(response.status).toBe(204);
    expect((await visit(detail("pt", doomed))).status).toBe(404);
    expect((await visit(`/api/properties/${doomed.id}`)).status).toBe(404);
  });

  it("shows a page created under a reference that answered 404 before", async () => {
    const path = "/en/properties/PC-LATER";
    await warm(path);
    expect((await visit(path)).status).toBe(404);
    await create("/api/properties", propertyPayload({ ref: "PC-LATER", titleEn: "Built later" }));
    const page = await visit(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Built later");
  });

  it("brings settings, consultants, testimonials and features to the pages that show them", async () => {
    await warm("/pt/sell", "/en", "/pt/about", "/jp", "/pt/properties", detail("pt", house));

    await patch("/api/page-settings/sell", { titlePt: "Venda connosco, sem pressa" });
    expect((await visit("/pt/sell")).text).toContain("Venda connosco, sem pressa");

    await patch("/api/home-settings", { titleEn: "Homes by the Atlantic" });
    expect((await visit("/en")).text).toContain("Homes by the Atlantic");

    await create("/api/consultants", consultantPayload({ name: "Inês Carvalho" }));
    expect((await visit("/pt/about")).text).toContain("Inês Carvalho");
    // The detail page's contact card shows the agency's first consultant.
    expect((await visit(detail("pt", house))).text).toContain("Inês Carvalho");

    await create(
      "/api/testimonials",
      testimonialPayload({ textJp: "丁寧な対応に感謝しています。" }),
    );
    expect((await visit("/jp")).text).toContain("丁寧な対応に感謝しています。");

    await create("/api/property-features", {
      key: "wine_cellar",
      namePt: "Garrafeira",
      nameEn: "Wine cellar",
      nameJp: "ワインセラー",
    });
    expect((await visit("/pt/properties")).text).toContain("Garrafeira");
  });

  it("keeps unrelated pages cached: a lead, a testimonial, another type of property", async () => {
    const pages = ["/pt/properties", detail("pt", featured), "/en/sell", "/pt/about"];
    await warm(...pages);
    const lead = await postJson(server.url, "/api/leads", {
      name: "Ana Sousa",
      email: "ana@example.pt",
      message: "Gostaria de visitar.",
      propertyRef: featured.ref,
    });
    expect(lead.status).toBe(201);
    await create("/api/testimonials", testimonialPayload());
    await patch(`/api/properties/${house.id}`, { titlePt: "Moradia editada" });
    expect((await visit(detail("pt", featured))).cache).toBe("HIT");
    expect((await visit("/en/sell")).cache).toBe("HIT");
    expect((await visit("/pt/about")).cache).toBe("HIT");
    // The list shows every property: it is rendered again.
    expect((await visit("/pt/properties")).cache).toBe("MISS");
  });

  it.runIf(process.env.DATABASE_URL)(
    "sees a change typed straight into the database at the next request",
    async () => {
      await warm(detail("pt", house));
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      try {
        await client.query("update properties set title_pt = $1 where id = $2", [
          "Moradia mudada em SQL",
          house.id,
        ]);
      } finally {
        await client.end();
      }
      expect((await visit(detail("pt", house))).text).toContain("Moradia mudada em SQL");
    },
  );
});

describe("headers", () => {
  let property: Property;

  beforeAll(async () => {
    property = await create("/api/properties", propertyPayload({ ref: "PC-HEAD" }));
  });

  // Pages served as islands run no inline script of the App Router (docs/decisions/018), the
  // not-found page too: only the switch that turns the cached web fonts on (decision 022),
  // allowed by its hash.
  it("run only the islands' boot script and the web fonts' switch, the not-found page too", async () => {
    for (const path of ["/pt", detail("en", property), "/jp/properties", "/pt/nowhere"]) {
      for (const _ of [1, 2]) {
        const page = await visit(path);
        const policy = String(page.headers["content-security-policy"]);
        expect(/script-src ([^;]+)/.exec(policy)?.[1], path).toBe(
          `'self' '${scriptHash(WEB_FONTS_SWITCH)}'`,
        );
        const inline = [
          ...page.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g),
        ]
          .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes ?? ""))
          .map(([, , text]) => text);
        expect(inline, path).toEqual([WEB_FONTS_SWITCH]);
        for (const [, src] of page.text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) {
          expect(src, path).toMatch(/^\/_next\/static\/islands\/boot-/);
        }
      }
    }
  });

  it("let a CDN keep public pages, answer 304 to a matching ETag, and vary on what changes the page", async () => {
    const path = detail("pt", property);
    const page = await visit(path);
    expect(page.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(String(page.headers.vary).toLowerCase()).not.toContain("cookie");
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const unchanged = await rawGet(`${server.url}${path}`, { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);

    // The unprefixed form is the same page in the visitor's language.
    const japanese = await visit("/properties", { "accept-language": "ja,en;q=0.5" });
    expect(japanese.text).toContain('lang="ja"');
    expect(String(japanese.headers.vary)).toMatch(/Cookie.*Accept-Language/);
    const english = await visit("/properties", {
      "accept-language": "ja",
      cookie: "language=en; casa_other=1",
    });
    expect(english.text).toContain('lang="en"');
    expect((await visit("/properties", { "accept-language": "ja-JP" })).cache).toBe("HIT");
  });

  it("keep the admin, the API and answers to a session out of any cache", async () => {
    for (const path of ["/admin/login", "/admin/dashboard"]) {
      const page = await rawGet(`${server.url}${path}`, { cookie });
      expect(page.headers["cache-control"], path).toMatch(/no-store/);
      expect(page.headers["x-cache"], path).toBeUndefined();
    }
    for (const path of ["/api/leads", "/api/properties", `/api/properties/${property.id}`]) {
      const answer = await rawGet(`${server.url}${path}`, { cookie });
      expect(answer.headers["cache-control"], path).toBe("no-store");
    }
  });

  it("serve a page rendered while an admin asked byte for byte as to anyone", async () => {
    await patch(`/api/properties/${property.id}`, { titlePt: "Visto por quem tem sessão" });
    const withSession = await visit(detail("pt", property), { cookie });
    expect(withSession.cache).toBe("MISS");
    const without = await visit(detail("pt", property));
    expect(without.cache).toBe("HIT");
    expect(without.text).toBe(withSession.text);
    expect(without.text).toContain("Visto por quem tem sessão");
    expect(without.text).not.toContain(TEST_ADMIN.email);
  });

  it("send each cached version compressed as the client asks, in Brotli's fewest bytes once they are made, the same bytes each time", async () => {
    const path = detail("jp", property);
    const plain = await rawGet(`${server.url}${path}`);
    // First at quality 5, then, once made in the background, at 11 (compressDensest): one body at
    // a time, behind the pages the earlier tests rendered, so on a loaded machine this takes seconds.
    const quick = (await compressOnce(plain.body)).br.length;
    let brotli = await rawGet(`${server.url}${path}`, { "accept-encoding": "br" });
    await expect
      .poll(
        async () => {
          brotli = await rawGet(`${server.url}${path}`, { "accept-encoding": "br" });
          return brotli.body.length;
        },
        { timeout: 30_000, interval: 200 },
      )
      .toBeLessThan(quick * 0.95);
    const again = await rawGet(`${server.url}${path}`, { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(again.body.equals(brotli.body)).toBe(true);
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    const gzip = await rawGet(`${server.url}${path}`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decodedBody(gzip).equals(plain.body)).toBe(true);
    expect(decodedBody(brotli).equals(plain.body)).toBe(true);
    const head = await fetch(`${server.url}${path}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-cache")).toBe("HIT");
  });

  it("answer a list URL in its tidy form, and the router's data requests apart from the HTML", async () => {
    const untidy = await rawGet(`${server.url}/pt/properties?bedrooms=&type=house&sort=relevance`);
    expect(untidy.status).toBe(307);
    expect(untidy.headers.location).toBe("/pt/properties?type=house");

    // Next.js sends the router to the URL whose _rsc parameter matches its headers.
    const asked = await rawGet(`${server.url}/pt/properties`, { rsc: "1" });
    expect(asked.status).toBe(307);
    const data = await rawGet(`${server.url}${asked.headers.location}`, { rsc: "1" });
    expect(data.status).toBe(200);
    expect(data.headers["content-type"]).toMatch(/text\/x-component/);
    const html = await visit("/pt/properties");
    expect(html.headers["content-type"]).toMatch(/text\/html/);
  });
});

// The third hostile test: every 404 and every router data request with a query of its own took
// its own entry (~12 KB), so ten thousand made-up URLs pushed the real pages out of the cache.
describe("a flood of made-up URLs", () => {
  it("leaves the home, list and listing pages cached, and takes one entry per language for paths that are no page", async () => {
    const listing = await create("/api/properties", propertyPayload({ ref: "PC-KEPT" }));
    const kept = ["/pt", "/pt/properties", detail("pt", listing), detail("en", listing)];
    await warm(...kept, "/pt/properties?type=house");
    // The router's data for the home page, as Next.js's client asks for it.
    const asked = await rawGet(`${server.url}/pt`, { rsc: "1" });
    expect(asked.status).toBe(307);
    const homeData = asked.headers.location as string;
    expect((await visit(homeData, { rsc: "1" })).headers["content-type"]).toMatch(/x-component/);
    expect((await visit(homeData, { rsc: "1" })).cache).toBe("HIT");

    const junk = [
      ...Array.from({ length: 150 }, (_, i) => [`/pt/made-up-${i}`, {}] as const),
      ...Array.from({ length: 40 }, (_, i) => [`/en/a/b/${i}`, {}] as const),
      ...Array.from({ length: 120 }, (_, i) => [`/pt/properties/NO-${i}`, {}] as const),
      ...Array.from({ length: 60 }, (_, i) => [`/pt/properties?type=house&x=${i}`, {}] as const),
      ...Array.from({ length: 40 }, (_, i) => [`/pt?x=${i}&utm_source=${i}`, {}] as const),
      ...Array.from({ length: 100 }, (_, i) => [`/pt/properties?_rsc=${i}`, { rsc: "1" }] as const),
    ];
    const statuses = new Map<number, number>();
    const unknownKeys: (string | undefined)[] = [];
    for (let start = 0; start < junk.length; start += 8) {
      const batch = junk.slice(start, start + 8);
      const answers = await Promise.all(batch.map(([path, headers]) => visit(path, headers)));
      answers.forEach((answer, i) => {
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (/[?&]x=/.test(batch[i]?.[0] ?? "")) unknownKeys.push(answer.cache);
      });
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 100, 307: 100, 404: 310 });
    // Keys the page does not read take no entry (nor render) of their own: the page without
    // them answers. (The filtered list is a variant, which the missing listings before may have
    // pushed out: then the first batch of eight waits for one render.)
    expect(unknownKeys).toHaveLength(100);
    expect(unknownKeys.filter((cache) => cache !== "HIT").length).toBeLessThanOrEqual(8);
    for (const path of ["/pt/properties?type=house&x=new", "/pt?utm_source=new"]) {
      expect((await visit(path)).cache, path).toBe("HIT");
    }
    for (const path of kept) expect((await visit(path)).cache, path).toBe("HIT");
    expect((await visit(homeData, { rsc: "1" })).cache, homeData).toBe("HIT");

    // Made-up paths share one answer per language, in that language, from the first on.
    const [first, second] = [await visit("/pt/made-up-0"), await visit("/pt/made-up-9999")];
    expect([first.cache, second.cache]).toEqual(["HIT", "HIT"]);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toContain('lang="pt-PT"');
    expect((await visit("/en/made-up-1")).text).toContain('lang="en"');
  });
});
