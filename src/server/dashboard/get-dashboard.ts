import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { LIMITS, PROPERTY_STATUSES, type PropertyStatus } from "@/lib/constants";
import type { Session } from "@/server/auth/sessions";
import { assignedFilter, isAdministrator } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { leads, mortgageRequests, properties } from "@/server/db/schema";
import { listLeads } from "@/server/leads/leads";
import { countFailingMail } from "@/server/mail/outbox";
import { toProperty } from "@/server/properties/to-property";
import { lateAlertRuns } from "@/server/saved-searches/late-runs";

/**
 * The dashboard (docs/product.md#dashboard): latest 5 properties and 5 leads, the counts staff
 * watch, and how many lead e-mails are failing. A consultant sees their own work: their leads
 * and requests, and their listings among the latest.
 */
export async function getDashboard(session: Session) {
  const ownListings = assignedFilter(session, properties.consultantId);
  const [latestRows, latestLeads, byStatus, [newLeads], [newMortgage], failingMail, lateRuns] =
    await Promise.all([
      db()
        .select()
        .from(properties)
        .where(ownListings)
        .orderBy(desc(properties.createdAt))
        .limit(LIMITS.dashboardLatest),
      listLeads(session, {}, LIMITS.dashboardLatest),
      db()
        .select({ status: properties.status, count: sql<number>`count(*)::int` })
        .from(properties)
        .where(ownListings)
        .groupBy(properties.status),
      db()
        .select({ count: sql<number>`count(*)::int` })
        .from(leads)
        .where(and(eq(leads.status, "new"), assignedFilter(session, leads.consultantId))),
      db()
        .select({ count: sql<number>`count(*)::int` })
        .from(mortgageRequests)
        .where(
          and(
            eq(mortgageRequests.status, "new"),
            assignedFilter(session, mortgageRequests.consultantId),
          ),
        ),
      isAdministrator(session) ? countFailingMail() : 0,
      isAdministrator(session) ? lateAlertRuns() : [],
    ]);
  const propertiesByStatus = Object.fromEntries(
    PROPERTY_STATUSES.map((status) => [
      status,
      byStatus.find((r) => r.status === status)?.count ?? 0,
    ]),
  ) as Record<PropertyStatus, number>;
  return {
    latestProperties: latestRows.map(toProperty),
    latestLeads,
    propertiesByStatus,
    newLeads: newLeads?.count ?? 0,
    newMortgageRequests: newMortgage?.count ?? 0,
    /** E-mails given up on or failing again and again: the dashboard warns of them. */
    failingMail,
    /** Saved-search alert runs overdue (job_runs): the dashboard warns of them. */
    lateAlertRuns: lateRuns,
  };
}
