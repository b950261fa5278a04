// `npm run db:seed`: migrates, creates the first admin if there is none, and loads the demo
// content unless it was loaded before. Run it with the server stopped when using PGlite.
import { closeConnection, connection } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/prepare";
import { env } from "@/server/env";
import { loadDotenv } from "@/server/load-dotenv";

async function main() {
  loadDotenv();
  const { engine } = connection();
  await prepareDatabase(connection(), { demo: true });
  await closeConnection();
  process.stdout.write(`Demo content is in place (${engine}, ${env().DATA_DIR}).\n`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
