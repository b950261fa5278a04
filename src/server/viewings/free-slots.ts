// The free slots of a consultant's diary: the week's windows (or a date's exceptions), cut into
// slots of VIEWING_SLOT_MINUTES from each window's start, in Lisbon time, less those already
// held by a live viewing and those sooner than the notice period. Pure: the caller reads the
// availability, the taken starts and the database's clock.
import "server-only";
import { VIEWING_SLOT_MINUTES, type ViewingSlot } from "@/lib/schemas/viewing";
import { addDays, dateMs, isoWeekday, lisbonInstant } from "@/lib/viewings/lisbon-time";

export interface Window {
  startMinute: number;
  endMinute: number;
}

export interface Diary {
  /** Windows by ISO weekday (1 Monday … 7 Sunday). */
  weekly: (Window & { weekday: number })[];
  /** Dates not like the week: a window of nulls closes the day. */
  exceptions: { date: string; startMinute: number | null; endMinute: number | null }[];
}

/** The windows of one date: its exceptions if it has any, else its weekday's. */
export function windowsOf(diary: Diary, date: string): Window[] {
  const exceptions = diary.exceptions.filter((e) => e.date === date);
  if (exceptions.length) {
    if (exceptions.some((e) => e.startMinute === null || e.endMinute === null)) return [];
    return exceptions.map((e) => ({
      startMinute: e.startMinute as number,
      endMinute: e.endMinute as number,
    }));
  }
  const weekday = isoWeekday(date);
  return diary.weekly.filter((w) => w.weekday === weekday);
}

/**
 * The free slots from `from` to `to` (Lisbon dates, both included), starting no sooner than
 * `earliest`, none of whose starts (ms since the epoch) is in `taken`.
 */
export function freeSlots(
  diary: Diary,
  range: { from: string; to: string },
  earliest: Date,
  taken: ReadonlySet<number>,
): ViewingSlot[] {
  const slots = new Map<number, ViewingSlot>();
  for (let date = range.from; dateMs(date) <= dateMs(range.to); date = addDays(date, 1)) {
    for (const window of windowsOf(diary, date)) {
      for (
        let minute = window.startMinute;
        minute + VIEWING_SLOT_MINUTES <= window.endMinute;
        minute += VIEWING_SLOT_MINUTES
      ) {
        const start = lisbonInstant(date, minute);
        // A time the clocks skip, or one already past.
        if (!start || start < earliest || taken.has(start.getTime())) continue;
        const end = new Date(start.getTime() + VIEWING_SLOT_MINUTES * 60_000);
        slots.set(start.getTime(), { start: start.toISOString(), end: end.toISOString() });
      }
    }
  }
  return [...slots.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}
