import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Lead, LeadCreate, LeadStatus } from "@/lib/schemas/lead";
import type { Session } from "@/server/auth/sessions";
import { assignedFilter } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { leads } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { storeWithMail } from "@/server/mail/outbox";
import { consentRecord, type Sender } from "@/server/privacy/consent";

const NOT_FOUND = "Contacto não encontrado";

/** The leads `session` may work (a consultant: those assigned to them), newest first. */
export async function listLeads(session: Session, limit?: number): Promise<Lead[]> {
  const query = db()
    .select()
    .from(leads)
    .where(assignedFilter(session, leads.consultantId))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(isoDates);
}

/** Stores the lead and, in the same transaction, the e-mails it calls for. */
export async function createLead(
  input: Omit<LeadCreate, "website" | "consentVersion"> & { consentVersion?: string | null },
  /** Who sent it from a public form; absent for rows made otherwise (tests, imports). */
  sender?: Sender,
): Promise<Lead> {
  const row = await storeWithMail(
    async (tx) =>
      (
        await tx
          .insert(leads)
          .values({ ...input, ...consentRecord(sender) })
          .returning()
      )[0],
    (lead) => ({ leadId: lead.id }),
  );
  return isoDates(row);
}

/** Another consultant's lead is not found (404), as if it did not exist. */
export async function setLeadStatus(
  id: string,
  status: LeadStatus,
  session: Session,
): Promise<Lead> {
  const [row] = await db()
    .update(leads)
    .set({ status })
    .where(and(eq(leads.id, id), assignedFilter(session, leads.consultantId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return isoDates(row);
}

export async function deleteLead(id: string): Promise<void> {
  const deleted = await db().delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
