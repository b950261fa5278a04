// What visitors send: leads (an enquiry or a valuation request) and mortgage requests, each
// with the language it was written in.
import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES, MORTGAGE_STATUSES } from "@/lib/constants";
import { LEAD_STAGES, LEAD_STATUSES, LEAD_TYPES } from "@/lib/schemas/lead";
import { createdAt, id } from "./columns";
import { consultants } from "./listings";

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
export const leadStage = pgEnum("lead_stage", LEAD_STAGES);

/** Who answers a request: a consultant, or the administrators when null. */
const assignee = () =>
  uuid("consultant_id").references(() => consultants.id, { onDelete: "set null" });

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
    consultantId: assignee(),
    stage: leadStage("stage").notNull().default("new"),
    /** Why a lead was lost (stage "lost" only). */
    lostReason: text("lost_reason"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }).notNull().defaultNow(),
    ...consentRecord(),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt.desc()),
    index("leads_status_idx").on(t.status),
    index("leads_consultant_idx").on(t.consultantId),
    index("leads_stage_idx").on(t.stage),
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
    consultantId: assignee(),
    ...consentRecord(),
    createdAt: createdAt(),
  },
  (t) => [
    index("mortgage_requests_created_at_idx").on(t.createdAt.desc()),
    index("mortgage_requests_status_idx").on(t.status),
    index("mortgage_requests_consultant_idx").on(t.consultantId),
    check("mortgage_requests_phone_not_empty", sql`length(${t.phone}) >= 1`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

export type MortgageRequestRow = typeof mortgageRequests.$inferSelect;
