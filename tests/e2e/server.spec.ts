// The server as a process: start-up checks, seeding once, data surviving a restart.
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { demoLeads } from "../../demo/content/leads";
import { demoProperties } from "../../demo/content/properties";
import { ADMIN_CREATED, startAppServer, TEST_ADMIN } from "../support/app-server";

test("a restart keeps the data and does not load the demo content twice", async () => {
  test.setTimeout(240_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-restart-"));
  try {
    const first = await startAppServer({ dataDir, env: { LOG_LEVEL: "info" } });
    let before: unknown[];
    try {
      expect(first.output()).toContain("loading demo content");
      expect(first.output()).toMatch(ADMIN_CREATED);
      before = await (await fetch(`${first.url}/api/properties`)).json();
      expect(before).toHaveLength(demoProperties.length);
      const lead = await fetch(`${first.url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Ana", email: "ana@example.pt", message: "Olá" }),
      });
      expect(lead.status).toBe(201);
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const second = await startAppServer({ dataDir, env: { LOG_LEVEL: "info" } });
    try {
      expect(second.output()).not.toContain("loading demo content");
      expect(second.output()).not.toMatch(ADMIN_CREATED);
      const after = await (await fetch(`${second.url}/api/properties`)).json();
      expect(after).toEqual(before);
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const leads: { email: string }[] = await (
        await fetch(`${second.url}/api/leads`, { headers: { cookie } })
      ).json();
      // The demo's leads, once, and the one sent before the restart.
      expect(leads).toHaveLength(demoLeads.length + 1);
      expect(leads.filter((lead) => lead.email === "ana@example.pt")).toMatchObject([
        { name: "Ana" },
      ]);
    } finally {
      await second.stop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

test("a bad environment variable stops the server with a message naming it", () => {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: path.resolve(__dirname, "..", ".."),
    env: { ...process.env, PORT: "eighty", DATABASE_URL: "mysql://localhost/casa" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("PORT");
  expect(result.stderr).toContain("DATABASE_URL");
});

test("a second server on the same data folder refuses to start", async () => {
  test.setTimeout(240_000);
  const first = await startAppServer({ env: { SEED_DEMO: "false" } });
  try {
    await expect(
      startAppServer({ dataDir: first.dataDir, env: { SEED_DEMO: "false" } }),
    ).rejects.toThrow(/in use by process/);
  } finally {
    await first.stop();
  }
});

test("one JSON log line per request and per login attempt, with no secrets in them", async () => {
  test.setTimeout(240_000);
  const server = await startAppServer({ env: { LOG_LEVEL: "info", SEED_DEMO: "false" } });
  try {
    const secret = "wrong-Password-987";
    await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: secret }),
    });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    const token = /casa_session=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1] ?? "";
    // The query string stays out of the log line (and is refused: the call takes none).
    await fetch(`${server.url}/api/leads?x=1`, { headers: { cookie: `casa_session=${token}` } });
    await expect.poll(() => server.output()).toContain('"path":"/api/leads"');
    const lines = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({
        method: "GET",
        path: "/api/leads",
        status: 400,
        ms: expect.any(Number),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ method: "POST", path: "/api/auth/login", status: 401 }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ event: "login_failed" }));
    expect(lines).toContainEqual(expect.objectContaining({ event: "login_succeeded" }));
    expect(server.output()).not.toContain(secret);
    expect(server.output()).not.toContain(TEST_ADMIN.password);
    expect(server.output()).not.toContain(token);
  } finally {
    await server.stop();
  }
});
