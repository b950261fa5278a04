// A lead's timeline (issue 36): what staff and the site did about it, each with who and when,
// from lead_events, and the e-mails sent about it, from the outbox.
import "server-only";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { LeadEvent, LeadEventKind } from "@/lib/schemas/lead-event";
import type { Session } from "@/server/auth/sessions";
import { requireAssigned } from "@/server/auth/staff-scope";
import { type Database, db } from "@/server/db/client";
import { leadEvents, leads, mailMessages, properties, users } from "@/server/db/schema";
import { notFound } from "@/server/errors";

const NOT_FOUND = "Contacto não encontrado";

export async function recordLeadEvent(
  tx: Database,
  event: {
    leadId: string;
    kind: LeadEventKind;
    text?: string | null;
    data?: Record<string, string | null> | null;
    userId: string | null;
  },
) {
  const [row] = await tx.insert(leadEvents).values(event).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A request of the same address about the same listing within this many days joins its lead. */
export const MERGE_WITHIN_DAYS = 30;

/** What happened to a viewing, as the lead's timeline tells it. */
export type ViewingStep = "requested" | "confirmed" | "proposed" | "cancelled";

/**
 * Writes a viewing's step into the timeline of the lead it belongs to: the newest lead of the
 * same address about the same listing within MERGE_WITHIN_DAYS, as a request is merged
 * (create-lead.ts). A viewing asked without an earlier enquiry stays in "Visitas" alone.
 */
export async function recordViewingOnLead(
  tx: Database,
  viewing: { id: string; email: string; propertyId: string; start: Date },
  step: ViewingStep,
  userId: string | null,
): Promise<void> {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(properties, eq(properties.ref, leads.propertyRef))
    .where(
      and(
        eq(properties.id, viewing.propertyId),
        sql`lower(trim(${leads.email})) = ${viewing.email.trim().toLowerCase()}`,
        ne(leads.email, ""),
        gt(leads.createdAt, sql`now() - make_interval(days => ${MERGE_WITHIN_DAYS})`),
      ),
    )
    .orderBy(desc(leads.createdAt))
    .limit(1);
  if (!lead) return;
  await recordLeadEvent(tx, {
    leadId: lead.id,
    kind: "viewing",
    data: { viewingId: viewing.id, step, start: viewing.start.toISOString() },
    userId,
  });
}

/** A lead `session` may work; another consultant's is not found, as if it did not exist. */
async function workableLead(leadId: string, session: Session): Promise<void> {
  const [lead] = await db()
    .select({ consultantId: leads.consultantId })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw notFound(NOT_FOUND);
  requireAssigned(session, lead.consultantId, NOT_FOUND);
}

/** Oldest first: the timeline reads as the story of the lead. */
export async function listLeadEvents(leadId: string, session: Session): Promise<LeadEvent[]> {
  await workableLead(leadId, session);
  const [events, messages] = await Promise.all([
    db()
      .select({ event: leadEvents, userName: users.name, userEmail: users.email })
      .from(leadEvents)
      .leftJoin(users, eq(users.id, leadEvents.userId))
      .where(eq(leadEvents.leadId, leadId)),
    db().select().from(mailMessages).where(eq(mailMessages.leadId, leadId)),
  ]);
  const timeline: LeadEvent[] = [
    ...events.map(({ event, userName, userEmail }) => ({
      id: event.id,
      kind: event.kind,
      text: event.text,
      data: event.data ?? null,
      userId: event.userId,
      userName: userName || userEmail || null,
      createdAt: event.createdAt.toISOString(),
    })),
    // An e-mail is in the story when it went out, or when it was queued if it has not yet.
    ...messages.map(
      (message): LeadEvent => ({
        id: message.id,
        kind: "email",
        text: null,
        data: { mailKind: message.kind, status: message.status, recipients: message.recipients },
        userId: null,
        userName: null,
        createdAt: (message.sentAt ?? message.createdAt).toISOString(),
      }),
    ),
  ];
  return timeline.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** POST /api/leads/{id}/notes */
export async function addLeadNote(
  leadId: string,
  text: string,
  session: Session,
): Promise<LeadEvent> {
  await workableLead(leadId, session);
  const userId = session.user.id;
  const row = await recordLeadEvent(db(), { leadId, kind: "note", text, userId });
  const [user] = await db()
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    data: null,
    userId,
    userName: user?.name || user?.email || null,
    createdAt: row.createdAt.toISOString(),
  };
}
