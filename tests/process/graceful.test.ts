// SIGTERM: the server stops accepting, finishes what is in flight, closes the database and
// exits 0. No submission it acknowledged is lost.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startAppServer } from "../support/app-server";
import { getJson, postJson, signInCookie, tally } from "./support/client";
import { freshDatabase } from "./support/database";

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-graceful-"));
const database = await freshDatabase("graceful");
const env = { SEED_DEMO: "false", FORM_RATE_LIMIT: "1000000", ...database.env };

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

it("finishes the requests in flight on SIGTERM and loses none it acknowledged", async () => {
  const server = await startAppServer({ dataDir, env });
  const acked: string[] = [];
  let first: () => void = () => {};
  const firstAnswer = new Promise<void>((resolve) => {
    first = resolve;
  });
  const sends = Array.from({ length: 200 }, async (_, i) => {
    const email = `graceful-${i}@test.pt`;
    try {
      const response = await postJson(server.url, "/api/leads", { name: "G", email, message: "m" });
      first();
      if (response.status === 201) acked.push(email);
    } catch {
      // Refused after the server stopped accepting: never acknowledged.
    }
  });
  await firstAnswer;
  const exitCode = await server.stop("SIGTERM");
  await Promise.all(sends);
  expect(exitCode).toBe(0);
  expect(server.output()).toContain("SIGTERM received");
  expect(acked.length).toBeGreaterThan(0);

  const again = await startAppServer({ dataDir, env });
  try {
    const leads = await getJson<{ email: string }[]>(
      again.url,
      "/api/leads",
      await signInCookie(again.url),
    );
    const counts = tally(leads.map((lead) => lead.email));
    for (const email of acked) expect(counts.get(email), email).toBe(1);
  } finally {
    await again.stop();
  }
});
