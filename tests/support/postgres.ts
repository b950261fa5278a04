// Per-worker databases on the PostgreSQL server named by DATABASE_URL. They are named after
// that database (casa_lusa_ci_123 → casa_lusa_ci_123_w1), so two test runs on one server (CI
// beside a developer, parallel checkouts) never drop each other's databases.
import pg from "pg";

function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

function workerPrefix(databaseUrl: string): string {
  const base = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || "casa_lusa_test";
  return `${base}_w`;
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

export async function createWorkerDatabase(databaseUrl: string, worker: string): Promise<string> {
  const name = `${workerPrefix(databaseUrl)}${worker.replace(/\D/g, "")}`;
  await asAdmin(databaseUrl, async (client) => {
    const quoted = client.escapeIdentifier(name);
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  });
  const url = new URL(databaseUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

export async function dropWorkerDatabases(databaseUrl: string): Promise<void> {
  const prefix = workerPrefix(databaseUrl);
  await asAdmin(databaseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database");
    const ours = rows
      .map((row) => row.datname)
      .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)));
    for (const name of ours) {
      await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    }
  });
}
