// The figures of the admin's dashboard and of one listing (issue 38): GET /api/stats and
// GET /api/properties/{id}/stats over a period of days in Lisbon, both ends included.
import * as z from "zod/mini";
import { VISIT_SOURCES } from "@/lib/analytics/visit-source";
import { LOCALES } from "@/lib/constants";
import { LEAD_TYPES } from "./lead";

/** The longest period one call may ask for: five years. */
export const STATS_MAX_DAYS = 5 * 366;
/** Up to this many days the series is by day; longer, by month. */
export const STATS_DAILY_MAX_DAYS = 92;

const DAY_MS = 86_400_000;

/** A calendar date that exists, as YYYY-MM-DD. */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (what: string) =>
  z
    .string({ error: `Indique a data ${what} (AAAA-MM-DD)` })
    .check(z.refine(isRealDate, `Data ${what} inválida: use AAAA-MM-DD, por exemplo 2026-11-01`));

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const statsQuery = z.strictObject({ from: day("de início"), to: day("de fim") }).check(
  z.refine((q) => q.from <= q.to, {
    message: "A data de fim deve ser igual ou posterior à de início",
    path: ["to"],
  }),
  z.refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= STATS_MAX_DAYS, {
    message: "O período pode ter no máximo 5 anos",
    path: ["to"],
  }),
);
export type StatsQuery = z.infer<typeof statsQuery>;

const count = z.number().check(z.int(), z.nonnegative());

/** One day (YYYY-MM-DD) or one month (YYYY-MM) of the period. */
export const statsPeriodSchema = z.object({
  period: z.string(),
  views: count,
  visitors: count,
  leads: count,
  viewings: count,
  mortgageRequests: count,
});

export const listingStatsSchema = z.object({
  propertyId: z.uuid(),
  ref: z.string(),
  title: z.string(),
  views: count,
  visitors: count,
  leads: count,
  /** Leads per visitor, 0 to 1; null without visitors. */
  conversion: z.nullable(z.number()),
});

export const statsSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(["day", "month"]),
  series: z.array(statsPeriodSchema),
  totals: statsPeriodSchema,
  listings: z.array(listingStatsSchema),
  sources: z.array(z.object({ source: z.enum(VISIT_SOURCES), views: count })),
  leadsByType: z.array(z.object({ type: z.enum(LEAD_TYPES), leads: count })),
  leadsByLanguage: z.array(z.object({ language: z.enum(LOCALES), leads: count })),
  /** Hours from a lead's arrival to the first thing its consultant did on it. */
  firstAnswer: z.array(
    z.object({
      consultantId: z.nullable(z.uuid()),
      name: z.string(),
      leads: count,
      answered: count,
      medianHours: z.nullable(z.number()),
    }),
  ),
});
export type Stats = z.infer<typeof statsSchema>;

/** One day or month of one listing's figures. */
export const listingPeriodSchema = z.object({
  period: z.string(),
  views: count,
  visitors: count,
  favourites: count,
  leads: count,
  viewings: count,
});

/** GET /api/properties/{id}/stats: one listing's figures, for its page and its seller's report. */
export const propertyStatsSchema = z.object({
  propertyId: z.uuid(),
  ref: z.string(),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(["day", "month"]),
  series: z.array(listingPeriodSchema),
  totals: listingPeriodSchema,
  /** Days since it was first published; null when never published. */
  daysOnMarket: z.nullable(count),
  /** Every price it has had, oldest first (not only the period's). */
  prices: z.array(z.object({ at: z.iso.datetime(), price: count })),
  /** Listings of the same type in the same town: how many, and their median views and price. */
  similar: z.object({
    listings: count,
    medianViews: z.nullable(z.number()),
    medianPrice: z.nullable(z.number()),
  }),
});
export type PropertyStats = z.infer<typeof propertyStatsSchema>;
