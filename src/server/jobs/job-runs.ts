// The schedule of the daily jobs, kept in job_runs and read on the database's clock, so that
// several instances agree and a test can move time by updating a row. A job is claimed with one
// UPDATE that moves its due time a lease ahead only while it is due: of two instances that try at
// once, the second finds it no longer due (PostgreSQL re-reads the row after the first commits).
// After downtime a job due long ago runs once, and is next due a day after that run.
import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { jobRuns } from "@/server/db/schema";

/** How long a claim lasts: a run that has not finished by then (a crash) is taken again. */
export const CLAIM_SECONDS = 30 * 60;
export const DAY_SECONDS = 24 * 60 * 60;

const after = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

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

/** Records a finished run: the job is next due `everySeconds` after now. */
export async function finishJob(name: string, everySeconds = DAY_SECONDS): Promise<void> {
  await db()
    .update(jobRuns)
    .set({ lastRunAt: sql`now()`, nextDueAt: after(everySeconds), lockedUntil: null })
    .where(eq(jobRuns.name, name));
}
