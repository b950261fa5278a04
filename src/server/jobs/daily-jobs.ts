// Every daily job the server runs (runner.ts): a job added here runs once a day among all
// instances.
import "server-only";
import { exchangeRatesJob } from "@/server/exchange-rates/exchange-rates";
import { retentionJob } from "@/server/personal-data/retention";
import type { DailyJob } from "./runner";

export const DAILY_JOBS: readonly DailyJob[] = [retentionJob, exchangeRatesJob];
