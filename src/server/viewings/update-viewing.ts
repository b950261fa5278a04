// What staff do with a viewing: confirm it, propose another time, cancel it. Each change raises
// the event's SEQUENCE and writes, in the same transaction, the e-mails it calls for, each
// holding the event as it stands now (outbox, docs/decisions/015): an invitation or update
// (METHOD:REQUEST) or a cancellation (METHOD:CANCEL), to the visitor and to the consultant.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { MailKind } from "@/lib/schemas/mail-message";
import { VIEWING_SLOT_MINUTES, type Viewing, type ViewingUpdate } from "@/lib/schemas/viewing";
import type { Session } from "@/server/auth/sessions";
import { requireAssigned } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { mailMessages, type ViewingRow, viewings } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/errors";
import { recordViewingOnLead } from "@/server/leads/lead-events";
import { newMessageId, wakeWorker } from "@/server/mail/outbox";
import { findViewing, VIEWING_NOT_FOUND } from "./list-viewings";
import { databaseNow } from "./viewing-slots";

const STEP = { confirm: "confirmed", propose: "proposed", cancel: "cancelled" } as const;
const INVITATION: MailKind[] = ["viewing_invitation", "viewing_invitation_staff"];
const CANCELLATION: MailKind[] = ["viewing_cancellation", "viewing_cancellation_staff"];

/** Another consultant's viewing is not found (404), as if it did not exist. */
export async function updateViewing(
  id: string,
  update: ViewingUpdate,
  session: Session,
): Promise<Viewing> {
  try {
    await db().transaction(async (tx) => {
      const [current] = await tx.select().from(viewings).where(eq(viewings.id, id)).for("update");
      if (!current) throw notFound(VIEWING_NOT_FOUND);
      requireAssigned(session, current.consultantId, VIEWING_NOT_FOUND);
      if (current.status === "cancelled") throw conflict("A visita já foi cancelada.");
      let change: Partial<ViewingRow>;
      if (update.action === "confirm") {
        if (current.status === "confirmed") throw conflict("A visita já está confirmada.");
        change = { status: "confirmed" };
      } else if (update.action === "cancel") {
        change = { status: "cancelled" };
      } else {
        const start = new Date(update.start);
        if (start <= (await databaseNow(tx))) {
          throw new AppError(400, "Dados do pedido inválidos", [
            { path: ["start"], message: "Escolha uma hora futura" },
          ]);
        }
        if (start.getTime() === current.start.getTime()) {
          throw conflict("A visita já está marcada para essa hora.");
        }
        const end = new Date(start.getTime() + VIEWING_SLOT_MINUTES * 60_000);
        change = { status: "proposed", start, end };
      }
      const [changed] = await tx
        .update(viewings)
        .set({ ...change, sequence: sql`${viewings.sequence} + 1` })
        .where(eq(viewings.id, id))
        .returning();
      if (!changed) throw notFound(VIEWING_NOT_FOUND);
      await recordViewingOnLead(tx, changed, STEP[update.action], session.user.id);
      const kinds = update.action === "cancel" ? CANCELLATION : INVITATION;
      await tx.insert(mailMessages).values(
        kinds.map((kind) => ({
          viewingId: id,
          kind,
          messageId: newMessageId(),
          eventSequence: changed.sequence,
          eventStart: changed.start,
          eventEnd: changed.end,
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict("Essa hora já está ocupada por outra visita deste consultor.");
    }
    throw error;
  }
  wakeWorker();
  return findViewing(id);
}
