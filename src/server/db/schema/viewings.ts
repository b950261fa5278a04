// Viewings booked by visitors (issue 36, item 5) and the hours they are booked in: each
// consultant's weekly availability in Lisbon time, and the exceptions to it on given dates.
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { VIEWING_STATUSES } from "@/lib/schemas/viewing";
import { createdAt, id, updatedAt } from "./columns";
import { consultants, properties } from "./listings";
import { locale } from "./requests";

export const viewingStatus = pgEnum("viewing_status", VIEWING_STATUSES);

/** Minutes since midnight in Lisbon: 0 to 1440. */
const minuteOfDay = (name: string) => integer(name);

/** A window of a consultant's week, Lisbon time: e.g. Monday 10:00 to 13:00. */
export const consultantAvailability = pgTable(
  "consultant_availability",
  {
    id: id(),
    consultantId: uuid("consultant_id")
      .notNull()
      .references(() => consultants.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    startMinute: minuteOfDay("start_minute").notNull(),
    endMinute: minuteOfDay("end_minute").notNull(),
  },
  (t) => [
    index("consultant_availability_consultant_idx").on(t.consultantId, t.weekday),
    check("consultant_availability_weekday", sql`${t.weekday} between 1 and 7`),
    check(
      "consultant_availability_window",
      sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

/**
 * A date that is not like the week: closed all day (no minutes), or open only in the windows its
 * rows give.
 */
export const availabilityExceptions = pgTable(
  "availability_exceptions",
  {
    id: id(),
    consultantId: uuid("consultant_id")
      .notNull()
      .references(() => consultants.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    startMinute: minuteOfDay("start_minute"),
    endMinute: minuteOfDay("end_minute"),
  },
  (t) => [
    index("availability_exceptions_consultant_idx").on(t.consultantId, t.date),
    check(
      "availability_exceptions_window",
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440)`,
    ),
  ],
);

export const viewings = pgTable(
  "viewings",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    consultantId: uuid("consultant_id").references(() => consultants.id, {
      onDelete: "set null",
    }),
    start: timestamp("start", { withTimezone: true }).notNull(),
    end: timestamp("end", { withTimezone: true }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    language: locale("language").notNull().default("pt"),
    status: viewingStatus("status").notNull().default("requested"),
    /** The iCalendar UID of the event: the same in every invitation, update and cancellation. */
    uid: text("uid").notNull().unique(),
    /** The iCalendar SEQUENCE: raised each time the time or status changes. */
    sequence: integer("sequence").notNull().default(0),
    consentVersion: text("consent_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A slot is never given twice: one live viewing per consultant and start.
    uniqueIndex("viewings_consultant_start_idx")
      .on(t.consultantId, t.start)
      .where(sql`${t.status} <> 'cancelled'`),
    index("viewings_start_idx").on(t.start),
    index("viewings_created_at_idx").on(t.createdAt.desc()),
    check("viewings_end_after_start", sql`${t.end} > ${t.start}`),
  ],
);

export type ViewingRow = typeof viewings.$inferSelect;
