// Prepares a new embedded database in a process of its own: migrations, the first admin and the
// demo content. The server runs it before it opens a PGlite folder that does not exist yet
// (src/server/db/prepare-apart.ts) and opens the folder once this process has exited, so the
// memory that creating the database and drawing the demo take is given back when it ends.
import { closeConnection, connection } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";

async function main() {
  await prepareDatabase(connection());
  await closeConnection();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
