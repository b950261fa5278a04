// Every daily job the server runs (runner.ts): a job added here runs once a day among all
// instances.
import "server-only";
import { retentionJob } from "@/server/personal-data/retention";
import { purgeUnconfirmedJob } from "@/server/saved-searches/purge-job";
import type { DailyJob } from "./runner";

export const DAILY_JOBS: readonly DailyJob[] = [retentionJob, purgeUnconfirmedJob];
