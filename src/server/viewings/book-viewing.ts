// POST /api/viewings: a visitor asks for a free slot of the listing's consultant. The slot is
// checked against the diary, then the unique index over live viewings (consultant, start) makes
// the database the judge when several ask at once: one gets it, the others a 409.
import "server-only";
import { randomUUID } from "node:crypto";
import type { Viewing, ViewingCreate } from "@/lib/schemas/viewing";
import { VIEWING_SLOT_MINUTES } from "@/lib/schemas/viewing";
import { lisbonWallClock } from "@/lib/viewings/lisbon-time";
import { isUniqueViolation } from "@/server/db/errors";
import { viewings } from "@/server/db/schema";
import { env } from "@/server/env";
import { AppError } from "@/server/errors";
import { recordViewingOnLead } from "@/server/leads/lead-events";
import { storeWithMail } from "@/server/mail/outbox";
import { consentRecord, type Sender } from "@/server/privacy/consent";
import { findViewing } from "./list-viewings";
import { consultantSlots, viewingConsultant } from "./viewing-slots";

/** The answer when the slot went to someone else (or never was free): the page says it in the visitor's language. */
export const SLOT_TAKEN = "slot_taken";
const slotTaken = () =>
  new AppError(409, "Esta hora já não está livre. Escolha outra.", [], undefined, SLOT_TAKEN);

/** A stable iCalendar UID on the site's own domain. */
function newUid(): string {
  return `viewing-${randomUUID()}@${new URL(env().SITE_URL).hostname}`;
}

export async function bookViewing(
  input: Omit<ViewingCreate, "website" | "consentVersion"> & { consentVersion?: string | null },
  sender?: Sender,
): Promise<Viewing> {
  const consultantId = await viewingConsultant(input.propertyId);
  if (!consultantId) throw slotTaken();
  const start = new Date(input.start);
  const day = lisbonWallClock(start).date;
  const offered = await consultantSlots(consultantId, { from: day, to: day });
  if (!offered.some((slot) => new Date(slot.start).getTime() === start.getTime())) {
    throw slotTaken();
  }
  const { start: _start, ...visitor } = input;
  try {
    const row = await storeWithMail(
      async (tx) => {
        const [viewing] = await tx
          .insert(viewings)
          .values({
            ...visitor,
            consultantId,
            start,
            end: new Date(start.getTime() + VIEWING_SLOT_MINUTES * 60_000),
            uid: newUid(),
            ...consentRecord(sender),
          })
          .returning();
        if (viewing) await recordViewingOnLead(tx, viewing, "requested", null);
        return viewing;
      },
      (viewing) => ({ viewingId: viewing.id }),
      { staff: "viewing_notice", visitor: "viewing_ack" },
    );
    return findViewing(row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}
