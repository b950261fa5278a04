// The server's records of what staff did and of its own daily work: the audit log
// (docs/decisions/027) and the runs of the daily jobs (src/server/jobs/).
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";

/**
 * Who did what, when and from where: every staff write, sign-ins (failed ones too), sign-outs,
 * and the exports and erasures of personal data. Field names only, never their values. Rows are
 * only ever added: a trigger (drizzle's hand-written block) refuses UPDATE and DELETE except the
 * retention job's, and no API changes them. `userId` has no foreign key on purpose: an entry
 * outlives the account it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    userId: uuid("user_id"),
    /** A failed sign-in of an unknown address: a keyed hash of it, never the address. */
    actorKey: text("actor_key"),
    ip: text("ip"),
    /** What was done: the endpoint's name ("properties.update") or an event ("auth.login_failed"). */
    action: text("action").notNull(),
    /** What it was done to: the endpoint's group ("properties") or "auth". */
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    /** The names of the fields sent, never their values. */
    fields: text("fields").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_user_idx").on(t.userId, t.at.desc()),
    index("audit_log_entity_idx").on(t.entity, t.at.desc()),
  ],
);

/**
 * Each daily job's schedule, shared by every instance: an instance runs a job only after
 * moving `nextDueAt` ahead of the database's clock in one UPDATE, so one instance runs it.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  nextDueAt: timestamp("next_due_at", { withTimezone: true }).notNull().defaultNow(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  /** Set while an instance runs it: the claim's end, after which a crashed run is retried. */
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

export type AuditLogRow = typeof auditLog.$inferSelect;
