// Migration 0006 adds "exempt" to the energy classes and makes existing land listings exempt, in
// the same transaction as every other pending migration (drizzle runs them in one). Run on a
// database of its own, brought to 0007 first, on PGlite or on the PostgreSQL server named by
// DATABASE_URL.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { expect, it } from "vitest";
import { createWorkerDatabase } from "../support/postgres";

const BEFORE = "0008_legal_and_consent";

/** A copy of drizzle/ holding the migrations before `tag` only. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-before-"));
  await fs.cp("drizzle", copy, { recursive: true });
  const journalPath = path.join(copy, "meta", "_journal.json");
  const journal = JSON.parse(await fs.readFile(journalPath, "utf8"));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  await fs.writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

interface Database {
  run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    const db = drizzlePglite(client);
    return {
      run: async (query) => (await db.execute(query)).rows as Record<string, unknown>[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const url = await createWorkerDatabase(serverUrl, "exempt0");
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzlePg(pool);
  return {
    run: async (query) => (await db.execute(query)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const name = decodeURIComponent(new URL(url).pathname.slice(1));
      await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
      await admin.end();
    },
  };
}

function listing(ref: string, type: string) {
  return sql`insert into properties (ref, type, price, location, city, area, title_pt, title_en,
    title_jp, description_pt, description_en, description_jp)
    values (${ref}, ${type}, 100000, 'Sintra', 'Sintra', 500, 't', 't', 't', 'd', 'd', 'd')`;
}

// Two rounds of migrations on a new database: slow when the machine is busy, hence the timeout.
it("makes existing land listings exempt and leaves the others' class as it was", {
  timeout: 120_000,
}, async () => {
  const before = await migrationsBefore(BEFORE);
  const db = await openDatabase();
  try {
    await db.migrate(before);
    await db.run(listing("LAND-1", "land"));
    await db.run(listing("FLAT-1", "apartment"));

    await db.migrate(path.resolve("drizzle"));

    const rows = await db.run(sql`select ref, energy_certificate from properties order by ref`);
    expect(rows).toEqual([
      { ref: "FLAT-1", energy_certificate: "A" },
      { ref: "LAND-1", energy_certificate: "exempt" },
    ]);
    // No default any more: a listing names its class.
    await expect(db.run(listing("FLAT-2", "apartment"))).rejects.toThrow();
  } finally {
    await db.close();
    await fs.rm(before, { recursive: true, force: true });
  }
});
