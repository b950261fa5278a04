// The free slots as the booking form shows them: by Lisbon date, each time in Lisbon and, when
// the visitor's own clock reads otherwise, in theirs too.
import type { ViewingSlot } from "@/lib/schemas/viewing";
import { AGENCY_TIME_ZONE } from "@/lib/viewings/lisbon-time";

const lisbonDate = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE });

export interface DaySlots {
  date: string;
  label: string;
  slots: { start: string; lisbon: string; local: string | null }[];
}

export function slotsByDay(slots: readonly ViewingSlot[], intlLocale: string): DaySlots[] {
  const day = new Intl.DateTimeFormat(intlLocale, {
    timeZone: AGENCY_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
  });
  const lisbonTime = new Intl.DateTimeFormat(intlLocale, {
    timeZone: AGENCY_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  });
  const ownTime = new Intl.DateTimeFormat(intlLocale, {
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  });
  const ownWeekdayTime = new Intl.DateTimeFormat(intlLocale, {
    timeZone: AGENCY_TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    weekday: "short",
  });
  const days = new Map<string, DaySlots>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const date = lisbonDate.format(start);
    const entry = days.get(date) ?? { date, label: day.format(start), slots: [] };
    const local = ownTime.format(start);
    entry.slots.push({
      start: slot.start,
      lisbon: lisbonTime.format(start),
      local: local === ownWeekdayTime.format(start) ? null : local,
    });
    days.set(date, entry);
  }
  return [...days.values()];
}
