// The e-mails the requests call for (the outbox) and their delivery attempts.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { MAIL_KINDS, MAIL_STATUSES } from "@/lib/schemas/mail-message";
import { createdAt, id } from "./columns";
import { leadEvents } from "./pipeline";
import { leads, mortgageRequests } from "./requests";
import { savedSearches } from "./saved-searches";
import { sellerReportSends } from "./seller-reports";
import { viewings } from "./viewings";

export const mailKind = pgEnum("mail_kind", MAIL_KINDS);
export const mailStatus = pgEnum("mail_status", MAIL_STATUSES);

/**
 * The outbox: each e-mail a lead, mortgage request, viewing, saved search or seller report calls for, written in the transaction that
 * stores the request, and delivered by a worker (src/server/mail/outbox.ts). Its content is
 * rendered at each attempt from the request; `messageId` stays the same across attempts, so a
 * message resent after a crash is recognisably the same message.
 */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: id(),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "cascade" }),
    mortgageRequestId: uuid("mortgage_request_id").references(() => mortgageRequests.id, {
      onDelete: "cascade",
    }),
    /** A request merged into the lead (its timeline's entry): the notification shows that one. */
    leadEventId: uuid("lead_event_id").references(() => leadEvents.id, { onDelete: "cascade" }),
    viewingId: uuid("viewing_id").references(() => viewings.id, { onDelete: "cascade" }),
    /** A saved search's confirmation or alert (an alert names the first of its searches). */
    savedSearchId: uuid("saved_search_id").references(() => savedSearches.id, {
      onDelete: "cascade",
    }),
    /** A seller report an administrator sent to a listing's owner. */
    sellerReportSendId: uuid("seller_report_send_id").references(() => sellerReportSends.id, {
      onDelete: "cascade",
    }),
    kind: mailKind("kind").notNull(),
    /**
     * A viewing's invitation or cancellation is of the event as it stood when staff acted: its
     * SEQUENCE and times then, whatever has changed since.
     */
    eventSequence: integer("event_sequence"),
    eventStart: timestamp("event_start", { withTimezone: true }),
    eventEnd: timestamp("event_end", { withTimezone: true }),
    messageId: text("message_id").notNull().unique(),
    status: mailStatus("status").notNull().default("pending"),
    /** Addresses of the last attempt. */
    recipients: text("recipients").array().notNull().default(sql`'{}'::text[]`),
    attempts: integer("attempts").notNull().default(0),
    /** When a worker may next take it: its next try, or the end of a worker's claim on it. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_messages_lead_idx").on(t.leadId),
    index("mail_messages_mortgage_request_idx").on(t.mortgageRequestId),
    index("mail_messages_viewing_idx").on(t.viewingId),
    index("mail_messages_saved_search_idx").on(t.savedSearchId),
    index("mail_messages_seller_report_send_idx").on(t.sellerReportSendId),
    check(
      "mail_messages_one_request",
      sql`num_nonnulls(${t.leadId}, ${t.mortgageRequestId}, ${t.viewingId}, ${t.savedSearchId}, ${t.sellerReportSendId}) = 1`,
    ),
  ],
);

/** Every delivery attempt of an outbox message, and its error if it failed. */
export const mailAttempts = pgTable(
  "mail_attempts",
  {
    id: id(),
    mailMessageId: uuid("mail_message_id")
      .notNull()
      .references(() => mailMessages.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    error: text("error"),
  },
  (t) => [index("mail_attempts_message_idx").on(t.mailMessageId)],
);
