// Fixed-window counters in the database, so that every instance of the site counts the same
// events: an attacker gains nothing by spreading requests over instances. Each count is one
// statement (an upsert), atomic under concurrency; times come from the database's clock, the
// one clock every instance shares.
import "server-only";
import { and, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
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

// A statement that writes several counters locks them in key order, as `consume` does: rows
// taken in the table's physical order would let two statements wait on each other in a circle
// (PostgreSQL then fails one of them: a sign-in answered 500).
const lockedInOrder = (where: SQL, skipLocked = false) =>
  sql`${table.key} in (select ${table.key} from ${table} where ${where} order by ${table.key} for update${skipLocked ? sql` skip locked` : sql``})`;

/** Takes one event off each counter still in its window (an attempt given back). */
export async function giveBack(keys: string[]): Promise<void> {
  const open = and(inArray(table.key, keys), gt(table.resetAt, sql`now()`)) as SQL;
  await db()
    .update(table)
    .set({ count: sql`greatest(${table.count} - 1, 0)` })
    .where(and(lockedInOrder(open), gt(table.resetAt, sql`now()`)));
}

/**
 * Forgets the counters whose window has ended; any instance may run it, at any time. A counter
 * being counted at that moment is left for the next time.
 */
export async function removeEndedWindows(): Promise<void> {
  const ended = lte(table.resetAt, sql`now()`);
  await db()
    .delete(table)
    .where(and(lockedInOrder(ended, true), ended));
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
