// Backup while enquiries and image uploads keep arriving, restore into an empty data folder (or
// database), and find there exactly the rows of the snapshot and every image it refers to. And
// db:backup, asking a server that then dies, says so instead of waiting.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { ADMIN_CREATED, type AppServer, startAppServer } from "../support/app-server";
import { getJson, patchJson, postJson, signInCookie, uploadJpeg } from "./support/client";
import { freshDatabase } from "./support/database";

const root = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-backup-"));
const source = await freshDatabase("backup_source");
const target = await freshDatabase("backup_target");

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await source.drop();
  await target.drop();
});

/** Runs an npm script without blocking this process, so the write load goes on meanwhile. */
async function npmScript(args: string[], env: Record<string, string>) {
  const { stdout } = await promisify(execFile)("npm", ["run", "--silent", ...args], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
    timeout: 540_000,
  });
  return stdout;
}

interface Acknowledged {
  value: string;
  at: number;
}

/** Enquiries, one after another, until stopped. */
async function postLeads(server: AppServer, acked: Acknowledged[], running: () => boolean) {
  for (let n = 0; running(); n++) {
    const email = `backup-${n}@test.pt`;
    const response = await postJson(server.url, "/api/leads", {
      name: "Carga",
      email,
      message: "m",
    });
    if (response.status === 201) acked.push({ value: email, at: Date.now() });
  }
}

/** Photos uploaded and added to one property, one after another, until stopped. */
async function uploadPhotos(server: AppServer, acked: Acknowledged[], running: () => boolean) {
  const cookie = await signInCookie(server.url);
  const [property] = await getJson<{ id: string; images: string[] }[]>(
    server.url,
    "/api/properties",
    cookie,
  );
  if (!property) throw new Error("no demo property");
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: "#8a5a44" },
  })
    .jpeg()
    .toBuffer();
  const images = [...property.images];
  while (running() && images.length < 50) {
    const upload = await uploadJpeg(server.url, photo, cookie);
    expect(upload.status).toBe(200);
    const { url } = (await upload.json()) as { url: string };
    images.push(url);
    const saved = await patchJson(server.url, `/api/properties/${property.id}`, { images }, cookie);
    expect(saved.status).toBe(200);
    acked.push({ value: url, at: Date.now() });
  }
}

/** The leads in a backup's SQL, as `id email`, read from its one-row INSERT statements. */
async function leadsInSnapshot(backupDir: string): Promise<string[]> {
  const script = await fs.readFile(path.join(backupDir, "database.sql"), "utf8");
  return script
    .split("\n")
    .filter((line) => line.startsWith("insert into leads "))
    .map((line) => {
      const literal = /, E?'(.*)'\);$/.exec(line)?.[1] ?? "";
      const row = JSON.parse(literal.replaceAll("''", "'")) as { id: string; email: string };
      return `${row.id} ${row.email}`;
    });
}

it("backs up under write load and restores exactly the snapshot's rows and images", async () => {
  const sourceDir = path.join(root, "source");
  const server = await startAppServer({
    dataDir: sourceDir,
    env: { FORM_RATE_LIMIT: "1000000", ...source.env },
  });
  let writing = true;
  const leads: Acknowledged[] = [];
  const photos: Acknowledged[] = [];
  const load = Promise.all([
    postLeads(server, leads, () => writing),
    uploadPhotos(server, photos, () => writing),
  ]);
  let backupDir: string;
  let started: number;
  let finished: number;
  try {
    while (photos.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    started = Date.now();
    const output = await npmScript(["db:backup", "--", path.join(root, "snapshot")], {
      DATA_DIR: sourceDir,
      ...source.env,
    });
    finished = Date.now();
    backupDir = /Backup written to (.+)/.exec(output)?.[1]?.trim() ?? "";
  } finally {
    writing = false;
    await load;
    await server.stop();
  }
  // The writes went on while the backup was being taken.
  expect(leads.filter(({ at }) => at > started && at < finished).length).toBeGreaterThan(0);
  const manifest = JSON.parse(await fs.readFile(path.join(backupDir, "manifest.json"), "utf8"));
  expect(manifest.rows.properties).toBeGreaterThanOrEqual(24);
  const snapshotLeads = await leadsInSnapshot(backupDir);
  expect(snapshotLeads).toHaveLength(manifest.rows.leads);

  const restoredDir = path.join(root, "restored");
  await npmScript(["db:restore", "--", backupDir], { DATA_DIR: restoredDir, ...target.env });
  // At LOG_LEVEL info a start that had to create the admin would say so: the restored one must not.
  const restored = await startAppServer({
    dataDir: restoredDir,
    env: { ...target.env, LOG_LEVEL: "info" },
  });
  try {
    expect(restored.output()).toContain("database ready");
    expect(restored.output()).not.toMatch(ADMIN_CREATED);
    const cookie = await signInCookie(restored.url);
    const restoredLeads = await getJson<{ id: string; email: string }[]>(
      restored.url,
      "/api/leads",
      cookie,
    );
    expect(restoredLeads.map((lead) => `${lead.id} ${lead.email}`).sort()).toEqual(
      snapshotLeads.sort(),
    );
    // Everything acknowledged before the backup began is in it.
    const restoredEmails = new Set(restoredLeads.map((lead) => lead.email));
    for (const { value } of leads.filter(({ at }) => at < started)) {
      expect(restoredEmails.has(value), value).toBe(true);
    }
    const properties = await getJson<{ images: string[] }[]>(
      restored.url,
      "/api/properties",
      cookie,
    );
    expect(properties).toHaveLength(manifest.rows.properties);
    const referenced = new Set(properties.flatMap((property) => property.images));
    for (const { value } of photos.filter(({ at }) => at < started)) {
      expect(referenced.has(value), value).toBe(true);
    }
    for (const image of referenced) {
      expect((await fetch(`${restored.url}${image}?w=480`)).status, image).toBe(200);
    }
  } finally {
    await restored.stop();
  }
});

it.skipIf(Boolean(process.env.DATABASE_URL))(
  "db:backup says so when the server it asked stops before writing the backup",
  async () => {
    const dataDir = path.join(root, "stopping");
    await fs.mkdir(dataDir, { recursive: true });
    // A process holding the data folder's lock, as the server does; SIGUSR2, the request for a
    // backup, ends it (the signal's default action), as if the server had crashed then.
    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    try {
      await fs.writeFile(path.join(dataDir, "db.lock"), String(holder.pid));
      await expect(npmScript(["db:backup"], { DATA_DIR: dataDir })).rejects.toThrow(
        /The server stopped before it wrote the backup/,
      );
    } finally {
      holder.kill("SIGKILL");
    }
  },
);
