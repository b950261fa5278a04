// What the saved-search links do (tokens.ts): confirm a search, stop the searches of an alert
// (one-click, RFC 8058), and, on the manage page, change a search's frequency or delete one or
// all of one address's searches. Each answers what happened; a link that grants nothing any more
// (a search deleted meanwhile) is told apart from a changed one, never an error.
import "server-only";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Locale } from "@/lib/i18n/locales";
import type { SavedSearchFrequency } from "@/lib/schemas/saved-search";
import { db } from "@/server/db/client";
import { savedSearches } from "@/server/db/schema";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** Confirms the search; answers it, or null when it no longer exists. */
export async function confirmSearch(id: string): Promise<SavedSearchRow | null> {
  const [row] = await db()
    .update(savedSearches)
    .set({ confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, now())` })
    .where(eq(savedSearches.id, id))
    .returning();
  return row ?? null;
}

/** Ends the searches an alert was for; answers how many there still were. */
export async function stopSearches(ids: readonly string[]): Promise<number> {
  const rows = await db()
    .delete(savedSearches)
    .where(inArray(savedSearches.id, [...ids]))
    .returning({ id: savedSearches.id });
  return rows.length;
}

/** The search a manage link names, or null when it has been deleted. */
export async function findSearch(id: string): Promise<SavedSearchRow | null> {
  const [row] = await db().select().from(savedSearches).where(eq(savedSearches.id, id));
  return row ?? null;
}

/** Every search of the address, oldest first. */
export async function searchesOf(email: string): Promise<SavedSearchRow[]> {
  return db()
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.email, email))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Changes the frequency of one of the address's searches; false when it is not one of them. */
export async function setFrequency(
  email: string,
  id: string,
  frequency: SavedSearchFrequency,
): Promise<boolean> {
  const rows = await db()
    .update(savedSearches)
    .set({ frequency })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.email, email)))
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}

/** Deletes one of the address's searches, or all of them when `id` is null. */
export async function deleteSearches(email: string, id: string | null): Promise<number> {
  const rows = await db()
    .delete(savedSearches)
    .where(and(eq(savedSearches.email, email), id ? eq(savedSearches.id, id) : undefined))
    .returning({ id: savedSearches.id });
  return rows.length;
}

/** The language a page about these searches speaks: the newest search's. */
export const languageOf = (rows: readonly SavedSearchRow[], fallback: Locale): Locale =>
  rows.at(-1)?.language ?? fallback;

export const UNCONFIRMED_DAYS = 7;

/** Deletes the searches left unconfirmed for UNCONFIRMED_DAYS (with their e-mail). */
export async function purgeUnconfirmed(): Promise<number> {
  const rows = await db()
    .delete(savedSearches)
    .where(
      and(
        isNull(savedSearches.confirmedAt),
        lt(savedSearches.createdAt, sql`now() - make_interval(days => ${UNCONFIRMED_DAYS})`),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.length;
}
