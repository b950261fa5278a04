// Runs before each test file. The first file in a worker opens that worker's database (a copy
// of the PGlite template, or a fresh PostgreSQL database); every test starts from empty tables.
import fs from "node:fs/promises";
import path from "node:path";
import { beforeEach, inject } from "vitest";
import { connection } from "@/server/db/client";
import { createWorkerDatabase } from "./postgres";

const READY = Symbol.for("casa-lusa.test-database");
const holder = globalThis as { [READY]?: Promise<void> };

async function openWorkerDatabase(): Promise<void> {
  const worker = process.env.VITEST_POOL_ID ?? "1";
  const scratch = inject("scratchDir");
  process.env.DATA_DIR = path.join(scratch, `worker-${worker}`);
  process.env.UPLOADS_DIR = path.join(scratch, `worker-${worker}`, "uploads");
  process.env.LOG_LEVEL ??= "silent";
  if (process.env.DATABASE_URL) {
    process.env.DATABASE_URL = await createWorkerDatabase(process.env.DATABASE_URL, worker);
    await connection().migrate();
  } else {
    const folder = path.join(scratch, `worker-${worker}`, "db");
    await fs.cp(path.join(scratch, "template"), folder, { recursive: true });
    process.env.PGLITE_DIR = folder;
  }
}

holder[READY] ??= openWorkerDatabase();
await holder[READY];

// The rate limits' counters are a table too: each test starts with none.
beforeEach(resetDatabase);

/** Empties every table of the application (migrations bookkeeping lives in another schema). */
export async function resetDatabase(): Promise<void> {
  await connection().exec(`
    do $$ begin
      execute (
        select 'truncate table ' || string_agg(quote_ident(tablename), ', ') || ' cascade'
        from pg_tables where schemaname = 'public'
      );
    end $$;
  `);
}
