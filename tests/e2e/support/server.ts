// The browser tests' production servers: on PGlite each has its own empty data folder; with
// DATABASE_URL set (the PostgreSQL lane of .ci/run), each also gets a fresh PostgreSQL database
// of its own, dropped when it stops, so workers never share or inherit data.
import { type AppServer, startAppServer } from "../../support/app-server";
import { createDatabase, dropDatabase, serverDatabasePrefix } from "../../support/postgres";

let started = 0;

export async function startTestServer(
  options: Parameters<typeof startAppServer>[0] = {},
): Promise<AppServer> {
  const base = process.env.DATABASE_URL;
  if (!base) return startAppServer(options);
  started += 1;
  const name = `${serverDatabasePrefix(base)}${process.pid}_${started}`;
  const url = await createDatabase(base, name);
  let server: AppServer;
  try {
    server = await startAppServer({ ...options, env: { ...options.env, DATABASE_URL: url } });
  } catch (error) {
    await dropDatabase(base, name);
    throw error;
  }
  return {
    ...server,
    async stop(signal) {
      try {
        return await server.stop(signal);
      } finally {
        await dropDatabase(base, name);
      }
    },
  };
}
