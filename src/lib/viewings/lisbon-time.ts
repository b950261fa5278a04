// Wall-clock time in Lisbon and the instants it stands for. Availability is kept as Lisbon
// hours; a slot is an instant. The offset comes from the runtime's time-zone data (Intl), so the
// last Sundays of March and October (UTC+0 ↔ UTC+1) need no rule of our own.
export const AGENCY_TIME_ZONE = "Europe/Lisbon";

/** A viewing's day and time as the admin shows it, in Lisbon: "sáb., 12/12/2026, 10:00". */
export const lisbonDateTime = new Intl.DateTimeFormat("pt-PT", {
  timeZone: AGENCY_TIME_ZONE,
  weekday: "short",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The date ("YYYY-MM-DD") an instant falls on in Lisbon: the day the statistics count by. */
export function lisbonDate(instant: Date): string {
  return dayFormat.format(instant);
}

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: AGENCY_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The date ("YYYY-MM-DD") and minutes since midnight that an instant shows in Lisbon. */
export function lisbonWallClock(instant: Date): { date: string; minutes: number } {
  const get = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${get.year}-${get.month}-${get.day}`,
    minutes: Number(get.hour) * 60 + Number(get.minute),
  };
}

const dayMs = 86_400_000;

/** Milliseconds since the epoch of midnight UTC of a "YYYY-MM-DD". */
export function dateMs(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

/** The "YYYY-MM-DD" `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(dateMs(date) + days * dayMs).toISOString().slice(0, 10);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return ((new Date(dateMs(date)).getUTCDay() + 6) % 7) + 1;
}

/**
 * The instant a Lisbon wall-clock time stands for, or null for a time the clocks skip (01:00 to
 * 01:59 on the last Sunday of March). A time that happens twice (the October hour) is its first.
 */
export function lisbonInstant(date: string, minutes: number): Date | null {
  const local = dateMs(date) + minutes * 60_000;
  // Lisbon is UTC+0 or UTC+1: try the summer offset first, so an October repeat gives its first.
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(local - offsetHours * 3_600_000);
    const seen = lisbonWallClock(candidate);
    if (dateMs(seen.date) + seen.minutes * 60_000 === local) return candidate;
  }
  return null;
}

/** "HH:MM" of minutes since midnight. */
export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** Minutes since midnight of "HH:MM". */
export function clockMinutes(text: string): number {
  const [h, m] = text.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
