// The schedule of the daily jobs, kept in job_runs and read on the database's clock, so that
// several instances agree and a test can move time by updating a row. A job is claimed with one
// UPDATE that moves its due time a lease ahead only while it is due: of two instances that try at
// once, the second finds it no longer due (PostgreSQL re-reads the row after the first commits).
// After downtime a job due long ago runs once, and is next due a day after that run.
import "server-only";
import { and, eq, lte, type SQL, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { jobRuns } from "@/server/db/schema";

/** How long a claim lasts: a run that has not finished by then (a crash) is taken again. */
export const CLAIM_SECONDS = 30 * 60;
export const DAY_SECONDS = 24 * 60 * 60;

export const after = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** True when this caller may run the job now (and no one else may until it finishes). */
export async function claimJob(name: string): Promise<boolean> {
  // A job never run before is due at once.
  await db().insert(jobRuns).values({ name }).onConflictDoNothing();
  const claimed = await db()
    .update(jobRuns)
    .set({ nextDueAt: after(CLAIM_SECONDS), lockedUntil: after(CLAIM_SECONDS) })
    .where(and(eq(jobRuns.name, name), lte(jobRuns.nextDueAt, sql`now()`)))
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

/** Records a finished run: the job is next due at `next`, or a day after now. */
export async function finishJob(name: string, next: SQL = after(DAY_SECONDS)): Promise<void> {
  await db()
    .update(jobRuns)
    .set({ lastRunAt: sql`now()`, nextDueAt: next, lockedUntil: null })
    .where(eq(jobRuns.name, name));
}

/**
 * The next time after now that the Lisbon clock shows `hour`:00 (on `weekday`, 1 = Monday, when
 * given): daily and weekly runs keep to local time across the changes of summer time.
 */
export function nextLisbonTime(hour: number, weekday?: number): SQL {
  const local = sql`(now() at time zone 'Europe/Lisbon')`;
  const start =
    weekday === undefined
      ? sql`date_trunc('day', ${local}) + make_interval(hours => ${hour})`
      : sql`date_trunc('week', ${local}) + make_interval(days => ${weekday - 1}, hours => ${hour})`;
  const step = weekday === undefined ? sql`interval '1 day'` : sql`interval '7 days'`;
  return sql`(case when ${start} > ${local} then ${start} else ${start} + ${step} end) at time zone 'Europe/Lisbon'`;
}
