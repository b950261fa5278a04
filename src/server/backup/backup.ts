// Backups: a consistent SQL snapshot of every table (one repeatable-read transaction), then a
// copy of the stored images (the uploads folder or the S3 bucket) into the backup's folder.
// Images are written before any row names them and are never deleted, so every image the
// snapshot refers to is in the copy.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Connection } from "@/server/db/client";
import { diskStorage, type ObjectStorage } from "@/server/uploads/storage";

/**
 * Tables in an order that satisfies their foreign keys; sessions, rate-limit counters and the
 * daily jobs' schedule are not worth keeping. The audit log is: it is the agency's record.
 */
export const BACKUP_TABLES = [
  "app_state",
  "consultants",
  "properties",
  "property_features",
  "leads",
  "mortgage_requests",
  "mail_messages",
  "mail_attempts",
  "users",
  "recovery_codes",
  "audit_log",
  "testimonials",
  "home_settings",
  "page_settings",
] as const;

export interface BackupManifest {
  createdAt: string;
  engine: Connection["engine"];
  migrations: number;
  rows: Record<string, number>;
}

async function migrationCount(conn: Connection): Promise<number> {
  const result = await conn.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

export async function writeBackup(
  conn: Connection,
  storage: ObjectStorage,
  target: string,
): Promise<BackupManifest> {
  await fs.mkdir(target, { recursive: false });
  const lines: string[] = [];
  const rows: Record<string, number> = {};
  await conn.db.transaction(
    async (tx) => {
      for (const table of BACKUP_TABLES) {
        // PostgreSQL writes each INSERT itself, quoting included.
        const result = await tx.execute(
          sql.raw(
            `select format('insert into %I select * from json_populate_record(null::%I, %L);', '${table}', '${table}', row_to_json(t)::text) as line from ${table} t`,
          ),
        );
        const statements = (result as unknown as { rows: { line: string }[] }).rows;
        rows[table] = statements.length;
        lines.push(`-- ${table}: ${statements.length} rows`, ...statements.map((r) => r.line));
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    engine: conn.engine,
    migrations: await migrationCount(conn),
    rows,
  };
  await fs.writeFile(path.join(target, "database.sql"), `${lines.join("\n")}\n`);
  await copyFiles(storage, diskStorage(path.join(target, "uploads")));
  // Written last: a folder with a manifest is a complete backup.
  await fs.writeFile(path.join(target, "manifest.json"), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Loads a backup into a migrated, empty database and the image storage. */
export async function restoreBackup(conn: Connection, storage: ObjectStorage, source: string) {
  const manifest = JSON.parse(
    await fs.readFile(path.join(source, "manifest.json"), "utf8"),
  ) as BackupManifest;
  await conn.migrate();
  const migrations = await migrationCount(conn);
  if (migrations !== manifest.migrations) {
    throw new Error(
      `This backup was made with ${manifest.migrations} migrations and this version has ${migrations}: restore it with the version of the site that made it.`,
    );
  }
  for (const table of BACKUP_TABLES) {
    const result = await conn.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    if (((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0) {
      throw new Error(
        `The database is not empty (table ${table} has rows): restore into an empty one.`,
      );
    }
  }
  const script = await fs.readFile(path.join(source, "database.sql"), "utf8");
  await conn.exec(`begin;\n${script}\ncommit;`);
  await copyFiles(diskStorage(path.join(source, "uploads")), storage);
  return manifest;
}

const COPIES_AT_ONCE = 8;

/**
 * Copies every finished file (writes in progress come and go while the copy runs and are left
 * out). A stored file is never changed or deleted, so the copy holds every finished one.
 */
async function copyFiles(from: ObjectStorage, to: ObjectStorage): Promise<void> {
  // Several at once: each write waits for its file to reach the disk (or the bucket).
  const keys = from.list()[Symbol.asyncIterator]();
  const copyNext = async () => {
    for (let key = await keys.next(); !key.done; key = await keys.next()) {
      const data = await from.read(key.value);
      if (data) await to.write(key.value, data);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copyNext));
}

export function backupFolderName(date = new Date()): string {
  return `backup-${date.toISOString().replace(/[:.]/g, "-")}`;
}
