// Per-worker databases on the PostgreSQL server named by DATABASE_URL.
import pg from "pg";

const PREFIX = "casa_lusa_test_w";

function adminUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

export async function createWorkerDatabase(databaseUrl: string, worker: string): Promise<string> {
  const name = `${PREFIX}${worker.replace(/\D/g, "")}`;
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropWorkerDatabases(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${PREFIX}%`],
    );
    for (const { datname } of rows) {
      await client.query(`drop database if exists ${datname} with (force)`);
    }
  } finally {
    await client.end();
  }
}
