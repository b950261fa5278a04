// Importing another site's Kyero feed (docs/product.md#kyero-import): the feed and its photos
// served by a local HTTP server, reached through FETCH_PRIVATE_HOSTS; every awkward value real
// feeds hold; a dry run, then the import twice, with no duplicates the second time.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { importJobs, properties } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { INTERRUPTED } from "@/server/imports/kyero-import";
import { insertFeatures } from "../support/factories";
import { call, signIn } from "../support/http";
import { jpeg } from "../support/images";

let server: http.Server;
let base = "";
let feed = "";
let photo: Buffer;
const asked: string[] = [];

const photos = (count: number, start = 1) =>
  Array.from(
    { length: count },
    (_, i) => `<image id="${start + i}"><url>${base}/photos/${start + i}.jpg</url></image>`,
  ).join("");

/** A feed of the kind an old WordPress site exports, with every awkward value. */
function awkwardFeed(price = "450000"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<root>
<kyero><feed_version>3</feed_version></kyero>
<property><id>wp-101</id><date>2026-01-01 10:00:00</date><ref>WP 101/A</ref><price>${price}</price>
  <price_freq>sale</price_freq><type>Villa</type><town>Lagos</town><province>Faro</province>
  <location><latitude>37.1</latitude><longitude>-8.67</longitude></location>
  <beds>3</beds><baths>2</baths><pool>Private</pool>
  <surface_area><built>180</built><plot>600</plot></surface_area>
  <energy_rating><consumption>B</consumption></energy_rating>
  <desc><en>&lt;p&gt;A &lt;b&gt;bright&lt;/b&gt; villa.&lt;/p&gt;</en><pt><![CDATA[<p>Uma moradia <b>luminosa</b>.</p>]]></pt></desc>
  <features><feature>Sea view</feature><feature>Jacuzzi</feature></features>
  <images>${photos(2)}</images></property>
<property><id>wp-102</id><ref>WP-102</ref><price>210000</price><town>Miami</town><province>Florida</province>
  <location><latitude>25.76</latitude><longitude>-80.19</longitude></location>
  <surface_area><built>90</built></surface_area><energy_rating><consumption>C</consumption></energy_rating>
  <desc><en>A flat far away.</en></desc><images>${photos(55, 10)}</images></property>
<property><id>wp-103</id><ref>WP-103</ref><price>99000</price><type>Apartment</type><town>Porto</town>
  <surface_area><built>60</built></surface_area><energy_rating><consumption>Processing</consumption></energy_rating>
  <desc><en>Energy rating pending.</en></desc><images>${photos(1)}</images></property>
<property><id>wp-101</id><ref>WP-101-COPY</ref><price>1</price><town>Lagos</town>
  <surface_area><built>10</built></surface_area><energy_rating><consumption>A</consumption></energy_rating>
  <desc><en>Duplicate id.</en></desc></property>
</root>`;
}

beforeAll(async () => {
  photo = await jpeg(1600, 1200);
  server = http.createServer((request, response) => {
    asked.push(request.url ?? "");
    if (request.url === "/feed.xml") {
      response.writeHead(200, { "content-type": "application/xml" }).end(feed);
    } else if (request.url?.startsWith("/photos/")) {
      response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  process.env.FETCH_PRIVATE_HOSTS = `127.0.0.1:${port}`;
  resetEnv();
});

afterAll(async () => {
  delete process.env.FETCH_PRIVATE_HOSTS;
  resetEnv();
  await new Promise((resolve) => server.close(resolve));
});

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
  await insertFeatures("pool", "sea_view");
  await db()
    .update((await import("@/server/db/schema")).propertyFeatures)
    .set({ nameEn: "Sea view" })
    .where(eq((await import("@/server/db/schema")).propertyFeatures.key, "sea_view"));
  feed = awkwardFeed();
  asked.length = 0;
});

const importFeed = (body: Record<string, unknown>) =>
  call("POST", "/api/imports/kyero", { cookie, json: { url: `${base}/feed.xml`, ...body } });

async function finished(jobId: string) {
  for (;;) {
    const job = await call("GET", `/api/imports/${jobId}`, { cookie });
    expect(job.status, job.text).toBe(200);
    if (job.json.status !== "running") return job.json;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("POST /api/imports/kyero", () => {
  it("answers a dry run with what would happen, and changes nothing", async () => {
    const dry = await importFeed({ dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json).toMatchObject({ create: 2, update: 0, unchanged: 0 });
    expect(dry.json.rejected).toEqual([
      {
        id: "wp-103",
        reason: expect.stringMatching(/^classe energética desconhecida \(«Processing»\): /),
      },
      { id: "wp-101", reason: "id repetido no ficheiro: ficou o primeiro" },
    ]);
    const reasons = (id: string) =>
      dry.json.flagged
        .filter((note: { id: string }) => note.id === id)
        .map((note: { reason: string }) => note.reason);
    expect(reasons("wp-102")).toEqual(
      expect.arrayContaining([
        "sem tipo: importado como moradia",
        "coordenadas fora de Portugal (25.76, -80.19): importado sem ponto no mapa",
        "55 fotografias: importadas as primeiras 50",
        "sem descrição em português: ficou o texto inglês, traduza-o",
      ]),
    );
    expect(await db().select().from(properties)).toEqual([]);
    expect(asked.filter((url) => url.startsWith("/photos/"))).toEqual([]);
  });

  it("imports as a job, then again with nothing new, then only what changed", async () => {
    const started = await importFeed({});
    expect(started.status, started.text).toBe(202);
    const job = await finished(started.json.jobId);
    expect(job).toMatchObject({
      status: "done",
      total: 2,
      processed: 2,
      create: 2,
      update: 0,
      unchanged: 0,
    });
    expect(job.rejected).toHaveLength(2);

    const rows = await db().select().from(properties).where(isNotNull(properties.externalId));
    expect(rows).toHaveLength(2);
    const villa = rows.find((row) => row.externalId === "wp-101");
    expect(villa).toMatchObject({
      ref: "WP-101-A",
      type: "house",
      price: 450_000,
      city: "Lagos",
      district: "Faro",
      latitude: 37.1,
      bedrooms: 3,
      energyCertificate: "B",
      descriptionPt: "Uma moradia luminosa.",
      descriptionEn: "A bright villa.",
      titlePt: "Moradia em Lagos",
      titleJp: "ラゴスの一戸建て",
    });
    expect(villa?.features.sort()).toEqual(["pool", "sea_view"]);
    expect(villa?.images).toHaveLength(2);
    for (const image of villa?.images ?? []) expect(image).toMatch(/^\/objects\/[a-f0-9]{32}$/);
    const far = rows.find((row) => row.externalId === "wp-102");
    expect(far).toMatchObject({ latitude: null, longitude: null, type: "house" });
    expect(far?.images).toHaveLength(50);

    // The same file again: nothing created, nothing fetched.
    asked.length = 0;
    const again = await finished((await importFeed({})).json.jobId);
    expect(again).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(asked.filter((url) => url.startsWith("/photos/"))).toEqual([]);
    expect(await db().select().from(properties)).toHaveLength(2);

    // A new price: that listing is updated, in place.
    feed = awkwardFeed("445000");
    expect((await importFeed({ dryRun: true })).json).toMatchObject({
      create: 0,
      update: 1,
      unchanged: 1,
    });
    const changed = await finished((await importFeed({})).json.jobId);
    expect(changed).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    const [updated] = await db()
      .select()
      .from(properties)
      .where(eq(properties.externalId, "wp-101"));
    expect(updated).toMatchObject({ id: villa?.id, price: 445_000 });
    expect(await db().select().from(properties)).toHaveLength(2);
  }, 120_000);

  it("takes the Portuguese classes A+ and B-, and rejects a class still pending with what to do", async () => {
    const entry = (id: string, rating: string) =>
      `<property><id>${id}</id><ref>${id}</ref><price>300000</price><type>Apartment</type><town>Porto</town>
  <surface_area><built>80</built></surface_area><energy_rating><consumption>${rating}</consumption></energy_rating>
  <desc><en>A flat.</en><pt>Um apartamento.</pt></desc></property>`;
    feed = `<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>
${entry("e-1", "A+")}${entry("e-2", "B-")}${entry("e-3", "b-")}${entry("e-4", "Exempt")}
${entry("e-5", "Processing")}${entry("e-6", "En trámite")}${entry("e-7", "G")}</root>`;
    const job = await finished((await importFeed({})).json.jobId);
    expect(job).toMatchObject({ status: "done", create: 4 });
    const rows = await db().select().from(properties).where(isNotNull(properties.externalId));
    expect(Object.fromEntries(rows.map((row) => [row.externalId, row.energyCertificate]))).toEqual({
      "e-1": "A+",
      "e-2": "B-",
      "e-3": "B-",
      "e-4": "exempt",
    });
    const why = "todo o anúncio mostra a classe (A+ a F, ou X se isento)";
    expect(job.rejected).toEqual([
      { id: "e-5", reason: expect.stringContaining(`desconhecida («Processing»): ${why}`) },
      { id: "e-6", reason: expect.stringContaining(`desconhecida («En trámite»): ${why}`) },
      { id: "e-7", reason: expect.stringContaining("desconhecida («G»)") },
    ]);
  });

  it("takes the file as multipart too", async () => {
    const form = new FormData();
    form.set("file", new Blob([feed], { type: "application/xml" }), "old-site.xml");
    form.set("dryRun", "true");
    const response = await call("POST", "/api/imports/kyero", { cookie, body: form });
    expect(response.status, response.text).toBe(200);
    expect(response.json).toMatchObject({ create: 2 });
  });

  it("answers a malformed file with 400 and the parser's line, and refuses anonymous callers", async () => {
    feed = "<root>\n<property>\n<id>1</id>\n</propert>\n</root>";
    const response = await importFeed({ dryRun: true });
    expect(response.status).toBe(400);
    expect(response.json.message).toMatch(/^O ficheiro não é XML válido \(linha 4, coluna \d+\)/);
    feed = '<?xml version="1.0"?><!DOCTYPE root [<!ENTITY a "aaaa">]><root>&a;</root>';
    expect((await importFeed({ dryRun: true })).status).toBe(400);
    const bad = await call("POST", "/api/imports/kyero", {
      cookie,
      json: { url: "ftp://x", dryRun: true },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toEqual(["url"]);
    expect(
      (await call("POST", "/api/imports/kyero", { json: { url: `${base}/feed.xml` } })).status,
    ).toBe(401);
  });

  it("tells a job whose process stopped as failed once its heartbeat is 15 minutes old", async () => {
    const job = async (minutesAgo: number) => {
      const [row] = await db()
        .insert(importJobs)
        .values({
          source: "feed.xml",
          total: 3,
          heartbeatAt: sql`now() - ${minutesAgo} * interval '1 minute'`,
        })
        .returning({ id: importJobs.id });
      return (await call("GET", `/api/imports/${row?.id}`, { cookie })).json;
    };
    expect(await job(14)).toMatchObject({ status: "running", error: null, finishedAt: null });
    const stopped = await job(16);
    expect(stopped).toMatchObject({ status: "failed", error: INTERRUPTED });
    expect(stopped.finishedAt).not.toBeNull();
  });
});
