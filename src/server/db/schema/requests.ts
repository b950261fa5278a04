// What visitors send: leads (an enquiry or a valuation request) and mortgage requests, each
// with the language it was written in.
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { LOCALES, MORTGAGE_STATUSES } from "@/lib/constants";
import { LEAD_STATUSES, LEAD_TYPES } from "@/lib/schemas/lead";
import { createdAt, id } from "./columns";

/**
 * What the visitor was told when sending (docs/decisions/025): the version of the privacy notice
 * and consent line the form showed, as the form sent it, when, and from which address.
 */
const consentRecord = () => ({
  consentVersion: text("consent_version"),
  consentAt: timestamp("consent_at", { withTimezone: true }),
  consentIp: text("consent_ip"),
});

export const leadType = pgEnum("lead_type", LEAD_TYPES);
export const leadStatus = pgEnum("lead_status", LEAD_STATUSES);
export const mortgageStatus = pgEnum("mortgage_status", MORTGAGE_STATUSES);
export const locale = pgEnum("locale", LOCALES);

export const leads = pgTable(
  "leads",
  {
    id: id(),
    propertyRef: text("property_ref"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    type: leadType("type").notNull().default("inquiry"),
    language: locale("language").notNull().default("pt"),
    status: leadStatus("status").notNull().default("new"),
    ...consentRecord(),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_status_idx").on(t.status),
  ],
);

export const mortgageRequests = pgTable(
  "mortgage_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    language: locale("language").notNull().default("pt"),
    status: mortgageStatus("status").notNull().default("new"),
    ...consentRecord(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mortgage_requests_created_at_idx").on(t.createdAt.desc()),
    index("mortgage_requests_status_idx").on(t.status),
    check("mortgage_requests_phone_not_empty", sql`length(${t.phone}) >= 1`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

export type MortgageRequestRow = typeof mortgageRequests.$inferSelect;
