// The daily jobs' schedule in the database: one run among concurrent instances, time read from
// the database's clock, a single catch-up run after downtime.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { jobRuns } from "@/server/db/schema";
import { claimJob, DAY_SECONDS } from "@/server/jobs/job-runs";
import { type DailyJob, runDueJobs } from "@/server/jobs/runner";

function countingJob(name = "count") {
  const job = {
    name,
    runs: 0,
    async run() {
      job.runs++;
      return { done: 1 };
    },
  };
  return job;
}

/** Moves the job's due time into the past, as if `days` had gone by. */
async function makeDue(name: string, days = 1) {
  await db()
    .update(jobRuns)
    .set({ nextDueAt: sql`now() - make_interval(days => ${days})`, lockedUntil: null })
    .where(eq(jobRuns.name, name));
}

async function secondsUntilDue(name: string): Promise<number> {
  const [row] = await db()
    .select({ seconds: sql<number>`extract(epoch from ${jobRuns.nextDueAt} - now())::float8` })
    .from(jobRuns)
    .where(eq(jobRuns.name, name));
  return Number(row?.seconds);
}

describe("daily jobs", () => {
  it("runs a job never run before at once, then not again until a day later", async () => {
    const job = countingJob();
    expect(await runDueJobs([job])).toEqual(["count"]);
    expect(await runDueJobs([job])).toEqual([]);
    expect(job.runs).toBe(1);
    const wait = await secondsUntilDue("count");
    expect(wait).toBeGreaterThan(DAY_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(DAY_SECONDS);
    await makeDue("count");
    expect(await runDueJobs([job])).toEqual(["count"]);
    expect(job.runs).toBe(2);
  });

  it("gives a due job to one of two concurrent claims", async () => {
    await db().insert(jobRuns).values({ name: "shared" });
    const claims = await Promise.all([claimJob("shared"), claimJob("shared")]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("runs a due job once when several runners check at the same moment", async () => {
    const job = countingJob();
    await db().insert(jobRuns).values({ name: "count" });
    const ran = await Promise.all([runDueJobs([job]), runDueJobs([job]), runDueJobs([job])]);
    expect(ran.flat()).toEqual(["count"]);
    expect(job.runs).toBe(1);
  });

  it("after a long downtime runs once, not once per day missed", async () => {
    const job = countingJob();
    await runDueJobs([job]);
    await makeDue("count", 40);
    for (let i = 0; i < 3; i++) await runDueJobs([job]);
    expect(job.runs).toBe(2);
    expect(await secondsUntilDue("count")).toBeGreaterThan(DAY_SECONDS - 60);
  });

  it("retries a failed run when its claim ends, not before", async () => {
    let fail = true;
    const job: DailyJob = {
      name: "flaky",
      async run() {
        if (fail) throw new Error("boom");
        return {};
      },
    };
    expect(await runDueJobs([job])).toEqual([]);
    fail = false;
    expect(await runDueJobs([job])).toEqual([]);
    // The claim of the failed run ends.
    await makeDue("flaky", 0);
    expect(await runDueJobs([job])).toEqual(["flaky"]);
    const [row] = await db().select().from(jobRuns).where(eq(jobRuns.name, "flaky"));
    expect(row?.lastRunAt).toBeInstanceOf(Date);
    expect(row?.lockedUntil).toBeNull();
  });
});
