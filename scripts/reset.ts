// `npm run db:reset`: deletes every row and uploaded image, then migrates and loads the demo
// content again. Stop the server first.
import fs from "node:fs/promises";
import { closeConnection, connection } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { env } from "@/server/env";
import { loadDotenv } from "@/server/load-dotenv";

async function main() {
  loadDotenv();
  const { pgliteDir, uploadsDir, DATABASE_URL, S3_BUCKET } = env();
  // Opening the connection takes the PGlite folder's lock: a running server stops the reset.
  const conn = connection();
  if (DATABASE_URL) {
    await conn.exec(
      "drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;",
    );
  }
  await closeConnection();
  if (!DATABASE_URL) await fs.rm(pgliteDir, { recursive: true, force: true });
  // A bucket's images stay: no row names them any more, and the bucket may hold other things.
  if (!S3_BUCKET) await fs.rm(uploadsDir, { recursive: true, force: true });
  await prepareDatabase(connection(), { demo: true });
  await closeConnection();
  process.stdout.write(
    `The database was reset and the demo content loaded again.${S3_BUCKET ? ` The images in the bucket ${S3_BUCKET} were kept.` : ""}\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
