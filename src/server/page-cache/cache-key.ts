// Which requests the page cache answers, and under which key (docs/decisions/009). The key holds
// everything the answer depends on and nothing else: the path, the language an unprefixed path
// was negotiated to, the part of the query string the page reads (normalised), and the headers
// with which Next's client router asks for a page's data instead of its HTML. A path that is no
// page shares one not-found answer per language: a stranger asking for endless made-up paths
// adds no entry, and takes no render after the first.
import type { IncomingHttpHeaders } from "node:http";
import { SAVED_PARAM, savedQuery, savedRefs } from "@/lib/favorites-query";
import { isLocale, LANGUAGE_KEY, type Locale, negotiatedLocale } from "@/lib/i18n/locales";
import {
  isPageRoute,
  isPersonalPageRoute,
  isPublicPagePath,
  stripLocale,
} from "@/lib/i18n/routing";
import { FILTER_QUERY_KEYS } from "@/lib/property-filters";
import { canonicalQuery } from "@/lib/property-list-query";
import { searchParamsRecord } from "@/lib/search-params";
import { cookieValue } from "@/server/http/cookie-value";

const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
] as const;

/** GET /api/properties/{id}: public, the same for everyone, and asked for often. */
const API_PROPERTY =
  /^\/api\/properties\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Photos beyond a property's last show the last; no property has more than 50. */
const MAX_PHOTO = 50;
/** The router's cache-busting parameter: a hash of its headers, checked before a render. */
export const RSC_PARAM = "_rsc";
/** The start of the keys of the not-found answers every made-up path shares. */
export const NOT_FOUND_KEY = "404~";

export interface CacheTarget {
  /** Pages get the public site's caching headers; the API call keeps its own. */
  kind: "page" | "api";
  key: string;
  /** What is rendered: the path and the normalised query. */
  url: string;
  /** The language an unprefixed page was negotiated to, or null. */
  negotiated: Locale | null;
  /** Sent with the render request. */
  headers: Record<string, string>;
  /**
   * A page many visitors are given (no query string, not one visitor's favourites), or its
   * router data: kept apart from the variants a stranger can make up without end (queries, not
   * found). The page cache keeps only a few router data entries of one page there.
   */
  shared: boolean;
  /** A router data request: the _rsc value it came with (null: none), checked against its headers. */
  rsc?: string | null;
}

export type CacheDecision =
  | CacheTarget
  | { kind: "redirect"; location: string }
  /** Router data for a path that is no page: a bare 404, on which the router loads the page. */
  | { kind: "not-found" }
  | null;

export function cacheDecision(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: IncomingHttpHeaders,
): CacheDecision {
  if ((method !== "GET" && method !== "HEAD") || !rawUrl?.startsWith("/")) return null;
  const mark = rawUrl.indexOf("?");
  const path = mark < 0 ? rawUrl : rawUrl.slice(0, mark);
  const search = mark < 0 ? "" : rawUrl.slice(mark);
  if (API_PROPERTY.test(path)) {
    // Any query is refused by the call itself (400): left to it.
    return search
      ? null
      : { kind: "api", key: path, url: path, negotiated: null, headers: {}, shared: true };
  }
  if (!isPublicPagePath(path) || headers["next-action"] !== undefined) return null;

  const router: Record<string, string> = {};
  for (const name of ROUTER_HEADERS) {
    const value = headers[name];
    if (typeof value === "string") router[name] = value;
  }
  // Next.js answers these itself, with a redirect to the tidy path.
  if (path.length > 1 && (path.endsWith("/") || path.includes("//"))) return null;
  const prefixed = isLocale(path.split("/")[1]);
  const negotiated = prefixed
    ? null
    : negotiatedLocale(cookieValue(headers.cookie, LANGUAGE_KEY), headers["accept-language"]);
  const route = prefixed ? stripLocale(path) : path;
  // One person's data: rendered afresh for each request, kept by no cache (decision 033).
  if (isPersonalPageRoute(route)) return null;
  if (!isPageRoute(route)) {
    if (router.rsc !== undefined) return { kind: "not-found" };
    const locale = negotiated ?? (path.split("/")[1] as Locale);
    return {
      kind: "page",
      key: `${NOT_FOUND_KEY}${negotiated ? "negotiated~" : ""}${locale}`,
      url: `/${locale}/404`,
      negotiated,
      headers: {},
      shared: true,
    };
  }

  const params = new URLSearchParams(search);
  const rsc = router.rsc === undefined ? undefined : params.get(RSC_PARAM);
  params.delete(RSC_PARAM);
  let query: string;
  if (route === "/properties") {
    const tidy = canonicalQuery(searchParamsRecord(params));
    // As the page itself would answer: a list URL in its tidy form.
    if (rsc === undefined && tidy !== search)
      return { kind: "redirect", location: `${path}${tidy}` };
    // Keys the filters do not know (utm_source, made-up ones) change nothing shown: the list
    // without them answers, so a stranger cannot make entries without end.
    const filters = [...params].filter(([name]) => FILTER_QUERY_KEYS.includes(name));
    query = canonicalQuery(searchParamsRecord(new URLSearchParams(filters)));
  } else if (/^\/properties\/[^/]+$/.test(route)) {
    const photo = Number(params.get("photo"));
    query = Number.isInteger(photo) && photo > 1 ? `?photo=${Math.min(photo, MAX_PHOTO)}` : "";
  } else if (route === "/favorites") {
    query = savedQuery(savedRefs(params.get(SAVED_PARAM)));
  } else {
    query = "";
  }
  const requestHeaders = negotiated
    ? { ...router, cookie: `${LANGUAGE_KEY}=${negotiated}` }
    : router;
  const key = [negotiated ? `${negotiated}~${path}${query}` : `${path}${query}`]
    .concat(ROUTER_HEADERS.map((name) => router[name] ?? ""))
    .join("\n");
  return {
    kind: "page",
    key,
    url: `${path}${query}`,
    negotiated,
    headers: requestHeaders,
    shared: query === "",
    ...(rsc === undefined ? {} : { rsc }),
  };
}
