// Whole-process tests run on PGlite (a data folder) or, with DATABASE_URL, on a fresh
// PostgreSQL database of their own, dropped afterwards.
import pg from "pg";

export interface FreshDatabase {
  env: Record<string, string>;
  drop: () => Promise<void>;
  /**
   * Runs one statement in the test's database, beside the servers using it (PostgreSQL only: a
   * PGlite folder is the server's alone). Tests move the database's clock with it.
   */
  query: (statement: string) => Promise<unknown[]>;
}

export async function freshDatabase(name: string): Promise<FreshDatabase> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    return {
      env: {},
      drop: async () => {},
      query: async () => {
        throw new Error("only on PostgreSQL: the server alone opens a PGlite folder");
      },
    };
  }
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
    query: async (statement) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return (await client.query(statement)).rows;
      } finally {
        await client.end();
      }
    },
  };
}
