// `npm run db:backup [folder]`: a consistent snapshot of the database (SQL) and the stored images
// (the uploads folder or the S3 bucket).
// With PGlite and the server running, the server itself writes it (asked with SIGUSR2: no
// second process may open its data folder); otherwise this script does. With PostgreSQL and
// pg_dump installed, a pg_dump archive is written beside it too.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { backupFolderName, writeBackup } from "@/server/backup/backup";
import { closeConnection, connection } from "@/server/db/client";
import { env } from "@/server/env";
import { loadDotenv } from "@/server/load-dotenv";
import { objectStorage } from "@/server/uploads/objects";

function runningServerPid(pgliteDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(`${pgliteDir}.lock`, "utf8"));
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** How long the server may take: a big site's images under write load take minutes to copy. */
const SERVER_BACKUP_LIMIT_MS = 10 * 60_000;

async function askServer(pid: number, backupsDir: string): Promise<string> {
  const before = new Set(fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir) : []);
  process.kill(pid, "SIGUSR2");
  const deadline = Date.now() + SERVER_BACKUP_LIMIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fresh = (fs.existsSync(backupsDir) ? fs.readdirSync(backupsDir) : []).filter(
      (name) => !before.has(name) && fs.existsSync(path.join(backupsDir, name, "manifest.json")),
    );
    if (fresh[0]) return path.join(backupsDir, fresh[0]);
    try {
      process.kill(pid, 0);
    } catch {
      throw new Error("The server stopped before it wrote the backup; see its log.");
    }
  }
  throw new Error("The server did not write the backup within ten minutes; see its log.");
}

async function main() {
  loadDotenv();
  const { DATA_DIR, DATABASE_URL, pgliteDir } = env();
  const backupsDir = path.join(DATA_DIR, "backups");
  const pid = DATABASE_URL ? null : runningServerPid(pgliteDir);
  let target: string;
  if (pid) {
    target = await askServer(pid, backupsDir);
  } else {
    target = path.resolve(process.argv[2] ?? path.join(backupsDir, backupFolderName()));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await writeBackup(connection(), objectStorage(), target);
    await closeConnection();
  }
  if (DATABASE_URL && spawnSync("pg_dump", ["--version"]).status === 0) {
    const dump = spawnSync("pg_dump", [
      "--format=custom",
      `--file=${path.join(target, "postgres.dump")}`,
      DATABASE_URL,
    ]);
    if (dump.status !== 0) console.warn(`pg_dump failed: ${dump.stderr}`);
  }
  process.stdout.write(`Backup written to ${target}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
