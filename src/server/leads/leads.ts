import "server-only";
import { and, desc, eq, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type Lead, type LeadListQuery, type LeadUpdate, UNASSIGNED } from "@/lib/schemas/lead";
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
 * Newest first, filtered by stage, assignee and age. `scope` narrows it further (the leads a
 * consultant may see), the same way as the filters.
 */
export async function listLeads(
  filters: LeadListQuery = {},
  options: { limit?: number; scope?: SQL } = {},
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
    options.scope,
  );
  const query = db()
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(isoDates);
}

/**
 * PATCH /api/leads/{id}: read or unread, a stage (with the reason of a loss), an assignee. Each
 * change of stage or assignee is written to the lead's timeline with who made it; a new
 * assignee is e-mailed.
 */
export async function updateLead(id: string, update: LeadUpdate, userId: string): Promise<Lead> {
  let reassigned = false;
  const row = await db().transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
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
