// The calls behind the saved-search links and the manage page's plain HTML forms: each does
// what its signed token grants and answers where the browser goes next (303 to the page at
// /{locale}/saved-searches), so that no JavaScript is needed and no link answers an error: a
// tampered, expired or spent token lands on the page, which says so.
import "server-only";
import * as z from "zod/mini";
import { manageFormSchema } from "@/lib/api/saved-searches";
import type { Locale } from "@/lib/i18n/locales";
import type { SavedSearchOutcome } from "@/lib/schemas/saved-search";
import { badRequest } from "@/server/errors";
import {
  confirmSearch,
  deleteSearches,
  findSearch,
  searchesOf,
  setFrequency,
  stopSearches,
} from "./manage-searches";
import { manageToken, readConfirmToken, readManageToken, readStopToken } from "./tokens";

export const PAGE = "/saved-searches";

/** The saved-search page, with what it is to show. */
export function pageUrl(locale: Locale, params: Record<string, string>): string {
  return `/${locale}${PAGE}?${new URLSearchParams(params)}`;
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location } });

/** The manage page of the address, on a token of one of its remaining searches. */
async function backToManage(email: string, locale: Locale, done: SavedSearchOutcome) {
  const [first] = await searchesOf(email);
  return seeOther(pageUrl(locale, first ? { token: manageToken(first.id), done } : { done }));
}

export async function confirmByLink(token: string, locale: Locale): Promise<Response> {
  const id = readConfirmToken(token);
  const search = id ? await confirmSearch(id) : null;
  if (!search) return seeOther(pageUrl(locale, { error: id ? "gone" : "invalid" }));
  return backToManage(search.email, search.language, "confirmed");
}

/** RFC 8058's POST ends the searches; answers how many there still were. */
export async function stopByLink(token: string): Promise<{ stopped: number }> {
  const ids = readStopToken(token);
  if (!ids) throw badRequest("Ligação inválida");
  return { stopped: await stopSearches(ids) };
}

/** A stop link opened in a browser: the page that offers the button. */
export function stopPage(token: string, locale: Locale): Response {
  return seeOther(pageUrl(locale, readStopToken(token) ? { stop: token } : { error: "invalid" }));
}

/** A browser's form on the stop page: stop, then say so. */
export async function stopFromPage(token: string, locale: Locale): Promise<Response> {
  const ids = readStopToken(token);
  if (!ids) return seeOther(pageUrl(locale, { error: "invalid" }));
  await stopSearches(ids);
  return seeOther(pageUrl(locale, { done: "stopped" }));
}

export async function manageByForm(
  token: string,
  locale: Locale,
  form: FormData,
): Promise<Response> {
  const check = readManageToken(token);
  if ("error" in check) return seeOther(pageUrl(locale, { error: check.error }));
  const owner = await findSearch(check.searchId);
  if (!owner) return seeOther(pageUrl(locale, { error: "gone" }));
  const fields = Object.fromEntries(
    [...form.entries()].filter(([key, value]) => key !== "locale" && typeof value === "string"),
  );
  const parsed = z.safeParse(manageFormSchema, fields);
  if (!parsed.success) throw badRequest("Dados do pedido inválidos");
  const action = parsed.data;
  if (action.action === "frequency") {
    await setFrequency(owner.email, action.id, action.frequency);
    return backToManage(owner.email, owner.language, "updated");
  }
  await deleteSearches(owner.email, action.action === "delete" ? action.id : null);
  return backToManage(owner.email, owner.language, "deleted");
}
