import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskStorage, TEMPORARY_FOLDER, THIS_WRITER, temporaryFileName } from "./storage";

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-storage-"));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const temporaryDir = () => path.join(root, TEMPORARY_FOLDER);

async function leaveTemporaryFile(name: string, modifiedAt = new Date()): Promise<string> {
  await fs.mkdir(temporaryDir(), { recursive: true });
  const file = path.join(temporaryDir(), name);
  await fs.writeFile(file, "half a photo");
  await fs.utimes(file, modifiedAt, modifiedAt);
  return name;
}

/** The pid of a process of this machine that has already exited. */
function exitedPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid ?? 0;
}

describe("disk storage", () => {
  it("writes through a temporary file it leaves nothing of", async () => {
    const storage = diskStorage(root);
    await storage.write("a1/original.jpg", Buffer.from("photo"));
    expect(await storage.read("a1/original.jpg")).toEqual(Buffer.from("photo"));
    expect(await fs.readdir(temporaryDir())).toEqual([]);
  });

  it("removes at start what crashed writers left, and keeps writes still in progress", async () => {
    const storage = diskStorage(root);
    await storage.write("a1/original.jpg", Buffer.from("photo"));
    const hourAgo = new Date(Date.now() - 61 * 60_000);
    const beforeThisProcess = new Date(performance.timeOrigin - 5_000);
    const otherHost = { host: "0badc0de", pid: process.pid };
    const abandoned = [
      await leaveTemporaryFile(temporaryFileName({ ...THIS_WRITER, pid: exitedPid() })),
      // A restarted container gets the same pid again.
      await leaveTemporaryFile(temporaryFileName(THIS_WRITER), beforeThisProcess),
      await leaveTemporaryFile(temporaryFileName(otherHost), hourAgo),
    ];
    const inProgress = [
      await leaveTemporaryFile(temporaryFileName(THIS_WRITER)),
      await leaveTemporaryFile(temporaryFileName({ ...THIS_WRITER, pid: process.ppid })),
      await leaveTemporaryFile(temporaryFileName(otherHost)),
    ];
    const notOurs = await leaveTemporaryFile("notes.txt", hourAgo);

    expect(await storage.removeAbandonedWrites()).toBe(abandoned.length);
    expect((await fs.readdir(temporaryDir())).sort()).toEqual([...inProgress, notOurs].sort());
    expect(await storage.read("a1/original.jpg")).toEqual(Buffer.from("photo"));
  });

  it("lists every finished file as a key, not writes in progress or hidden files", async () => {
    const storage = diskStorage(root);
    await storage.write("a1/original.jpg", Buffer.from("photo"));
    await storage.write("a1/meta.json", Buffer.from("{}"));
    await storage.write("b2/w480.webp", Buffer.from("small"));
    await leaveTemporaryFile(temporaryFileName());
    await fs.writeFile(path.join(root, "a1", ".DS_Store"), "");
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys.sort()).toEqual(["a1/meta.json", "a1/original.jpg", "b2/w480.webp"]);
    const empty: string[] = [];
    for await (const key of diskStorage(path.join(root, "missing")).list()) empty.push(key);
    expect(empty).toEqual([]);
  });

  it("refuses keys that could leave its folder", async () => {
    const storage = diskStorage(root);
    for (const key of ["../secret", "a1/../../x", "/etc/passwd", ".tmp/x", ""]) {
      await expect(storage.write(key, Buffer.from("x")), key).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it("has nothing to clean in a folder never written to", async () => {
    expect(await diskStorage(path.join(root, "missing")).removeAbandonedWrites()).toBe(0);
  });
});
