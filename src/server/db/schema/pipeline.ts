// What staff do with a lead once it has arrived (issue 36): its timeline, the turn of the
// round-robin that assigns requests, and the reminders sent about leads left unanswered.
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { LEAD_EVENT_KINDS, LEAD_REMINDER_LEVELS } from "@/lib/schemas/lead-event";
import { createdAt, id } from "./columns";
import { leads } from "./requests";

export const leadEventKind = pgEnum("lead_event_kind", LEAD_EVENT_KINDS);
export const leadReminderLevel = pgEnum("lead_reminder_level", LEAD_REMINDER_LEVELS);

/**
 * A lead's timeline: notes by staff, stage changes, assignments and the requests merged into it,
 * each with who (a staff account; null for the site itself) and when. `text` holds what a person
 * wrote (a note, a merged request's message, a lost reason); `data` the rest (stages, assignee,
 * the merged request's contact fields). Both are erased with the lead's personal data.
 * `userId` has no foreign key: an entry outlives the account that wrote it, as in the audit log.
 */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: id(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: leadEventKind("kind").notNull(),
    text: text("text"),
    data: jsonb("data").$type<Record<string, string | null>>(),
    userId: uuid("user_id"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * The round-robin's turn, one row per pool, counted up in one atomic UPDATE by whichever
 * instance assigns a request: kept apart from `consultants` (a content table) so that assigning
 * a lead never makes the public pages stale.
 */
export const assignmentTurns = pgTable("assignment_turns", {
  pool: text("pool").primaryKey(),
  turn: integer("turn").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders sent about a lead left in stage "new": one row per level, inserted with the
 * e-mail it calls for, so that each is sent once whichever instance runs the job and however
 * often it runs.
 */
export const leadReminders = pgTable(
  "lead_reminders",
  {
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    level: leadReminderLevel("level").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leadId, t.level] })],
);

export type LeadEventRow = typeof leadEvents.$inferSelect;
