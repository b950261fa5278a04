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

/**
 * Empties every table of the application (migrations bookkeeping lives in another schema) by
 * deleting the rows of those that hold any, in as many passes as the foreign keys need. Not
 * TRUNCATE: it makes new files for every table and index, which cost 250 ms per test on PGlite
 * and 700 ms on PostgreSQL, against 5-15 ms for this (docs/decisions/008). The audit log refuses
 * deletes except to its retention job, whose setting this transaction takes. Every cached page
 * and answer is then stale, as a TRUNCATE of the listings makes them.
 */
export async function resetDatabase(): Promise<void> {
  await connection().exec(`
    do $$ declare
      name text;
      written boolean;
      pending int;
      passes int := 0;
    begin
      perform set_config('casa_lusa.audit_retention', 'on', true);
      loop
        pending := 0;
        for name in select quote_ident(tablename) from pg_tables where schemaname = 'public' loop
          execute 'select exists (select from ' || name || ')' into written;
          continue when not written;
          begin
            execute 'delete from ' || name;
          exception when foreign_key_violation then
            pending := pending + 1;
          end;
        end loop;
        exit when pending = 0;
        passes := passes + 1;
        if passes > 20 then
          raise exception 'the test database could not be emptied';
        end if;
      end loop;
      perform bump_content_tags(array['everything']);
    end $$;
  `);
}
