import "server-only";
// Adds the counts server.ts summed in memory (src/server/analytics/visit-front.ts) to the
// database's: every instance adds its own, in one transaction, so none is lost or counted twice.
import { sql } from "drizzle-orm";
import type { VisitCounts } from "@/server/analytics/visit-front";
import { db } from "@/server/db/client";
import { dailyVisitors, pageVisits } from "@/server/db/schema";

export async function writeVisits(counts: VisitCounts): Promise<void> {
  await db().transaction(async (tx) => {
    if (counts.pages.length) {
      await tx
        .insert(pageVisits)
        .values(counts.pages)
        .onConflictDoUpdate({
          target: [pageVisits.day, pageVisits.page, pageVisits.locale, pageVisits.source],
          set: {
            views: sql`${pageVisits.views} + excluded.views`,
            visitors: sql`${pageVisits.visitors} + excluded.visitors`,
          },
        });
    }
    if (counts.days.length) {
      await tx
        .insert(dailyVisitors)
        .values(counts.days)
        .onConflictDoUpdate({
          target: dailyVisitors.day,
          set: { visitors: sql`${dailyVisitors.visitors} + excluded.visitors` },
        });
    }
  });
}
