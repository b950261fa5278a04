// Where a page view came from, grouped as an agency asks it (docs/decisions/035): search engines,
// property portals, social networks, other sites, the site itself, or nowhere (typed, bookmarked,
// an e-mail app). Only the group is kept, never the address.

export const VISIT_SOURCES = [
  "search",
  "portals",
  "social",
  "other",
  "internal",
  "direct",
] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

/**
 * Each group's hosts by a name in them: "google" covers google.pt, www.google.co.jp, … Portals
 * first: casa.sapo.pt is a portal, sapo.pt a search engine.
 */
const GROUPS: [Exclude<VisitSource, "other" | "internal" | "direct">, RegExp][] = [
  [
    "portals",
    /(^|\.)(idealista|kyero|imovirtual|casa\.sapo|supercasa|custojusto|olx|rightmove|zoopla|thinkspain|green-acres|jamesedition|properstar|suumo|homes)\./,
  ],
  [
    "search",
    /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|yandex|baidu|qwant|startpage|brave|naver|sapo)\./,
  ],
  [
    "social",
    /(^|\.)(facebook|fb|instagram|linkedin|lnkd|t|twitter|x|whatsapp|wa|youtube|youtu|pinterest|tiktok|reddit|threads|line|telegram|messenger)\./,
  ],
];

/** utm_source values are names, not hosts: "google", "idealista", "newsletter". */
function groupOf(name: string): VisitSource | undefined {
  for (const [group, pattern] of GROUPS) if (pattern.test(`.${name}.`)) return group;
  return undefined;
}

/**
 * The group of a view: the page's `utm_source` when it has one, else the Referer's host; the
 * site's own host is "internal".
 */
export function visitSource(
  referer: string | undefined,
  utmSource: string | null,
  ownHost: string | undefined,
): VisitSource {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return groupOf(utm.replace(/[^a-z0-9.-]/g, "")) ?? "other";
  if (!referer) return "direct";
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return "direct";
  }
  if (!host) return "direct";
  if (ownHost && host === ownHost.toLowerCase().replace(/:\d+$/, "")) return "internal";
  return groupOf(host) ?? "other";
}
