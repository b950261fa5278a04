// The one module that knows which database engine runs: PGlite in a data folder when
// DATABASE_URL is unset, PostgreSQL through `pg` when it is set. Everything else asks for
// `db()` and writes ordinary Drizzle queries.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env } from "@/server/env";
import { lockFolder } from "./folder-lock";
import { schema } from "./schema";

/**
 * PGlite's own start parameters, and a smaller buffer cache: PostgreSQL's default of 128 MB of
 * shared buffers is all held in the process's WebAssembly memory from the start, where the
 * embedded database of an agency (a few MB of rows) reads its pages through the operating
 * system's file cache anyway. 16 MB took the server's resident memory at rest from 453 to about
 * 340 MB (docs/benchmarks.md, "Memory of the embedded default").
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Connection {
  engine: "pglite" | "postgres";
  db: Database;
  /** Runs SQL that may hold several statements (migrations, test resets). */
  exec(sql: string): Promise<void>;
  /** Applies the committed SQL migrations of drizzle/. */
  migrate(): Promise<void>;
  /**
   * Runs `task` while holding a database-wide lock, so several app instances starting at once
   * migrate and seed one after the other. PGlite has a single process by construction.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

// Any constant works; it only has to be the same for every instance of this application.
const STARTUP_LOCK_ID = 7_316_420_911;

// One connection per process, shared by every bundle that loads this module (Next compiles
// server code into several chunks): two PGlite instances on one folder would diverge.
const KEY = Symbol.for("casa-lusa.db");
type Holder = { [KEY]?: Connection };

export function openConnection(databaseUrl: string | undefined, pgliteDir: string): Connection {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return {
      engine: "postgres",
      db: db as unknown as Database,
      exec: async (sql) => {
        await pool.query(sql);
      },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      exclusive: async (task) => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
          return await task();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const inMemory = pgliteDir.startsWith("memory://");
  const unlock = inMemory ? () => {} : lockFolder(ensureDir(pgliteDir));
  const client = new PGlite(pgliteDir, { startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite(client, { schema });
  return {
    engine: "pglite",
    db: db as unknown as Database,
    exec: async (sql) => {
      await client.exec(sql);
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: (task) => task(),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

function ensureDir(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function connection(): Connection {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    const { DATABASE_URL, pgliteDir } = env();
    holder[KEY] = openConnection(DATABASE_URL, pgliteDir);
  }
  return holder[KEY];
}

export function db(): Database {
  return connection().db;
}

/** Closes this process's connection, if one was opened. */
export async function closeConnection(): Promise<void> {
  const holder = globalThis as Holder;
  const open = holder[KEY];
  holder[KEY] = undefined;
  await open?.close();
}
