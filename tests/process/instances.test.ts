// Several instances behind a load balancer: two servers on one PostgreSQL database and one S3
// bucket (an S3-compatible server started here) share everything that matters. Needs
// PostgreSQL (DATABASE_URL); .ci/run runs it there.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import { jpeg } from "../support/images";
import { leadPayload, propertyPayload } from "../support/payloads";
import { type S3Server, startS3Server } from "../support/s3-server";
import { getJson, patchJson, postJson, signInCookie, uploadJpeg } from "./support/client";
import { freshDatabase } from "./support/database";

const onPostgres = Boolean(process.env.DATABASE_URL);
const SITE_URL = "http://casa.test";
const FORM_RATE_LIMIT = 4;

/** Each test speaks from its own client address (TRUST_PROXY), so their counters stay apart. */
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;
const from = (address: string) => ({ "x-forwarded-for": address });

async function expectStatus(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

describe.skipIf(!onPostgres)("two instances on one PostgreSQL database and one S3 bucket", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: S3Server;
  let a: AppServer;
  let b: AppServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await freshDatabase("instances");
    s3 = await startS3Server(["casa-images", "casa-restored"]);
    env = {
      ...database.env,
      ...s3.env("casa-images"),
      SEED_DEMO: "false",
      APP_SECRET: "one-secret-for-every-instance-of-the-site",
      TRUST_PROXY: "true",
      // The public address both stand behind, as in production.
      SITE_URL: SITE_URL,
      FORM_RATE_LIMIT: String(FORM_RATE_LIMIT),
    };
    a = await startAppServer({ env });
    b = await startAppServer({ env });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await s3?.stop();
    await database?.drop();
  });

  it("a property edited through A is fresh on B's cached pages at the next request", async () => {
    const cookie = await signInCookie(a.url);
    const created = await expectStatus(
      await postJson(a.url, "/api/properties", propertyPayload({ featured: true }), cookie),
      201,
    );
    const property = (await created.json()) as { id: string; ref: string; titlePt: string };
    const pages = ["/pt", "/pt/properties", `/pt/properties/${property.ref}`];
    for (const page of pages) {
      await fetch(`${b.url}${page}`);
      const cached = await fetch(`${b.url}${page}`);
      expect(cached.headers.get("x-cache"), page).toBe("HIT");
      expect(await cached.text(), page).toContain(property.titlePt);
    }

    await expectStatus(
      await patchJson(
        a.url,
        `/api/properties/${property.id}`,
        { titlePt: "Palácio no Chiado" },
        cookie,
      ),
      200,
    );
    for (const page of pages) {
      const fresh = await fetch(`${b.url}${page}`);
      expect(fresh.headers.get("x-cache"), page).toBe("MISS");
      const html = await fresh.text();
      expect(html, page).toContain("Palácio no Chiado");
      expect(html, page).not.toContain(property.titlePt);
    }
  });

  it("a feed key made new on A stops the old one on B at once, though B answers from memory", async () => {
    const cookie = await signInCookie(a.url);
    const feedPath = async (server: AppServer) => {
      const portals = await getJson<{ portal: string; feedUrl: string }[]>(
        server.url,
        "/api/portals",
        cookie,
      );
      const url = new URL(portals.find((portal) => portal.portal === "kyero")?.feedUrl ?? "");
      return `${url.pathname}${url.search}`;
    };
    const old = await feedPath(a);
    // B answers the feed itself, in front of Next.js, with the portal's row kept in memory.
    await expectStatus(await fetch(`${b.url}${old}`), 200);
    const answer = await expectStatus(await fetch(`${b.url}${old}`), 200);
    expect(answer.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");

    await expectStatus(await postJson(a.url, "/api/portals/kyero/key", {}, cookie), 200);
    const renewed = await feedPath(a);
    expect(renewed).not.toBe(old);
    await expectStatus(await fetch(`${b.url}${old}`), 404);
    await expectStatus(await fetch(`${b.url}${renewed}`), 200);
  });

  it("an image uploaded through A is stored in the bucket and served by B", async () => {
    const cookie = await signInCookie(a.url);
    const upload = await expectStatus(await uploadJpeg(a.url, await jpeg(1200, 800), cookie), 200);
    const { url } = (await upload.json()) as { url: string };
    const id = url.replace("/objects/", "");
    const fromA = await fetch(`${a.url}${url}?w=480`);
    const fromB = await fetch(`${b.url}${url}?w=480`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    expect(fromB.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    // In the bucket, not on either instance's disk.
    expect(await s3.list("casa-images", `${id}/`)).toEqual(
      expect.arrayContaining([`${id}/meta.json`, `${id}/original.jpg`, `${id}/w480.webp`]),
    );
    for (const instance of [a, b]) {
      expect(await fs.readdir(path.join(instance.dataDir, "uploads")).catch(() => [])).toEqual([]);
    }
  });

  it("a file PUT to A's signed upload URL is claimed through B and served by both", async () => {
    const cookie = await signInCookie(a.url);
    // The browser asks from the public address, so the URL is on it.
    const created = await fetch(`${a.url}/api/objects/upload`, {
      method: "POST",
      headers: { cookie, origin: SITE_URL },
    });
    const { uploadURL } = (await (await expectStatus(created, 200)).json()) as {
      uploadURL: string;
    };
    expect(uploadURL.startsWith(`${SITE_URL}/api/objects/upload/`)).toBe(true);
    const target = new URL(uploadURL);
    const put = await fetch(`${a.url}${target.pathname}`, {
      method: "PUT",
      headers: { cookie, "content-type": "image/jpeg" },
      body: new Uint8Array(await jpeg(1000, 700)),
    });
    await expectStatus(put, 200);
    const claimed = await expectStatus(
      await postJson(b.url, "/api/property-images", { imageURL: uploadURL }, cookie),
      200,
    );
    const { objectPath } = (await claimed.json()) as { objectPath: string };
    for (const instance of [a, b]) {
      const image = await fetch(`${instance.url}${objectPath}?w=480`);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("a session made on A works on B, and logging out on B ends it on A", async () => {
    const cookie = await signInCookie(a.url);
    await getJson(b.url, "/api/leads", cookie);
    await expectStatus(await postJson(b.url, "/api/auth/logout", {}, cookie), 204);
    expect((await fetch(`${a.url}/api/leads`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${b.url}/api/leads`, { headers: { cookie } })).status).toBe(401);
  });

  it("wrong passwords spread over A and B trip the login throttle as on one instance", async () => {
    const address = newAddress();
    const attempt = (server: AppServer, password: string) =>
      postJson(
        server.url,
        "/api/auth/login",
        { email: TEST_ADMIN.email, password },
        "",
        from(address),
      );
    // Five failures are allowed per address and account, wherever they land.
    for (const server of [a, b, a, b, a]) {
      await expectStatus(await attempt(server, "wrong-password"), 401);
    }
    for (const server of [b, a]) {
      const throttled = await expectStatus(await attempt(server, TEST_ADMIN.password), 429);
      expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(800);
    }
    // Another address is not held.
    await expectStatus(
      await postJson(b.url, "/api/auth/login", TEST_ADMIN, "", from(newAddress())),
      200,
    );
  });

  it("40 wrong passwords sent at once to A and B get 5 checked, as on one instance", async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postJson(
          i % 2 ? b.url : a.url,
          "/api/auth/login",
          // Another account than the admin's, whose per-account counter the tests after
          // this one need free (40 failures would hold it for five minutes).
          { email: "guessed@casalusa.test", password: `wrong-guess-${i}` },
          "",
          from(address),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it("the form rate limit counts submissions to both instances together", async () => {
    const address = newAddress();
    const send = (server: AppServer) =>
      postJson(server.url, "/api/leads", leadPayload({ name: "Limite" }), "", from(address));
    for (const server of [a, b, a, b]) await expectStatus(await send(server), 201);
    for (const server of [a, b]) {
      const refused = await expectStatus(await send(server), 429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("A killed with SIGKILL while taking leads loses no acknowledged lead; B serves throughout", async () => {
    const acknowledged: string[] = [];
    // A new client address for every lead, so the form rate limit stays out of the way.
    let sent = 0;
    const nextAddress = () => {
      const n = sent++;
      return `198.51.${(n >> 8) & 255}.${n & 255}`;
    };
    const bFailures: string[] = [];
    let bAnswers = 0;
    const stop = { now: false };
    const sendLeads = async () => {
      while (!stop.now) {
        const email = `${randomUUID()}@instances.test`;
        try {
          const response = await postJson(
            a.url,
            "/api/leads",
            leadPayload({ email }),
            "",
            from(nextAddress()),
          );
          if (response.status === 201) acknowledged.push(email);
        } catch {
          // A died mid-request: never acknowledged.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const readFromB = async () => {
      while (!stop.now) {
        for (const page of ["/pt", "/en/properties", "/api/health"]) {
          const response = await fetch(`${b.url}${page}`).catch((error: Error) => error);
          if (response instanceof Response && response.ok) {
            bAnswers++;
            await response.arrayBuffer();
          } else {
            bFailures.push(
              `${page}: ${response instanceof Response ? response.status : response.message}`,
            );
          }
        }
      }
    };
    const running = Promise.all([sendLeads(), sendLeads(), sendLeads(), readFromB()]);
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
    await a.stop("SIGKILL");
    const answersAtKill = bAnswers;
    // B goes on serving after A is gone.
    while (bAnswers < answersAtKill + 30) await new Promise((resolve) => setTimeout(resolve, 20));
    stop.now = true;
    await running;

    expect(bFailures).toEqual([]);
    const cookie = await signInCookie(b.url);
    const stored = new Set(
      (await getJson<{ email: string }[]>(b.url, "/api/leads", cookie)).map((lead) => lead.email),
    );
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    // A starts again on the same database and bucket and finds them too.
    a = await startAppServer({ env });
    const cookieOnA = await signInCookie(a.url);
    const onA = await getJson<{ email: string }[]>(a.url, "/api/leads", cookieOnA);
    const storedOnA = new Set(onA.map((lead) => lead.email));
    expect(acknowledged.filter((email) => !storedOnA.has(email))).toEqual([]);
  });

  it("a backup holds the bucket's images, and a restore puts them in another bucket", async () => {
    const cookie = await signInCookie(a.url);
    const upload = await expectStatus(await uploadJpeg(a.url, await jpeg(800, 600), cookie), 200);
    const { url } = (await upload.json()) as { url: string };
    const id = url.replace("/objects/", "");
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-backup-"));
    const target = path.join(folder, "backup");
    const restored = await freshDatabase("instances_restored");
    let c: AppServer | undefined;
    try {
      await runScript("db:backup", [target], env);
      expect((await fs.readdir(path.join(target, "uploads", id))).sort()).toEqual(
        expect.arrayContaining(["meta.json", "original.jpg", "w480.webp"]),
      );

      const restoredEnv = { ...env, ...restored.env, ...s3.env("casa-restored") };
      await runScript("db:restore", [target], restoredEnv);
      c = await startAppServer({ env: restoredEnv });
      const image = await fetch(`${c.url}${url}?w=480`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer())).toEqual(
        Buffer.from(await (await fetch(`${a.url}${url}?w=480`)).arrayBuffer()),
      );
    } finally {
      await c?.stop();
      await restored.drop();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

describe("a bucket that cannot be used stops the server at start, naming the variable", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server(["casa-images"]);
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it.each([
    ["S3_BUCKET", { S3_BUCKET: "no-such-bucket" }],
    ["S3_ENDPOINT", { S3_ENDPOINT: "http://127.0.0.1:9" }],
  ])("%s", async (variable, wrong) => {
    const start = startAppServer({
      env: { ...s3.env("casa-images"), SEED_DEMO: "false", ...wrong },
    });
    await expect(start).rejects.toThrow(/exited early/);
    await expect(start).rejects.toThrow(new RegExp(`${variable}: `));
  });
});

async function runScript(script: string, args: string[], env: Record<string, string>) {
  const { spawn } = await import("node:child_process");
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code, output).toBe(0);
}
