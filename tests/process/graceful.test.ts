// SIGTERM: the server stops accepting, finishes what is in flight, closes the database and
// exits 0. Submissions in flight when the signal arrives are answered and stored, once.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startAppServer } from "../support/app-server";
import { connectionRefused, getJson, heldPost, signInCookie, tally } from "./support/client";
import { freshDatabase } from "./support/database";

const IN_FLIGHT = 20;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-graceful-"));
const database = await freshDatabase("graceful");
const env = { SEED_DEMO: "false", FORM_RATE_LIMIT: "1000000", ...database.env };

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

it("refuses new connections after SIGTERM but answers and stores every submission in flight", async () => {
  const server = await startAppServer({ dataDir, env });
  const emails = Array.from({ length: IN_FLIGHT }, (_, i) => `graceful-${i}@test.pt`);
  const held = emails.map((email) =>
    heldPost(server.url, "/api/leads", { name: "G", email, message: "m" }),
  );
  await Promise.all(held.map((request) => request.taken));

  server.process.kill("SIGTERM");
  while (!server.output().includes("SIGTERM received")) {
    if (server.process.exitCode !== null) throw new Error(`exited early:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // The listening socket closes right after that line; the requests above still hold.
  let refused = false;
  for (let attempt = 0; attempt < 50 && !refused; attempt++) {
    refused = await connectionRefused(server.port);
  }
  expect(refused, "a new connection after SIGTERM was accepted").toBe(true);

  const statuses = await Promise.all(held.map((request) => request.finish()));
  expect(statuses).toEqual(emails.map(() => 201));
  expect(await server.stop("SIGTERM")).toBe(0);

  const again = await startAppServer({ dataDir, env });
  try {
    const leads = await getJson<{ email: string }[]>(
      again.url,
      "/api/leads",
      await signInCookie(again.url),
    );
    expect(tally(leads.map((lead) => lead.email))).toEqual(new Map(emails.map((e) => [e, 1])));
  } finally {
    await again.stop();
  }
});
