// The favourites page's query: /favorites?saved=REF,REF,… names the listings a browser keeps
// (src/lib/favorites.ts), newest first, and the server renders their cards. Without it the page
// is the shell that asks for them. Shared by the page and the page cache's key.
import { LISTING_REF, LISTING_REF_MAX } from "@/lib/constants";

export const SAVED_PARAM = "saved";
/** More than anyone saves; a longer list is cut, and the URL stays short. */
const MAX_SAVED = 100;

/** The refs named, valid and each once, in their order; null when the query names none. */
export function savedRefs(value: string | string[] | null | undefined): string[] | null {
  if (value === null || value === undefined) return null;
  const refs = (Array.isArray(value) ? value.join(",") : value)
    .split(",")
    .filter((ref) => ref.length <= LISTING_REF_MAX && LISTING_REF.test(ref));
  return [...new Set(refs)].slice(0, MAX_SAVED);
}

/** The query for `refs`, in the form the page cache keeps it. */
export function savedQuery(refs: readonly string[] | null): string {
  return refs === null ? "" : `?${SAVED_PARAM}=${refs.join(",")}`;
}
