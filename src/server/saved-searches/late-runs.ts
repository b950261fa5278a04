// Whether the saved-search alerts run on time (the dashboard warns when not): a run is late once
// its due time has passed by more than a check or two, as job_runs says on the database's clock.
// A run in progress has moved its due time a claim ahead, so a run that crashed shows as late
// once its claim has ended and no instance took it again.
import "server-only";
import { and, inArray, lt, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { jobRuns } from "@/server/db/schema";
import { env } from "@/server/env";

/** How long past its due time an alert run may wait before it counts as late (seconds). */
export function lateAfterSeconds(name: string): number {
  const check = Math.min(env().JOB_CHECK_SECONDS, env().ALERT_INTERVAL_S);
  return name === "alerts-instant" ? 2 * env().ALERT_INTERVAL_S + 2 * check : 60 * 60;
}

/** The alert runs that are late, with when each was due. */
export async function lateAlertRuns(): Promise<{ name: string; dueAt: string }[]> {
  const names = ["alerts-instant", "alerts-daily", "alerts-weekly"];
  const rows = await db()
    .select({ name: jobRuns.name, dueAt: jobRuns.nextDueAt })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.name, names),
        lt(
          jobRuns.nextDueAt,
          sql`now() - make_interval(secs => case ${jobRuns.name} when 'alerts-instant' then ${lateAfterSeconds("alerts-instant")}::int else ${lateAfterSeconds("alerts-daily")}::int end)`,
        ),
      ),
    );
  return rows.map((row) => ({ name: row.name, dueAt: row.dueAt.toISOString() }));
}
