// What the saved-search page (/{locale}/saved-searches) shows for the query its link or form
// redirect came with: a button to confirm or to stop, the address's searches to manage, what a
// form just did, or why a link grants nothing. Never an error: every token, however tampered,
// ends in one of these states. The page holds personal data: the page cache leaves it alone
// (src/server/page-cache/cache-key.ts; docs/decisions/033).
import "server-only";
import type { LinkError, SavedSearchPageState } from "@/lib/saved-searches/page-state";
import { SAVED_SEARCH_OUTCOMES, type SavedSearchOutcome } from "@/lib/schemas/saved-search";
import { findSearch, searchesOf } from "./manage-searches";
import { readConfirmToken, readManageToken, readStopToken } from "./tokens";

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export async function savedSearchPageState(query: Query): Promise<{
  state: SavedSearchPageState;
  done: SavedSearchOutcome | null;
}> {
  const doneValue = one(query.done);
  const done = (SAVED_SEARCH_OUTCOMES as readonly string[]).includes(doneValue)
    ? (doneValue as SavedSearchOutcome)
    : null;
  const message = (error: LinkError | null) => ({
    state: { kind: "message" as const, error, done },
    done,
  });
  const confirm = one(query.confirm);
  if (confirm) {
    const id = readConfirmToken(confirm);
    if (!id) return message("invalid");
    return (await findSearch(id))
      ? { state: { kind: "confirm", token: confirm }, done }
      : message("gone");
  }
  const stop = one(query.stop);
  if (stop)
    return readStopToken(stop)
      ? { state: { kind: "stop", token: stop }, done }
      : message("invalid");
  const token = one(query.token);
  if (token) {
    const check = readManageToken(token);
    if ("error" in check) return message(check.error);
    const owner = await findSearch(check.searchId);
    if (!owner) return message("gone");
    const searches = (await searchesOf(owner.email)).map((row) => ({
      id: row.id,
      query: row.query,
      frequency: row.frequency,
      confirmed: row.confirmedAt !== null,
    }));
    return { state: { kind: "manage", token, email: owner.email, searches }, done };
  }
  const error = one(query.error);
  return message(error === "invalid" || error === "expired" || error === "gone" ? error : null);
}
