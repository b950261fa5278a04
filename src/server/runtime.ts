// Start and stop of the server-side runtime: the database connection and its preparation,
// and the upload storage's clean-up after a crash.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { backupFolderName, writeBackup } from "@/server/backup/backup";
import { closeConnection, connection } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { provideContentVersions } from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { objectStorage } from "@/server/uploads/objects";

// server.ts calls this (through globalThis, as it cannot import the compiled bundle) after
// the HTTP server has drained, so no query runs against a closed database.
const SHUTDOWN = Symbol.for("casa-lusa.shutdown");

export async function startRuntime(): Promise<void> {
  try {
    const { engine } = connection();
    // Before anything is written: what a killed process left half-written goes first.
    const abandoned = await objectStorage().removeAbandonedWrites();
    if (abandoned) logger().warn({ files: abandoned }, "removed files left by interrupted uploads");
    await prepareDatabase();
    logger().info({ engine }, "database ready");
    (globalThis as Record<symbol, unknown>)[SHUTDOWN] = closeConnection;
    provideContentVersions(contentVersions);
    // `npm run db:backup` asks a running server for a snapshot with SIGUSR2: with PGlite no
    // other process may open the database while the server has it.
    process.on("SIGUSR2", () => {
      backupOnRequest().catch((error) => logger().error({ err: error }, "backup failed"));
    });
  } catch (error) {
    logger().fatal({ err: error }, "could not prepare the database");
    process.exit(1);
  }
}

export const BACKUPS_FOLDER = "backups";

async function backupOnRequest(): Promise<void> {
  const { DATA_DIR, uploadsDir } = env();
  const target = path.join(DATA_DIR, BACKUPS_FOLDER, backupFolderName());
  await fs.mkdir(path.dirname(target), { recursive: true });
  const manifest = await writeBackup(connection(), uploadsDir, target);
  logger().info({ target, rows: manifest.rows }, "backup written");
}
