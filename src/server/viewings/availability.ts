// A consultant's weekly availability and its exceptions, as the admin edits them (whole, in one
// write) and as the slots read them.
import "server-only";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { Availability } from "@/lib/schemas/viewing";
import { clockMinutes, clockText } from "@/lib/viewings/lisbon-time";
import { type Database, db } from "@/server/db/client";
import { availabilityExceptions, consultantAvailability, consultants } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import type { Diary } from "./free-slots";

const NOT_FOUND = "Consultor não encontrado";

/** The diary of a consultant over some dates (its exceptions within them). */
export async function readDiary(
  consultantId: string,
  range: { from: string; to: string },
  tx: Database = db(),
): Promise<Diary> {
  const weekly = await tx
    .select()
    .from(consultantAvailability)
    .where(eq(consultantAvailability.consultantId, consultantId));
  const exceptions = await tx
    .select()
    .from(availabilityExceptions)
    .where(
      and(
        eq(availabilityExceptions.consultantId, consultantId),
        gte(availabilityExceptions.date, range.from),
        lte(availabilityExceptions.date, range.to),
      ),
    );
  return { weekly, exceptions };
}

async function requireConsultant(id: string, tx: Database): Promise<void> {
  const [row] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.id, id));
  if (!row) throw notFound(NOT_FOUND);
}

export const OWN_HOURS_ONLY = "Só pode mudar a sua própria disponibilidade.";

export async function getAvailability(consultantId: string): Promise<Availability> {
  await requireConsultant(consultantId, db());
  const weekly = await db()
    .select()
    .from(consultantAvailability)
    .where(eq(consultantAvailability.consultantId, consultantId))
    .orderBy(asc(consultantAvailability.weekday), asc(consultantAvailability.startMinute));
  const exceptions = await db()
    .select()
    .from(availabilityExceptions)
    .where(eq(availabilityExceptions.consultantId, consultantId))
    .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute));
  const clock = (minutes: number | null) => (minutes === null ? null : clockText(minutes));
  return {
    weekly: weekly.map((w) => ({
      weekday: w.weekday,
      start: clockText(w.startMinute),
      end: clockText(w.endMinute),
    })),
    exceptions: exceptions.map((e) => ({
      date: e.date,
      start: clock(e.startMinute),
      end: clock(e.endMinute),
    })),
  };
}

/** Replaces the whole availability of a consultant. Viewings already booked stay as they are. */
export async function setAvailability(
  consultantId: string,
  input: Availability,
): Promise<Availability> {
  await db().transaction(async (tx) => {
    await requireConsultant(consultantId, tx);
    await tx
      .delete(consultantAvailability)
      .where(eq(consultantAvailability.consultantId, consultantId));
    await tx
      .delete(availabilityExceptions)
      .where(eq(availabilityExceptions.consultantId, consultantId));
    if (input.weekly.length) {
      await tx.insert(consultantAvailability).values(
        input.weekly.map((w) => ({
          consultantId,
          weekday: w.weekday,
          startMinute: clockMinutes(w.start),
          endMinute: clockMinutes(w.end),
        })),
      );
    }
    if (input.exceptions.length) {
      await tx.insert(availabilityExceptions).values(
        input.exceptions.map((e) => ({
          consultantId,
          date: e.date,
          startMinute: e.start === null ? null : clockMinutes(e.start),
          endMinute: e.end === null ? null : clockMinutes(e.end),
        })),
      );
    }
  });
  return getAvailability(consultantId);
}
