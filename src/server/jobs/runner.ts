// The daily jobs' runner in this server process: every JOB_CHECK_SECONDS it claims each job that
// is due (job-runs.ts) and runs it. Any number of instances run a runner; each job runs once a
// day among them (or when its own `nextDue` says). A failed run is logged and retried when its
// claim ends.
import "server-only";
import type { SQL } from "drizzle-orm";
import { logger } from "@/server/logger";
import { claimJob, finishJob } from "./job-runs";

export interface DailyJob {
  name: string;
  /**
   * When it is next due after a run, on the database's clock: a day later unless it says
   * otherwise (the alerts run every few minutes, or at a fixed Lisbon time).
   */
  nextDue?: () => SQL;
  /** Does the work; what it answers (counts) is logged. */
  run(): Promise<Record<string, number>>;
}

export interface JobRunner {
  /** Stops checking; waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/** Claims and runs each due job once; answers the names of those it ran. */
export async function runDueJobs(jobs: readonly DailyJob[]): Promise<string[]> {
  const ran: string[] = [];
  for (const job of jobs) {
    if (!(await claimJob(job.name))) continue;
    try {
      const counts = await job.run();
      await finishJob(job.name, job.nextDue?.());
      ran.push(job.name);
      logger().info({ event: "job_ran", job: job.name, ...counts }, "daily job ran");
    } catch (error) {
      logger().error({ err: error, event: "job_failed", job: job.name }, "daily job failed");
    }
  }
  return ran;
}

export function startJobRunner(jobs: readonly DailyJob[], checkEveryMs: number): JobRunner {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running
      .then(() => runDueJobs(jobs))
      .catch((error: unknown) =>
        logger().warn({ err: error }, "daily jobs: could not check what is due"),
      );
  };
  check();
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
