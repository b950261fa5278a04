// Where stored files live. One implementation today (the local disk); the interface is what
// an S3-compatible store would implement later.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface ObjectStorage {
  /** Writes all of `data` or nothing: a crash never leaves half a file under `key`. */
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes every file whose key starts with `prefix/`. */
  removeFolder(prefix: string): Promise<void>;
  /**
   * Deletes what writes cut short by a crash left behind (on an object store: incomplete
   * multipart uploads), never a write another process still has in progress. Run at start.
   */
  removeAbandonedWrites(now?: number): Promise<number>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/**
 * Files are written here first, then renamed into place. One folder for the whole store (a
 * key never starts with a dot) keeps the clean-up at start to a single directory listing.
 */
export const TEMPORARY_FOLDER = ".tmp";

/** No single write takes this long: past it a temporary file is abandoned, whoever wrote it. */
const ABANDONED_AFTER_MS = 60 * 60_000;

export interface Writer {
  /** A short fingerprint of the machine, so pids are only compared on the machine they mean. */
  host: string;
  pid: number;
}

export const THIS_WRITER: Writer = {
  host: createHash("sha256").update(os.hostname()).digest("hex").slice(0, 8),
  pid: process.pid,
};

const TEMPORARY_NAME = /^([0-9a-f]{8})-(\d+)-[0-9a-f]{12}$/;

export function temporaryFileName(writer: Writer = THIS_WRITER): string {
  return `${writer.host}-${writer.pid}-${randomBytes(6).toString("hex")}`;
}

export function diskStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const temporaryDir = path.join(root, TEMPORARY_FOLDER);

  return {
    async write(key, data) {
      const target = resolve(key);
      const dir = path.dirname(target);
      await fs.mkdir(dir, { recursive: true });
      await fs.mkdir(temporaryDir, { recursive: true });
      const temporary = path.join(temporaryDir, temporaryFileName());
      const handle = await fs.open(temporary, "w");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temporary, target);
      await syncDir(dir);
    },
    async read(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await fs.access(resolve(key));
        return true;
      } catch {
        return false;
      }
    },
    async removeFolder(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    async removeAbandonedWrites(now = Date.now()) {
      const names = await fs.readdir(temporaryDir).catch((error) => {
        if (isMissing(error)) return [] as string[];
        throw error;
      });
      let removed = 0;
      for (const name of names) {
        const file = path.join(temporaryDir, name);
        const stat = await fs.lstat(file).catch(() => null);
        if (!stat?.isFile() || !isAbandoned(name, stat.mtimeMs, now)) continue;
        await fs.rm(file, { force: true });
        removed++;
      }
      return removed;
    },
  };
}

/**
 * Several app instances may share the folder, so a temporary file is only removed when its
 * writer is known to be gone: a process of this machine that no longer runs (or this very
 * process before it started: a restarted container keeps its pid), or anyone after an hour.
 */
function isAbandoned(name: string, modifiedAt: number, now: number): boolean {
  const match = TEMPORARY_NAME.exec(name);
  if (!match) return false;
  if (now - modifiedAt > ABANDONED_AFTER_MS) return true;
  if (match[1] !== THIS_WRITER.host) return false;
  const pid = Number(match[2]);
  if (pid === THIS_WRITER.pid) return modifiedAt < performance.timeOrigin;
  return !isRunning(pid);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}
