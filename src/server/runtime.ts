// Start and stop of the server-side runtime: the database connection and its preparation.
import { closeConnection, connection } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { logger } from "@/server/logger";

// server.ts calls this (through globalThis, as it cannot import the compiled bundle) after
// the HTTP server has drained, so no query runs against a closed database.
const SHUTDOWN = Symbol.for("casa-lusa.shutdown");

export async function startRuntime(): Promise<void> {
  try {
    const { engine } = connection();
    await prepareDatabase();
    logger().info({ engine }, "database ready");
    (globalThis as Record<symbol, unknown>)[SHUTDOWN] = closeConnection;
  } catch (error) {
    logger().fatal({ err: error }, "could not prepare the database");
    process.exit(1);
  }
}
