// Per-worker databases on the PostgreSQL server named by DATABASE_URL, and one per browser-test
// server. They are named after that database (casa_lusa_ci_123 → casa_lusa_ci_123_w1), so two
// test runs on one server (CI beside a developer, parallel checkouts) never drop each other's
// databases.
import pg from "pg";

function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

function baseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || "casa_lusa_test";
}

function workerPrefix(databaseUrl: string): string {
  return `${baseName(databaseUrl)}_w`;
}

async function asAdmin<T>(databaseUrl: string, task: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** Creates the database `name` anew on DATABASE_URL's server and answers its URL. */
export async function createDatabase(databaseUrl: string, name: string): Promise<string> {
  await asAdmin(databaseUrl, async (client) => {
    const quoted = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export async function dropDatabase(databaseUrl: string, name: string): Promise<void> {
  await asAdmin(databaseUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
  );
}

/** Drops every database whose name is `prefix` followed by what `rest` matches whole. */
export async function dropDatabases(databaseUrl: string, prefix: string, rest: RegExp) {
  await asAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database");
    const ours = rows
      .map((row) => row.datname)
      .filter((name) => name.startsWith(prefix) && rest.test(name.slice(prefix.length)));
    for (const name of ours) {
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    }
  });
}

export async function createWorkerDatabase(databaseUrl: string, worker: string): Promise<string> {
  return createDatabase(databaseUrl, `${workerPrefix(databaseUrl)}${worker.replace(/\D/g, "")}`);
}

export async function dropWorkerDatabases(databaseUrl: string): Promise<void> {
  await dropDatabases(databaseUrl, workerPrefix(databaseUrl), /^\d+$/);
}

/**
 * The browser tests' servers on PostgreSQL: each its own database, named after DATABASE_URL's
 * and the Playwright worker's process (casa_lusa_ci_123 → casa_lusa_ci_123_e4567_1), apart from
 * the unit tests' worker databases.
 */
export const serverDatabasePrefix = (databaseUrl: string) => `${baseName(databaseUrl)}_e`;
export const SERVER_DATABASE_REST = /^\d+_\d+$/;
