import "server-only";
import { and, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Lead, type LeadListQuery, type LeadUpdate, UNASSIGNED } from "@/lib/schemas/lead";
import type { Session } from "@/server/auth/sessions";
import {
  assignedFilter,
  forbiddenField,
  REASSIGN_MESSAGE,
  requireAssigned,
} from "@/server/auth/staff-scope";
import { type Database, db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { consultants, leads } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { queueMail, wakeWorker } from "@/server/mail/outbox";
import { checkAssignee } from "./assignment";
import { recordLeadEvent } from "./lead-events";

export { createLead } from "./create-lead";

const NOT_FOUND = "Contacto não encontrado";

/**
 * The leads `session` may work (a consultant: those assigned to them), newest first, filtered by
 * stage, assignee and age.
 */
export async function listLeads(
  session: Session,
  filters: LeadListQuery = {},
  limit?: number,
): Promise<Lead[]> {
  const where = and(
    filters.stage ? eq(leads.stage, filters.stage) : undefined,
    filters.consultantId === UNASSIGNED
      ? isNull(leads.consultantId)
      : filters.consultantId
        ? eq(leads.consultantId, filters.consultantId)
        : undefined,
    filters.olderThanDays !== undefined
      ? lte(leads.createdAt, sql`now() - make_interval(days => ${filters.olderThanDays})`)
      : undefined,
    assignedFilter(session, leads.consultantId),
  );
  const query = db()
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(isoDates);
}

/**
 * PATCH /api/leads/{id}: read or unread, a stage (with the reason of a loss), an assignee. Each
 * change of stage or assignee is written to the lead's timeline with who made it; a new
 * assignee is e-mailed.
 */
export async function updateLead(id: string, update: LeadUpdate, session: Session): Promise<Lead> {
  const userId = session.user.id;
  let reassigned = false;
  const row = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    // Another consultant's lead is not found (404), as if it did not exist.
    if (!current) throw notFound(NOT_FOUND);
    requireAssigned(session, current.consultantId, NOT_FOUND);
    const set: PgUpdateSetSource<typeof leads> = {};
    if (update.status) set.status = update.status;

    const lostReason = update.stage === "lost" ? (update.lostReason ?? null) : null;
    if (update.stage && (update.stage !== current.stage || lostReason !== current.lostReason)) {
      Object.assign(set, { stage: update.stage, lostReason, stageChangedAt: sql`now()` });
      await recordLeadEvent(tx, {
        leadId: id,
        kind: "stage",
        text: lostReason,
        data: { from: current.stage, to: update.stage },
        userId,
      });
    }

    if (update.consultantId !== undefined && update.consultantId !== current.consultantId) {
      // Only an administrator hands a lead to someone else.
      if (session.user.access !== "admin") throw forbiddenField("consultantId", REASSIGN_MESSAGE);
      await checkAssignee(tx, update.consultantId);
      set.consultantId = update.consultantId;
      await recordLeadEvent(tx, {
        leadId: id,
        kind: "assignment",
        data: {
          from: current.consultantId,
          to: update.consultantId,
          fromName: await consultantName(tx, current.consultantId),
          toName: await consultantName(tx, update.consultantId),
        },
        userId,
      });
      await queueMail(tx, { leadId: id }, ["assignment"]);
      reassigned = true;
    }

    if (Object.keys(set).length === 0) return current;
    const [updated] = await tx.update(leads).set(set).where(eq(leads.id, id)).returning();
    return updated ?? current;
  });
  if (reassigned) wakeWorker();
  return isoDates(row);
}

async function consultantName(tx: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ name: consultants.name })
    .from(consultants)
    .where(eq(consultants.id, id));
  return row?.name ?? null;
}

export async function deleteLead(id: string): Promise<void> {
  const deleted = await db().delete(leads).where(eq(leads.id, id)).returning({ id: leads.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
