// Whole-process tests run on PGlite (a data folder) or, with DATABASE_URL, on a fresh
// PostgreSQL database of their own, dropped afterwards.
import pg from "pg";

export async function freshDatabase(
  name: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { env: {}, drop: async () => {} };
  const admin = new URL(base);
  admin.pathname = "/postgres";
  const database = `casa_lusa_${name}_${process.pid}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${database} with (force)`);
  await run(`create database ${database}`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => run(`drop database if exists ${database} with (force)`),
  };
}
