// Saved searches (docs/product.md#saved-searches): a visitor's list filters and address, the
// alerts' frequency, the double opt-in's confirmation and consent record, and what each search
// has been sent, so that no listing is sent twice for the same reason.
import { sql } from "drizzle-orm";
import {
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_REASONS, SAVED_SEARCH_FREQUENCIES } from "@/lib/schemas/saved-search";
import { createdAt, id } from "./columns";
import { properties } from "./listings";
import { locale } from "./requests";

export const savedSearchFrequency = pgEnum("saved_search_frequency", SAVED_SEARCH_FREQUENCIES);
export const alertReason = pgEnum("alert_reason", ALERT_REASONS);

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: id(),
    /** Trimmed and lower-cased as typed. */
    email: text("email").notNull(),
    /** The list's filters in their canonical query form ("" = every listing). */
    query: text("query").notNull(),
    language: locale("language").notNull(),
    frequency: savedSearchFrequency("frequency").notNull(),
    /** Null until the confirmation link is opened; unconfirmed searches go after 7 days. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    consentVersion: text("consent_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentIp: text("consent_ip"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_searches_email_query_idx").on(t.email, t.query),
    index("saved_searches_frequency_idx").on(t.frequency, t.confirmedAt),
  ],
);

/** Each listing sent for a search, once per reason (the primary key says so). */
export const savedSearchSends = pgTable(
  "saved_search_sends",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    reason: alertReason("reason").notNull(),
    /**
     * The alert that carried it (mail_messages.id; no foreign key, as mail_messages refers to
     * saved_searches and the two schema modules would import each other).
     */
    mailMessageId: uuid("mail_message_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId, t.reason] }),
    index("saved_search_sends_message_idx").on(t.mailMessageId),
  ],
);
