// Demo visit counts (issue 38): the last 90 days of a small agency's site, so that a fresh
// install's dashboard draws its charts. Sums only, as the real counting writes them
// (docs/decisions/035); drawn from a fixed seed, so every install shows the same figures.
import type { VisitSource } from "@/lib/analytics/visit-source";
import type { Locale } from "@/lib/i18n/locales";
import type { PageCount } from "@/server/analytics/visit-front";

export const DEMO_VISIT_DAYS = 90;

const DAY_MS = 86_400_000;
const LOCALES: Locale[] = ["pt", "en", "jp"];
const SOURCES: VisitSource[] = ["search", "portals", "direct", "social", "internal", "other"];

/** A small deterministic generator (mulberry32): the same figures on every install. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Each day's views of the home, the list and every listing, in two languages and sources, and
 * now and then a listing added to a visitor's favourites.
 */
export function demoVisits(listings: { ref: string; ageDays: number }[], now: Date) {
  const refs = listings.map((listing) => listing.ref);
  const random = generator(38);
  const pages: PageCount[] = [];
  const days: { day: string; visitors: number }[] = [];
  const favourites: { day: string; propertyRef: string; adds: number }[] = [];
  const lisbon = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" });
  for (let back = DEMO_VISIT_DAYS - 1; back >= 0; back--) {
    const date = new Date(now.getTime() - back * DAY_MS);
    const day = lisbon.format(date);
    // More on weekends, and a little more each week as the site gets known.
    const weekend = [0, 6].includes(date.getUTCDay()) ? 1.4 : 1;
    const growth = 1 + (DEMO_VISIT_DAYS - back) / DEMO_VISIT_DAYS;
    let dayViews = 0;
    const paths = ["/", "/properties", ...refs.map((ref) => `/properties/${ref}`)];
    paths.forEach((page, index) => {
      // A listing is seen from the day it was published.
      if (index >= 2 && back > (listings[index - 2]?.ageDays ?? 0)) return;
      const popularity = index < 2 ? 18 : 2 + ((index * 7) % 9);
      const total = Math.round(popularity * weekend * growth * (0.6 + random()));
      const main = Math.round(total * 0.7);
      const split: [Locale, VisitSource, number][] = [
        [LOCALES[index % 3] ?? "pt", SOURCES[index % 4] ?? "search", main],
        [LOCALES[(index + 1) % 3] ?? "en", SOURCES[(index + 2) % 6] ?? "direct", total - main],
      ];
      for (const [locale, source, views] of split) {
        if (views <= 0) continue;
        dayViews += views;
        if (index >= 2 && random() < 0.12) {
          favourites.push({
            day,
            propertyRef: refs[index - 2] ?? "",
            adds: 1 + Math.floor(random() * 2),
          });
        }
        pages.push({
          day,
          page,
          locale,
          source,
          propertyRef: index < 2 ? null : (refs[index - 2] ?? null),
          views,
          visitors: Math.max(1, Math.round(views * (0.6 + random() * 0.3))),
        });
      }
    });
    days.push({ day, visitors: Math.round(dayViews * 0.45) });
  }
  // One favourite row per listing and day at most (the first split of the page's views).
  const unique = new Map(favourites.map((row) => [`${row.day}|${row.propertyRef}`, row]));
  return { pages, days, favourites: [...unique.values()] };
}
