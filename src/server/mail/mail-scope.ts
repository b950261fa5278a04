// Which e-mails of the outbox a staff account may read and resend: an administrator all of them,
// a consultant those of the leads, mortgage requests and viewings assigned to them (staff-scope.ts).
import "server-only";
import { inArray, or, type SQL } from "drizzle-orm";
import type { Session } from "@/server/auth/sessions";
import { assignedFilter } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { leads, mailMessages, mortgageRequests, viewings } from "@/server/db/schema";

export function mailScope(session: Session): SQL | undefined {
  const ownLeads = assignedFilter(session, leads.consultantId);
  const ownRequests = assignedFilter(session, mortgageRequests.consultantId);
  const ownViewings = assignedFilter(session, viewings.consultantId);
  if (!ownLeads || !ownRequests || !ownViewings) return undefined;
  return or(
    inArray(mailMessages.leadId, db().select({ id: leads.id }).from(leads).where(ownLeads)),
    inArray(
      mailMessages.mortgageRequestId,
      db().select({ id: mortgageRequests.id }).from(mortgageRequests).where(ownRequests),
    ),
    inArray(
      mailMessages.viewingId,
      db().select({ id: viewings.id }).from(viewings).where(ownViewings),
    ),
  );
}
