// Start and stop of the server-side runtime: the database connection and its preparation, the
// image storage's check and its clean-up after a crash, the mail worker and the daily jobs.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { provideVisitWriter } from "@/server/analytics/visit-front";
import { writeVisits } from "@/server/analytics/write-visits";
import { backupFolderName, writeBackup } from "@/server/backup/backup";
import { closeConnection, connection } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { prepareNewDatabaseApart } from "@/server/db/prepare-apart";
import { env } from "@/server/env";
import { removeEndedWindows } from "@/server/http/rate-limit";
import { DAILY_JOBS } from "@/server/jobs/daily-jobs";
import { startJobRunner } from "@/server/jobs/runner";
import { logger } from "@/server/logger";
import { startMailWorker } from "@/server/mail/worker";
import { provideContentVersions } from "@/server/page-cache/content-tags";
import { contentVersions } from "@/server/page-cache/content-versions";
import { provideFeedServer } from "@/server/portals/feed-front";
import { serveFeed } from "@/server/portals/serve-feed";
import { ALERT_JOBS } from "@/server/saved-searches/alerts-job";
import { objectStorage } from "@/server/uploads/objects";
import { StorageError } from "@/server/uploads/storage";

// server.ts calls this (through globalThis, as it cannot import the compiled bundle) after
// the HTTP server has drained, so no query runs against a closed database.
const SHUTDOWN = Symbol.for("casa-lusa.shutdown");
const SWEEP_INTERVAL_MS = 10 * 60_000;

export async function startRuntime(): Promise<void> {
  try {
    const storage = objectStorage();
    // A bucket that is missing or out of reach stops the start, not a visitor's upload later.
    await storage.check();
    // Before anything is written: what a killed process left half-written goes first.
    const abandoned = await storage.removeAbandonedWrites();
    if (abandoned) logger().warn({ files: abandoned }, "removed files left by interrupted uploads");
    // A new embedded database is made apart (prepare-apart.ts); the server then opens it.
    if (!env().DATABASE_URL) await prepareNewDatabaseApart(env().pgliteDir);
    const { engine } = connection();
    await prepareDatabase();
    logger().info({ engine }, "database ready");
    // Lead e-mails go out while SMTP_URL is set; without it they wait in the outbox.
    const mail = env().SMTP_URL ? await startMailWorker() : undefined;
    // Retention and any other daily job: each runs once a day among all instances.
    const jobs = startJobRunner(DAILY_JOBS, env().JOB_CHECK_SECONDS * 1000);
    // The saved-search alerts, checked often enough for the instant ones to keep their interval.
    const alertSeconds = Math.min(env().JOB_CHECK_SECONDS, env().ALERT_INTERVAL_S);
    const alerts = startJobRunner(ALERT_JOBS, alertSeconds * 1000);
    (globalThis as Record<symbol, unknown>)[SHUTDOWN] = async () => {
      await jobs.stop();
      await alerts.stop();
      await mail?.stop();
      await closeConnection();
    };
    provideContentVersions(contentVersions);
    provideFeedServer(serveFeed);
    provideVisitWriter(writeVisits);
    // Rate-limit windows that have ended are forgotten; every instance does it, harmlessly.
    setInterval(() => {
      removeEndedWindows().catch((error) =>
        logger().warn({ err: error }, "rate-limit sweep failed"),
      );
    }, SWEEP_INTERVAL_MS).unref();
    // `npm run db:backup` asks a running server for a snapshot with SIGUSR2: with PGlite no
    // other process may open the database while the server has it.
    process.on("SIGUSR2", () => {
      backupOnRequest().catch((error) => logger().error({ err: error }, "backup failed"));
    });
  } catch (error) {
    if (error instanceof StorageError) {
      // Said plainly, as a bad environment variable is (server.ts).
      console.error(error.message);
      logger().fatal("the image storage cannot be used");
    } else {
      logger().fatal({ err: error }, "could not prepare the database");
    }
    process.exit(1);
  }
}

export const BACKUPS_FOLDER = "backups";

async function backupOnRequest(): Promise<void> {
  const { DATA_DIR } = env();
  const target = path.join(DATA_DIR, BACKUPS_FOLDER, backupFolderName());
  await fs.mkdir(path.dirname(target), { recursive: true });
  const manifest = await writeBackup(connection(), objectStorage(), target);
  logger().info({ target, rows: manifest.rows }, "backup written");
}
