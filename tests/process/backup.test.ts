// Backup under write load, restore into an empty data folder (or database), and find the same
// rows and images there.
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ADMIN_CREATED, startAppServer } from "../support/app-server";
import { getJson, postJson, signInCookie } from "./support/client";
import { freshDatabase } from "./support/database";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-backup-"));
const source = await freshDatabase("backup_source");
const target = await freshDatabase("backup_target");

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await source.drop();
  await target.drop();
});

function npmScript(args: string[], env: Record<string, string>) {
  const result = spawnSync("npm", ["run", "--silent", ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")}: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

it("backs up under write load and restores the same rows and images", async () => {
  const sourceDir = path.join(root, "source");
  const server = await startAppServer({
    dataDir: sourceDir,
    env: { FORM_RATE_LIMIT: "1000000", ...source.env },
  });
  let writing = true;
  let written = 0;
  const load = (async () => {
    while (writing) {
      const response = await postJson(server.url, "/api/leads", {
        name: "Carga",
        email: `backup-${written}@test.pt`,
        message: "m",
      });
      if (response.status === 201) written++;
    }
  })();
  let backupDir: string;
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const output = npmScript(["db:backup", "--", path.join(root, "snapshot")], {
      DATA_DIR: sourceDir,
      ...source.env,
    });
    backupDir = /Backup written to (.+)/.exec(output)?.[1]?.trim() ?? "";
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    writing = false;
    await load;
    await server.stop();
  }
  expect(written).toBeGreaterThan(0);
  const manifest = JSON.parse(await fs.readFile(path.join(backupDir, "manifest.json"), "utf8"));
  expect(manifest.rows.properties).toBeGreaterThanOrEqual(24);

  const restoredDir = path.join(root, "restored");
  npmScript(["db:restore", "--", backupDir], { DATA_DIR: restoredDir, ...target.env });
  // At LOG_LEVEL info a start that had to create the admin would say so: the restored one must not.
  const restored = await startAppServer({
    dataDir: restoredDir,
    env: { ...target.env, LOG_LEVEL: "info" },
  });
  try {
    expect(restored.output()).toContain("database ready");
    expect(restored.output()).not.toMatch(ADMIN_CREATED);
    const cookie = await signInCookie(restored.url);
    const leads = await getJson<unknown[]>(restored.url, "/api/leads", cookie);
    const properties = await getJson<{ images: string[] }[]>(
      restored.url,
      "/api/properties",
      cookie,
    );
    expect(leads).toHaveLength(manifest.rows.leads);
    expect(properties).toHaveLength(manifest.rows.properties);
    expect(manifest.rows.leads).toBeGreaterThan(0);
    for (const image of properties.flatMap((p) => p.images)) {
      expect((await fetch(`${restored.url}${image}?w=480`)).status, image).toBe(200);
    }
  } finally {
    await restored.stop();
  }
});
