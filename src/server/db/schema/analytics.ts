// Private visit counts (docs/decisions/035): sums per day, never a row per visit, and nothing
// that tells one person from another: the visitor hash that tells visitors apart within a day
// stays in the counting process's memory.
import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { locale } from "./requests";

/** Views of one public page on one day, in one language, from one kind of source. */
export const pageVisits = pgTable(
  "page_visits",
  {
    /** The day in Lisbon. */
    day: date("day").notNull(),
    /** The page's path without the language: "/", "/properties", "/properties/CL-LIS-001". */
    page: text("page").notNull(),
    locale: locale("locale").notNull(),
    /** search, portals, social, other, internal or direct (src/lib/analytics/visit-source.ts). */
    source: text("source").notNull(),
    /** The listing a detail page shows, else null. */
    propertyRef: text("property_ref"),
    views: integer("views").notNull().default(0),
    /** Visitors told apart within the day (one counted once per page and day). */
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.page, t.locale, t.source] }),
    index("page_visits_property_idx").on(t.propertyRef, t.day),
  ],
);

/** Visitors of the whole site on one day, each counted once whatever they saw. */
export const dailyVisitors = pgTable("daily_visitors", {
  day: date("day").primaryKey(),
  visitors: integer("visitors").notNull().default(0),
});

/** How often a listing was added to a visitor's favourites on one day (anonymously). */
export const favouriteAdds = pgTable(
  "favourite_adds",
  {
    day: date("day").notNull(),
    propertyRef: text("property_ref").notNull(),
    adds: integer("adds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.propertyRef] })],
);
