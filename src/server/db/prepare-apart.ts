// A new embedded database is created, migrated and given its demo content by a process of its
// own before the server opens it (scripts/prepare-database.ts). In the server's process,
// PostgreSQL's initdb alone took the resident memory to 0.9 GB, and about 200 MB of what it and
// the demo content grew (compiled WebAssembly, the C heap) stayed for the process's life: the
// operating system is not given it back. PGlite lets one process at a time open a folder; this
// one waits for the other to exit first.
import "server-only";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Whether `dir` holds a PGlite database already. */
export function databaseExists(dir: string): boolean {
  return fs.existsSync(path.join(dir, "PG_VERSION"));
}

/** Prepares the database of a PGlite folder that does not exist yet, in a child process. */
export async function prepareNewDatabaseApart(dir: string): Promise<void> {
  if (databaseExists(dir)) return;
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/prepare-database.ts"],
    // From the project's folder, as every start of the server runs; the same environment, so it
    // prepares the same folder, storage and first admin, and prints the same notices.
    { cwd: process.cwd(), stdio: "inherit", env: process.env },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Preparing the new database in ${dir} failed (exit ${code})`);
}
