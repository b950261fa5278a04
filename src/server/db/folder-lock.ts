// PGlite has no lock of its own, and two processes on one data folder silently diverge
// (MACHINE.md). A lock file beside the folder, holding the owner's pid, makes a second
// process (a seed script while the server runs, a second server) stop with a clear message.
import "server-only";
import fs from "node:fs";

export class FolderInUseError extends Error {}

export function lockFolder(folder: string): () => void {
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        fs.rmSync(lockPath, { force: true });
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (owner !== process.pid && isAlive(owner)) {
        throw new FolderInUseError(
          `The database folder ${folder} is in use by process ${owner}. Stop that process first.`,
        );
      }
      // Left behind by a process that no longer runs (or by this one): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new FolderInUseError(`Could not lock the database folder ${folder}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
