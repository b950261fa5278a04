// Storage limitation (GDPR art. 5(1)(e)): the daily job that erases the personal data of leads
// and mortgage requests older than the agency's period, the same way as an erasure on request
// (erase-requests.ts), and removes audit-log entries older than theirs.
import "server-only";
import { lt, sql } from "drizzle-orm";
import { pruneAuditLog } from "@/server/audit/audit-log";
import { db } from "@/server/db/client";
import { leads, mailMessages, mortgageRequests, viewings } from "@/server/db/schema";
import type { DailyJob } from "@/server/jobs/runner";
import {
  eraseLeadEvents,
  eraseLeads,
  eraseMailMessages,
  eraseMortgageRequests,
  eraseViewings,
  messagesOfRequests,
} from "./erase-requests";
import { getPrivacySettings } from "./privacy-settings";

/** Erases the requests made more than `months` ago; answers how many of each. */
export async function anonymiseOldRequests(months: number) {
  const before = sql`now() - make_interval(months => ${months})`;
  const oldLeads = lt(leads.createdAt, before);
  const oldMortgageRequests = lt(mortgageRequests.createdAt, before);
  // A viewing counts from its own time: one booked long ahead is kept until it has passed.
  const oldViewings = lt(viewings.end, before);
  return db().transaction(async (tx) => ({
    mailMessages: await eraseMailMessages(
      tx,
      sql`${messagesOfRequests(oldLeads, oldMortgageRequests, oldViewings)} and ${lt(mailMessages.createdAt, before)}`,
    ),
    leadEvents: await eraseLeadEvents(tx, oldLeads),
    leads: await eraseLeads(tx, oldLeads),
    mortgageRequests: await eraseMortgageRequests(tx, oldMortgageRequests),
    viewings: await eraseViewings(tx, oldViewings),
  }));
}

export const retentionJob: DailyJob = {
  name: "retention",
  async run() {
    const settings = await getPrivacySettings();
    const anonymised = await anonymiseOldRequests(settings.anonymiseAfterMonths);
    const auditEntries = await pruneAuditLog(settings.auditLogMonths);
    return {
      anonymisedLeads: anonymised.leads,
      anonymisedMortgageRequests: anonymised.mortgageRequests,
      anonymisedViewings: anonymised.viewings,
      erasedMailMessages: anonymised.mailMessages,
      erasedLeadEvents: anonymised.leadEvents,
      removedAuditEntries: auditEntries,
    };
  },
};
