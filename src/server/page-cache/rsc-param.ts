// The router's cache-busting parameter (`_rsc`): Next.js answers a data request whose parameter
// is not the hash of its router headers with a redirect to the URL that has it. The page cache
// checks it the same way before anything is rendered, so made-up values take no render and no
// entry, and renders with the value the headers call for.
import type { IncomingHttpHeaders } from "node:http";
import {
  computeCacheBustingSearchParam,
  computeLegacyCacheBustingSearchParam,
} from "next/dist/shared/lib/router/utils/cache-busting-search-param";

type Prefetch = "0" | "1" | "2" | "3" | undefined;

function parts(headers: IncomingHttpHeaders | Record<string, string>) {
  const prefetch = headers["next-router-prefetch"];
  return [
    (["0", "1", "2", "3"].includes(String(prefetch)) ? prefetch : undefined) as Prefetch,
    headers["next-router-segment-prefetch"],
    headers["next-router-state-tree"],
    headers["next-url"],
  ] as const;
}

/** The parameter these router headers call for. */
export function expectedRscParam(headers: Record<string, string>): Promise<string> {
  return computeCacheBustingSearchParam(...parts(headers));
}

/** Whether `given` is the parameter these headers call for, in the current or the older form. */
export function rscParamMatches(
  given: string | null,
  expected: string,
  headers: Record<string, string>,
): boolean {
  if (given === null) return false;
  return given === expected || given === computeLegacyCacheBustingSearchParam(...parts(headers));
}
