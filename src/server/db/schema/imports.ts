// Imports of listings from another site's feed (docs/product.md#kyero-import): each run, its
// progress and its outcome, readable by every instance.
import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";

export const IMPORT_STATUSES = ["running", "done", "failed"] as const;

export interface ImportNote {
  id: string;
  reason: string;
}

export const importJobs = pgTable(
  "import_jobs",
  {
    id: id(),
    source: text("source").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("running"),
    total: integer("total").notNull(),
    processed: integer("processed").notNull().default(0),
    created: integer("created").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    rejected: jsonb("rejected").$type<ImportNote[]>().notNull().default(sql`'[]'::jsonb`),
    flagged: jsonb("flagged").$type<ImportNote[]>().notNull().default(sql`'[]'::jsonb`),
    error: text("error"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Moved on by the process running the job at each step and photo (stale: it stopped). */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "import_jobs_status_known",
      sql`${t.status} in (${sql.raw(IMPORT_STATUSES.map((status) => `'${status}'`).join(","))})`,
    ),
  ],
);

export type ImportJobRow = typeof importJobs.$inferSelect;
