// Crash safety: the production server takes concurrent enquiries, mortgage requests and image
// uploads and is killed with SIGKILL at random moments, 20 times (CRASH_ROUNDS; .ci/run asks 10 on
// PostgreSQL, which keeps what it acknowledged by itself). After every restart each
// submission it acknowledged is stored exactly once, the database opens, every image a
// property refers to is whole on disk (original, each variant, meta) and no half-written
// temporary file is left.
import { randomInt } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { TEMPORARY_FOLDER, THIS_WRITER, temporaryFileName } from "@/server/uploads/storage";
import { type AppServer, startAppServer } from "../support/app-server";
import { getJson, patchJson, postJson, signInCookie, tally, uploadJpeg } from "./support/client";
import { freshDatabase } from "./support/database";

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-crash-"));
const database = await freshDatabase("crash");
const env = { SEED_DEMO: "false", FORM_RATE_LIMIT: "1000000", ...database.env };
const uploadsDir = path.join(dataDir, "uploads");

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

const ackedLeads: string[] = [];
const ackedRequests: string[] = [];
let propertyId = "";

async function verify(server: AppServer) {
  const cookie = await signInCookie(server.url);
  const leads = await getJson<{ email: string }[]>(server.url, "/api/leads", cookie);
  const requests = await getJson<{ email: string }[]>(server.url, "/api/mortgage-requests", cookie);
  const leadCounts = tally(leads.map((lead) => lead.email));
  const requestCounts = tally(requests.map((request) => request.email));
  for (const email of ackedLeads) expect(leadCounts.get(email), email).toBe(1);
  for (const email of ackedRequests) expect(requestCounts.get(email), email).toBe(1);
  // Nothing stored twice, acknowledged or not.
  expect([...leadCounts.values()].every((count) => count === 1)).toBe(true);
  expect([...requestCounts.values()].every((count) => count === 1)).toBe(true);
  const properties = await getJson<{ images: string[] }[]>(server.url, "/api/properties", cookie);
  const images = properties.flatMap((property) => property.images);
  for (const image of images) await expectWholeOnDisk(image);
  const newest = images.at(-1);
  if (newest) expect((await fetch(`${server.url}${newest}?w=480`)).status, newest).toBe(200);
  const leftovers = await fs.readdir(path.join(uploadsDir, TEMPORARY_FOLDER)).catch(() => []);
  expect(leftovers, "temporary files left after the restart").toEqual([]);
  return cookie;
}

/** The object's folder holds its meta.json and every file it names, each complete. */
async function expectWholeOnDisk(objectPath: string) {
  const folder = path.join(uploadsDir, objectPath.replace("/objects/", ""));
  const meta = JSON.parse(await fs.readFile(path.join(folder, "meta.json"), "utf8")) as {
    variants: number[];
  };
  const jpeg = await fs.readFile(path.join(folder, "original.jpg"));
  expect(jpeg.subarray(0, 2).toString("hex"), objectPath).toBe("ffd8");
  expect(jpeg.subarray(-2).toString("hex"), `${objectPath} original cut short`).toBe("ffd9");
  expect(meta.variants.length, objectPath).toBeGreaterThan(0);
  for (const width of meta.variants) {
    const webp = await fs.readFile(path.join(folder, `w${width}.webp`));
    expect(webp.subarray(0, 4).toString("latin1"), objectPath).toBe("RIFF");
    // RIFF's own length field counts every byte after the first eight.
    expect(webp.readUInt32LE(4) + 8, `${objectPath} w${width} cut short`).toBe(webp.length);
  }
}

/** What a process killed in the middle of storing a file leaves: its temporary file. */
async function leaveHalfWrittenFile(killedPid: number) {
  const folder = path.join(uploadsDir, TEMPORARY_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  const name = temporaryFileName({ ...THIS_WRITER, pid: killedPid });
  await fs.writeFile(path.join(folder, name), Buffer.alloc(1000));
}

async function workload(server: AppServer, cookie: string, round: number, stop: { now: boolean }) {
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#2a6f97" },
  })
    .jpeg()
    .toBuffer();
  const images: string[] = [];
  let n = 0;
  const worker = async (kind: number) => {
    while (!stop.now) {
      const id = `${round}-${kind}-${n++}`;
      try {
        if (kind % 3 === 0) {
          const email = `lead-${id}@crash.test`;
          const response = await postJson(server.url, "/api/leads", {
            name: "Crash",
            email,
            message: "m",
          });
          if (response.status === 201) ackedLeads.push(email);
        } else if (kind % 3 === 1) {
          const email = `mortgage-${id}@crash.test`;
          const response = await postJson(server.url, "/api/mortgage-requests", {
            name: "Crash",
            email,
            phone: "912345678",
          });
          if (response.status === 201) ackedRequests.push(email);
        } else {
          const upload = await uploadJpeg(server.url, photo, cookie);
          if (upload.status !== 200) continue;
          images.push(((await upload.json()) as { url: string }).url);
          await patchJson(
            server.url,
            `/api/properties/${propertyId}`,
            { images: images.slice(-50) },
            cookie,
          );
        }
      } catch {
        // The server died mid-request: that submission was never acknowledged.
      }
    }
  };
  return Promise.all([0, 1, 2, 3, 4, 5].map(worker));
}

describe(`${ROUNDS} rounds of SIGKILL under load (${database.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("keeps every acknowledged submission exactly once and every referenced image", async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const server = await startAppServer({ dataDir, env });
      const cookie = await verify(server);
      if (!propertyId) {
        const created = await postJson(
          server.url,
          "/api/properties",
          {
            ref: "CRASH-1",
            type: "house",
            price: 1,
            location: "a",
            city: "b",
            area: 1,
            titlePt: "t",
            titleEn: "t",
            titleJp: "t",
            descriptionPt: "d",
            descriptionEn: "d",
            descriptionJp: "d",
          },
          cookie,
        );
        propertyId = ((await created.json()) as { id: string }).id;
      }
      const stop = { now: false };
      const running = workload(server, cookie, round, stop);
      await new Promise((resolve) => setTimeout(resolve, randomInt(300, 1500)));
      await server.stop("SIGKILL");
      stop.now = true;
      await running;
      await leaveHalfWrittenFile(server.process.pid ?? 0);
    }
    const last = await startAppServer({ dataDir, env });
    try {
      await verify(last);
    } finally {
      await last.stop();
    }
    expect(ackedLeads.length).toBeGreaterThan(ROUNDS);
    expect(ackedRequests.length).toBeGreaterThan(ROUNDS);
  });
});
