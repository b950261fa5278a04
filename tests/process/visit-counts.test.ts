// Private visit counting (issue 38, docs/decisions/035) in the real server: views of pages from
// the page cache and from Next.js are counted, a visitor once a day, not bots, prefetches, the
// router's data or staff; counts are written on a graceful stop and survive the restart; two
// instances on one PostgreSQL database add theirs up.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Stats } from "../../src/lib/schemas/stats";
import { type AppServer, startAppServer } from "../support/app-server";
import { propertyPayload } from "../support/payloads";
import { getJson, postJson, signInCookie } from "./support/client";
import { type FreshDatabase, freshDatabase } from "./support/database";

const onPostgres = Boolean(process.env.DATABASE_URL);
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());

/** A browser's navigation to a page, as a person makes it. */
async function view(
  base: string,
  path: string,
  agent: string,
  headers: Record<string, string> = {},
) {
  const answer = await fetch(`${base}${path}`, {
    headers: { "user-agent": agent, "sec-fetch-dest": "document", accept: "text/html", ...headers },
  });
  await answer.arrayBuffer();
  return answer;
}

async function statsOfToday(server: AppServer): Promise<Stats> {
  const cookie = await signInCookie(server.url);
  return getJson<Stats>(server.url, `/api/stats?from=${today}&to=${today}`, cookie);
}

describe("private visit counting", () => {
  let database: FreshDatabase;
  let server: AppServer;
  let ref: string;
  // The test's own folder: the servers it restarts keep their data in it.
  let dataDir: string;

  beforeAll(async () => {
    database = await freshDatabase("visits");
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-visits-"));
    server = await startAppServer({ dataDir, env: { ...database.env, SEED_DEMO: "false" } });
    const cookie = await signInCookie(server.url);
    const created = await postJson(server.url, "/api/properties", propertyPayload(), cookie);
    expect(created.status, await created.clone().text()).toBe(201);
    ref = ((await created.json()) as { ref: string }).ref;
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("counts people's views, cached or not, once a day per visitor, and keeps them over a graceful restart", async () => {
    const detail = `/pt/properties/${ref}`;
    const first = await view(server.url, detail, CHROME);
    const again = await view(server.url, detail, CHROME);
    expect([first.headers.get("x-cache"), again.headers.get("x-cache")]).toEqual(["MISS", "HIT"]);
    await view(server.url, detail, FIREFOX, { referer: "https://www.google.pt/" });
    await view(server.url, "/en?utm_source=idealista", CHROME);
    // Not counted: a crawler, a prefetch, the router's data, a staff session, a script, a
    // missing page, a HEAD.
    await view(
      server.url,
      detail,
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    );
    await view(server.url, detail, CHROME, { "sec-purpose": "prefetch" });
    await view(server.url, detail, CHROME, { rsc: "1" });
    await view(server.url, detail, CHROME, { cookie: await signInCookie(server.url) });
    await view(server.url, detail, "");
    await view(server.url, "/pt/properties/NO-SUCH-REF", SAFARI);
    await fetch(`${server.url}${detail}`, { method: "HEAD", headers: { "user-agent": SAFARI } });

    // A graceful stop writes what was counted; the restarted server (the page cache off this
    // time: Next.js answers every page) counts on.
    await server.stop();
    server = await startAppServer({
      dataDir,
      env: { ...database.env, SEED_DEMO: "false", PAGE_CACHE_MB: "0" },
    });
    // Nothing was counted since the start: all there is came from the first server's stop.
    const stats = await statsOfToday(server);
    expect(stats.totals).toMatchObject({ views: 4, visitors: 2 });
    expect(stats.listings).toEqual([
      expect.objectContaining({ ref, views: 3, visitors: 2, leads: 0 }),
    ]);
    expect(stats.sources).toEqual([
      { source: "direct", views: 2 },
      { source: "portals", views: 1 },
      { source: "search", views: 1 },
    ]);
    const uncached = await view(server.url, detail, SAFARI, { referer: "https://l.facebook.com/" });
    expect(uncached.headers.get("x-cache")).toBeNull();
    await server.stop();
    server = await startAppServer({ dataDir, env: { ...database.env, SEED_DEMO: "false" } });
    const after = await statsOfToday(server);
    expect(after.totals).toMatchObject({ views: 5, visitors: 3 });
    expect(after.sources).toContainEqual({ source: "social", views: 1 });
  });
});

describe.skipIf(!onPostgres)("visit counts of two instances", () => {
  let database: FreshDatabase;
  let a: AppServer;
  let b: AppServer;

  beforeAll(async () => {
    database = await freshDatabase("visits_two");
    const env = {
      ...database.env,
      SEED_DEMO: "false",
      APP_SECRET: "one-secret-for-both-visit-counters",
    };
    a = await startAppServer({ env });
    b = await startAppServer({ env });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("adds up what each counted, none lost and none twice", async () => {
    const agents = Array.from({ length: 12 }, (_, i) => `${CHROME} visitor/${i}`);
    await Promise.all(
      agents.flatMap((agent, i) => [
        view(i % 2 ? a.url : b.url, "/pt", agent),
        view(i % 2 ? b.url : a.url, "/pt", agent),
      ]),
    );
    await Promise.all([a.stop(), b.stop()]);
    const [row] = (await database.query(
      `select sum(views)::int as views, sum(visitors)::int as visitors from page_visits where day = '${today}'`,
    )) as { views: number; visitors: number }[];
    // Each visitor was seen by both instances: told apart within one instance, not across them.
    expect(row).toEqual({ views: 24, visitors: 24 });
  });
});
