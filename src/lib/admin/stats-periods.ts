// The periods the dashboard's statistics offer, as the Lisbon days GET /api/stats takes.
import { lisbonDate } from "@/lib/viewings/lisbon-time";

export const STATS_PERIODS = ["7", "30", "90", "365"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

function shift(day: string, days: number, months = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last 7, 30 or 90 days to today, or the last 12 months: this month and the 11 before it,
 * from their first day.
 */
export function statsRange(period: StatsPeriod, now = new Date()): { from: string; to: string } {
  const to = lisbonDate(now);
  if (period === "365") return { from: `${shift(to, 0, -11).slice(0, 7)}-01`, to };
  return { from: shift(to, 1 - Number(period)), to };
}
