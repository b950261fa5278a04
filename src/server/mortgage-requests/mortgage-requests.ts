import "server-only";
import { desc, eq } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type {
  MortgageRequest,
  MortgageRequestCreate,
  MortgageRequestUpdate,
} from "@/lib/schemas/mortgage-request";
import type { Session } from "@/server/auth/sessions";
import {
  assignedFilter,
  forbiddenField,
  REASSIGN_MESSAGE,
  requireAssigned,
} from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { mortgageRequests } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { assignNewRequest, checkAssignee } from "@/server/leads/assignment";
import { queueMail, storeWithMail, wakeWorker } from "@/server/mail/outbox";
import { consentRecord, type Sender } from "@/server/privacy/consent";

const NOT_FOUND = "Pedido não encontrado";

/** The requests `session` may work (a consultant: those assigned to them), newest first. */
export async function listMortgageRequests(session: Session): Promise<MortgageRequest[]> {
  const rows = await db()
    .select()
    .from(mortgageRequests)
    .where(assignedFilter(session, mortgageRequests.consultantId))
    .orderBy(desc(mortgageRequests.createdAt), desc(mortgageRequests.id));
  return rows.map(isoDates);
}

/** Stores the request and, in the same transaction, the e-mails it calls for. */
export async function createMortgageRequest(
  input: Omit<MortgageRequestCreate, "website" | "consentVersion"> & {
    consentVersion?: string | null;
  },
  /** Who sent it from a public form; absent for rows made otherwise (tests, imports). */
  sender?: Sender,
): Promise<MortgageRequest> {
  const row = await storeWithMail(
    async (tx) =>
      (
        await tx
          .insert(mortgageRequests)
          .values({
            ...input,
            consultantId: await assignNewRequest(tx, null),
            ...consentRecord(sender),
          })
          .returning()
      )[0],
    (request) => ({ mortgageRequestId: request.id }),
  );
  return isoDates(row);
}

/**
 * PATCH /api/mortgage-requests/{id}: its status, or another assignee (who is e-mailed; an
 * administrator's call). Another consultant's request is not found (404).
 */
export async function updateMortgageRequest(
  id: string,
  update: MortgageRequestUpdate,
  session: Session,
): Promise<MortgageRequest> {
  let reassigned = false;
  const row = await db().transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(mortgageRequests)
      .where(eq(mortgageRequests.id, id))
      .for("update");
    if (!current) throw notFound(NOT_FOUND);
    requireAssigned(session, current.consultantId, NOT_FOUND);
    const set: PgUpdateSetSource<typeof mortgageRequests> = {};
    if (update.status) set.status = update.status;
    if (update.consultantId !== undefined && update.consultantId !== current.consultantId) {
      if (session.user.access !== "admin") throw forbiddenField("consultantId", REASSIGN_MESSAGE);
      await checkAssignee(tx, update.consultantId);
      set.consultantId = update.consultantId;
      await queueMail(tx, { mortgageRequestId: id }, ["assignment"]);
      reassigned = true;
    }
    if (Object.keys(set).length === 0) return current;
    const [updated] = await tx
      .update(mortgageRequests)
      .set(set)
      .where(eq(mortgageRequests.id, id))
      .returning();
    return updated ?? current;
  });
  if (reassigned) wakeWorker();
  return isoDates(row);
}

export async function deleteMortgageRequest(id: string): Promise<void> {
  const deleted = await db()
    .delete(mortgageRequests)
    .where(eq(mortgageRequests.id, id))
    .returning({ id: mortgageRequests.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
