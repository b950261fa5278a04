// Fixed-window counters in the database, so that every instance of the site counts the same
// events: an attacker gains nothing by spreading requests over instances. Each count is one
// statement (an upsert), atomic under concurrency; times come from the database's clock, the
// one clock every instance shares.
import "server-only";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { type Database, db } from "@/server/db/client";
import { rateLimits as table } from "@/server/db/schema";

export interface Rule {
  limit: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** Seconds until the window of the row at hand ends, at least one. */
const secondsLeft = sql<number>`greatest(1, ceil(extract(epoch from (${table.resetAt} - now()))))::int`;

/**
 * Counts one event against each key, under its rule, in one statement, and says whether every
 * counter is still within its rule (if not, how long until the last one to free is). `database`
 * is a transaction, when the count must stand or fall with other writes.
 */
export async function consume(
  counts: Record<string, Rule>,
  database: Database = db(),
): Promise<Verdict> {
  // In one order, so that two instances counting the same keys never wait on each other in a
  // circle.
  const entries = Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : 1));
  // A window that has ended starts again at this event.
  const ended = sql`${table.resetAt} <= now()`;
  const rows = await database
    .insert(table)
    .values(
      entries.map(([key, rule]) => ({
        key,
        count: 1,
        resetAt: sql`now() + ${rule.windowMs} * interval '1 millisecond'`,
      })),
    )
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${ended} then 1 else ${table.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${table.resetAt} end`,
      },
    })
    .returning({ key: table.key, count: table.count, secondsLeft });
  return verdict(counts, rows, 0);
}

/** Whether one more event would be allowed on every key, without counting it. */
export async function peek(counts: Record<string, Rule>): Promise<Verdict> {
  const rows = await db()
    .select({ key: table.key, count: table.count, secondsLeft })
    .from(table)
    .where(and(inArray(table.key, Object.keys(counts)), gt(table.resetAt, sql`now()`)));
  return verdict(counts, rows, 1);
}

export async function resetCounter(key: string): Promise<void> {
  await db().delete(table).where(eq(table.key, key));
}

/** Forgets the counters whose window has ended; any instance may run it, at any time. */
export async function removeEndedWindows(): Promise<void> {
  await db().delete(table).where(lte(table.resetAt, sql`now()`));
}

/** The counters over their limits once `extra` more events are counted, as one verdict. */
function verdict(
  counts: Record<string, Rule>,
  rows: { key: string; count: number; secondsLeft: number }[],
  extra: number,
): Verdict {
  const waits = rows
    .filter((row) => row.count + extra > (counts[row.key]?.limit ?? Number.POSITIVE_INFINITY))
    .map((row) => row.secondsLeft);
  return { allowed: waits.length === 0, retryAfterSeconds: Math.max(0, ...waits) };
}
