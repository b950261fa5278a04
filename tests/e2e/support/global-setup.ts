import { buildIfNeeded } from "../../../scripts/build-if-needed";
import { dropDatabases, SERVER_DATABASE_REST, serverDatabasePrefix } from "../../support/postgres";

export default function globalSetup() {
  buildIfNeeded();
  const databaseUrl = process.env.DATABASE_URL;
  // On PostgreSQL, the end of the run drops what a worker that died left (support/server.ts).
  if (databaseUrl) {
    return () =>
      dropDatabases(databaseUrl, serverDatabasePrefix(databaseUrl), SERVER_DATABASE_REST);
  }
}
