// The daily job that deletes the saved searches nobody confirmed within seven days, with their
// confirmation e-mail (docs/product.md#saved-searches).
import "server-only";
import type { DailyJob } from "@/server/jobs/runner";
import { purgeUnconfirmed } from "./manage-searches";

export const purgeUnconfirmedJob: DailyJob = {
  name: "saved-searches-purge",
  async run() {
    return { deletedUnconfirmedSearches: await purgeUnconfirmed() };
  },
};
