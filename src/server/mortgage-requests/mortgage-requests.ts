import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { MortgageStatus } from "@/lib/constants";
import type { MortgageRequest, MortgageRequestCreate } from "@/lib/schemas/mortgage-request";
import type { Session } from "@/server/auth/sessions";
import { assignedFilter } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { mortgageRequests } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { storeWithMail } from "@/server/mail/outbox";
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
          .values({ ...input, ...consentRecord(sender) })
          .returning()
      )[0],
    (request) => ({ mortgageRequestId: request.id }),
  );
  return isoDates(row);
}

/** Another consultant's request is not found (404), as if it did not exist. */
export async function setMortgageRequestStatus(
  id: string,
  status: MortgageStatus,
  session: Session,
): Promise<MortgageRequest> {
  const [row] = await db()
    .update(mortgageRequests)
    .set({ status })
    .where(and(eq(mortgageRequests.id, id), assignedFilter(session, mortgageRequests.consultantId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return isoDates(row);
}

export async function deleteMortgageRequest(id: string): Promise<void> {
  const deleted = await db()
    .delete(mortgageRequests)
    .where(eq(mortgageRequests.id, id))
    .returning({ id: mortgageRequests.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
