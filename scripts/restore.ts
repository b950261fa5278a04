// `npm run db:restore <backup folder>`: loads a backup into an empty database (PGlite: an empty
// DATA_DIR; PostgreSQL: an empty database) and the image storage (the uploads folder or the S3
// bucket). Stop the server first.
import { restoreBackup } from "@/server/backup/backup";
import { closeConnection, connection } from "@/server/db/client";
import { loadDotenv } from "@/server/load-dotenv";
import { objectStorage } from "@/server/uploads/objects";

async function main() {
  loadDotenv();
  const source = process.argv[2];
  if (!source) throw new Error("Usage: npm run db:restore <backup folder>");
  const manifest = await restoreBackup(connection(), objectStorage(), source);
  await closeConnection();
  const total = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  process.stdout.write(`Restored ${total} rows and the uploads from ${source}\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
