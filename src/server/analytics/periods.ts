// The periods of the statistics in SQL: Lisbon days, grouped by day up to three months, else by
// month (src/lib/schemas/stats.ts), every period listed so that the charts show empty ones too.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  daysBetween,
  STATS_DAILY_MAX_DAYS,
  type Stats,
  type StatsQuery,
} from "@/lib/schemas/stats";

export type Bucket = Stats["bucket"];

export const bucketOf = (query: StatsQuery): Bucket =>
  daysBetween(query.from, query.to) <= STATS_DAILY_MAX_DAYS ? "day" : "month";

export const lisbonDay = (column: PgColumn) => sql`(${column} at time zone 'Europe/Lisbon')::date`;

/** Rows whose instant falls on a Lisbon day of the period. */
export const onDaysOf = (column: PgColumn, query: StatsQuery) =>
  sql`${lisbonDay(column)} between ${query.from} and ${query.to}`;

// The format is written into the statement, not sent as a parameter: PostgreSQL groups by an
// expression only when the one selected is the very same.
export const periodOf = (day: SQL | PgColumn, bucket: Bucket) =>
  sql<string>`to_char(${day}, ${sql.raw(bucket === "day" ? "'YYYY-MM-DD'" : "'YYYY-MM'")})`;

/** Every day (YYYY-MM-DD) or month (YYYY-MM) of the period. */
export function periods(from: string, to: string, bucket: Bucket): string[] {
  const all: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  if (bucket === "month") cursor.setUTCDate(1);
  while (cursor <= end) {
    all.push(cursor.toISOString().slice(0, bucket === "day" ? 10 : 7));
    if (bucket === "day") cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return all;
}

/** The period's totals: every figure of every row added up, `period` naming the whole span. */
export function totalOf<Row extends { period: string }>(rows: Row[], query: StatsQuery): Row {
  const total: Record<string, number | string> = { period: `${query.from}/${query.to}` };
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === "number") total[key] = (Number(total[key]) || 0) + value;
    }
  }
  return total as Row;
}
