// The alert runs (docs/product.md#saved-searches): instant searches every ALERT_INTERVAL_S,
// daily ones at 08:00 Lisbon time, weekly ones on Mondays at 08:00, each run once among all
// instances through job_runs (src/server/jobs), a run missed while the servers were down made
// up once at the next start. Each address gets at most one e-mail per run, written to the outbox
// in the transaction that records what it carries (saved_search_sends, whose primary key refuses
// a repeat): a crash between the two leaves neither, and a listing is never sent twice.
import "server-only";
import { and, eq, gt, inArray, isNotNull, or, type sql } from "drizzle-orm";
import type { SavedSearchFrequency } from "@/lib/schemas/saved-search";
import { db } from "@/server/db/client";
import { mailMessages, properties, savedSearches, savedSearchSends } from "@/server/db/schema";
import { env } from "@/server/env";
import { after, nextLisbonTime } from "@/server/jobs/job-runs";
import type { DailyJob } from "@/server/jobs/runner";
import { wakeWorker } from "@/server/mail/outbox";
import { toProperty } from "@/server/properties/to-property";
import { type AlertItem, type AlertSearch, matchAlerts, sentKey } from "./match-alerts";
import { newMessageId } from "./save-search";

/** The Lisbon hour of the daily and weekly runs. */
export const ALERT_HOUR = 8;

/** Finds and queues the alerts of one frequency; answers the counts the runner logs. */
export async function runAlerts(frequency: SavedSearchFrequency) {
  const searches: AlertSearch[] = (
    await db()
      .select({
        id: savedSearches.id,
        email: savedSearches.email,
        query: savedSearches.query,
        confirmedAt: savedSearches.confirmedAt,
      })
      .from(savedSearches)
      .where(and(eq(savedSearches.frequency, frequency), isNotNull(savedSearches.confirmedAt)))
  ).map((row) => ({ ...row, confirmedAt: row.confirmedAt as Date }));
  if (!searches.length) return { searches: 0, emails: 0, listings: 0 };
  const since = new Date(Math.min(...searches.map((s) => s.confirmedAt.getTime())));
  const rows = await db()
    .select()
    .from(properties)
    // Only what a buyer can still have: a listing reserved or sold before the run is no news.
    .where(
      and(
        eq(properties.status, "available"),
        or(gt(properties.firstPublishedAt, since), gt(properties.priceReducedAt, since)),
      ),
    );
  const listings = rows.map((row) => ({
    property: toProperty(row),
    firstPublishedAt: row.firstPublishedAt,
    priceReducedAt: row.priceReducedAt,
  }));
  const sent = new Set<string>();
  if (listings.length) {
    const ids = searches.map((search) => search.id);
    for (let i = 0; i < ids.length; i += 5000) {
      const part = await db()
        .select()
        .from(savedSearchSends)
        .where(inArray(savedSearchSends.savedSearchId, ids.slice(i, i + 5000)));
      for (const row of part) sent.add(sentKey({ ...row, searchId: row.savedSearchId }));
    }
  }
  const byAddress = matchAlerts(searches, listings, sent);
  let listingsSent = 0;
  for (const items of byAddress.values()) listingsSent += await queueAlert(items);
  if (byAddress.size) wakeWorker();
  return { searches: searches.length, emails: byAddress.size, listings: listingsSent };
}

/** One address's alert: its message and what it carries, together. */
async function queueAlert(items: AlertItem[]): Promise<number> {
  return db().transaction(async (tx) => {
    const [message] = await tx
      .insert(mailMessages)
      .values({
        savedSearchId: (items[0] as AlertItem).searchId,
        kind: "search_alert",
        messageId: newMessageId(),
      })
      .returning({ id: mailMessages.id });
    const recorded = await tx
      .insert(savedSearchSends)
      .values(
        items.map((item) => ({
          savedSearchId: item.searchId,
          propertyId: item.propertyId,
          reason: item.reason,
          mailMessageId: message?.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ propertyId: savedSearchSends.propertyId });
    // Sent meanwhile by a run that overlapped this one: no e-mail with nothing new in it.
    if (!recorded.length && message) {
      await tx.delete(mailMessages).where(eq(mailMessages.id, message.id));
    }
    return new Set(recorded.map((row) => row.propertyId)).size;
  });
}

const job = (frequency: SavedSearchFrequency, nextDue: () => ReturnType<typeof sql>): DailyJob => ({
  name: `alerts-${frequency}`,
  nextDue,
  run: () => runAlerts(frequency),
});

export const ALERT_JOBS: readonly DailyJob[] = [
  job("instant", () => after(env().ALERT_INTERVAL_S)),
  job("daily", () => nextLisbonTime(ALERT_HOUR)),
  job("weekly", () => nextLisbonTime(ALERT_HOUR, 1)),
];
