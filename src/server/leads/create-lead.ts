// A lead as a public form sends it (issue 36): assigned as it is stored (assignment.ts), or, when
// the same person (e-mail, whatever its case) asked about the same listing within
// MERGE_WITHIN_DAYS, merged into that lead's timeline instead of opening a second card.
import "server-only";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Lead, LeadCreate } from "@/lib/schemas/lead";
import type { Database } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { type LeadRow, leads } from "@/server/db/schema";
import { storeWithMail } from "@/server/mail/outbox";
import { consentRecord, type Sender } from "@/server/privacy/consent";
import { assignNewRequest } from "./assignment";
import { MERGE_WITHIN_DAYS, recordLeadEvent } from "./lead-events";

export type NewLead = Omit<LeadCreate, "website" | "consentVersion"> & {
  consentVersion?: string | null;
};

/** Stores the lead (or merges it) and, in the same transaction, the e-mails it calls for. */
export async function createLead(
  input: NewLead,
  /** Who sent it from a public form; absent for rows made otherwise (tests, imports). */
  sender?: Sender,
): Promise<Lead> {
  const stored = await storeWithMail(
    async (tx) => {
      const merged = input.propertyRef ? await mergeIntoRecentLead(tx, input, sender) : null;
      if (merged) return merged;
      const consultantId = await assignNewRequest(tx, input.propertyRef);
      const [lead] = await tx
        .insert(leads)
        .values({ ...input, consultantId, ...consentRecord(sender) })
        .returning();
      if (!lead) throw new Error("insert returned no row");
      return { email: lead.email, answer: isoDates(lead), leadId: lead.id, eventId: undefined };
    },
    ({ leadId, eventId }) => (eventId ? { leadId, leadEventId: eventId } : { leadId }),
  );
  return stored.answer;
}

/**
 * Joins the request to the newest lead of the same address about the same listing within
 * MERGE_WITHIN_DAYS, if there is one: a "request" entry in its timeline, and the lead unread
 * again. A transaction-scoped lock on the address and listing makes two identical requests at
 * once wait for each other, so the second finds the lead the first stored.
 */
async function mergeIntoRecentLead(tx: Database, input: NewLead, sender: Sender | undefined) {
  const email = input.email.trim().toLowerCase();
  const ref = input.propertyRef ?? "";
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`lead-merge\n${email}\n${ref}`}, 0))`,
  );
  const [existing] = await tx
    .select()
    .from(leads)
    .where(
      and(
        sql`lower(trim(${leads.email})) = ${email}`,
        ne(leads.email, ""),
        eq(leads.propertyRef, ref),
        gt(leads.createdAt, sql`now() - make_interval(days => ${MERGE_WITHIN_DAYS})`),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (!existing) return null;
  const event = await recordLeadEvent(tx, {
    leadId: existing.id,
    kind: "request",
    text: input.message,
    data: { name: input.name, phone: input.phone ?? null, language: input.language },
    userId: null,
  });
  await tx.update(leads).set({ status: "new" }).where(eq(leads.id, existing.id));
  return {
    email: input.email,
    answer: visitorsAnswer(existing, input, event.createdAt, sender),
    leadId: existing.id,
    eventId: event.id,
  };
}

/**
 * What the visitor is answered for a merged request: what a new lead would answer, made of what
 * they sent, never of what the earlier lead holds (whoever knows an address must not read it).
 */
function visitorsAnswer(existing: LeadRow, input: NewLead, at: Date, sender?: Sender): Lead {
  const consent = consentRecord(sender);
  return {
    id: existing.id,
    propertyRef: input.propertyRef ?? null,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
    type: input.type,
    language: input.language,
    status: "new",
    consultantId: existing.consultantId,
    stage: "new",
    lostReason: null,
    stageChangedAt: at.toISOString(),
    consentVersion: input.consentVersion ?? null,
    consentAt: consent.consentAt?.toISOString() ?? null,
    consentIp: consent.consentIp ?? null,
    createdAt: at.toISOString(),
  };
}
