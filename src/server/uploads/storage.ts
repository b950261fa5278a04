// Where stored files live: a local folder (the default), or an S3-compatible bucket
// (s3-storage.ts) that several instances of the site share.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export interface ObjectStorage {
  /**
   * Throws a StorageError naming the setting at fault when the storage cannot be used (a folder
   * that cannot be written, a bucket that does not exist or cannot be reached). Run at start.
   */
  check(): Promise<void>;
  /** Writes all of `data` or nothing: a crash never leaves half a file under `key`. */
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Every stored key (for backups), writes in progress left out. */
  list(): AsyncIterable<string>;
  /**
   * Deletes what writes cut short by a crash left behind, never a write another process still
   * has in progress. Run at start.
   */
  removeAbandonedWrites(now?: number): Promise<number>;
}

/** The storage cannot be used as configured; the message names the setting. */
export class StorageError extends Error {}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Refuses a key that could leave the store's folder or bucket prefix. */
export function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

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
  const resolve = (key: string) => path.join(root, checkKey(key));
  const temporaryDir = path.join(root, TEMPORARY_FOLDER);

  return {
    async check() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.W_OK);
      } catch (error) {
        throw new StorageError(
          `UPLOADS_DIR: cannot write to ${root} (${(error as Error).message})`,
        );
      }
    },
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
    list: () => listFiles(root, ""),
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

/**
 * The files under `dir`, as keys beginning with `prefix`. Hidden names are not keys: the
 * temporary folder is left out, and so is what the system puts there (.DS_Store, …).
 */
async function* listFiles(dir: string, prefix: string): AsyncGenerator<string> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return [];
    throw error;
  });
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      yield* listFiles(path.join(dir, entry.name), `${key}/`);
    } else if (entry.isFile()) {
      yield key;
    }
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
