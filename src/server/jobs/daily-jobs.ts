// Every daily job the server runs (runner.ts): a job added here runs once a day among all
// instances, or at its own interval (the lead reminders: every ten minutes).
import "server-only";
import { exchangeRatesJob } from "@/server/exchange-rates/exchange-rates";
import { leadRemindersJob } from "@/server/leads/lead-reminders";
import { retentionJob } from "@/server/personal-data/retention";
import { purgeUnconfirmedJob } from "@/server/saved-searches/purge-job";
import type { DailyJob } from "./runner";

export const DAILY_JOBS: readonly DailyJob[] = [
  retentionJob,
  leadRemindersJob,
  purgeUnconfirmedJob,
  exchangeRatesJob,
];
