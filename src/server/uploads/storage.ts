// Where stored files live. One implementation today (the local disk); the interface is what
// an S3-compatible store would implement later.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

export interface ObjectStorage {
  /** Writes all of `data` or nothing: a crash never leaves half a file under `key`. */
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes every file whose key starts with `prefix/`. */
  removeFolder(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function diskStorage(root: string): ObjectStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };

  return {
    async write(key, data) {
      const target = resolve(key);
      const dir = path.dirname(target);
      await fs.mkdir(dir, { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
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
  };
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
