// The embedded default on a small machine: with the demo content on PGlite, the server's
// resident memory at rest stays under 500 MB (measured at about 300 MB after a fresh start and
// 360 MB once pages in three languages were served; 0.6 GB and more before issue 33's work, see
// docs/benchmarks.md). PGlite only: on PostgreSQL the database's memory is another process's.
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { BROWSER_ACCEPT_ENCODING, rawGet } from "../support/raw-http";

const onPglite = !process.env.DATABASE_URL;
const LIMIT_MB = 500;

/** The process's resident memory now (VmRSS) or its high-water mark (VmHWM), in MB. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

describe.skipIf(!onPglite)("the embedded server's memory", () => {
  let server: AppServer;

  beforeAll(async () => {
    // A fresh data folder: the demo content is loaded at this start, as `npm start` does.
    server = await startAppServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it(`stays under ${LIMIT_MB} MB at rest with the demo content, after pages in three languages`, async () => {
    const pid = server.process.pid ?? 0;
    const [listing] = (await (await fetch(`${server.url}/api/properties`)).json()) as {
      ref: string;
    }[];
    expect(listing).toBeDefined();
    for (const locale of ["pt", "en", "jp"]) {
      for (const page of ["", "/properties", `/properties/${listing?.ref}`, "/sell", "/about"]) {
        const answer = await rawGet(`${server.url}/${locale}${page}`, {
          "accept-encoding": BROWSER_ACCEPT_ENCODING,
        });
        expect(answer.status, `/${locale}${page}`).toBe(200);
      }
    }
    // At rest: nothing asked for a while (the pages' Brotli is made again in the background).
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const resident = memoryMb(pid, "VmRSS");
    const peak = memoryMb(pid, "VmHWM");
    expect(resident, `resident ${resident} MB (peak ${peak} MB)`).toBeLessThanOrEqual(LIMIT_MB);
  });
});
