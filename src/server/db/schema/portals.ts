// The portal feeds (docs/product.md#portal-feeds): each portal's switch, secret key and last
// fetch, and what each listing looked like the last time a feed was built, so that a feed's
// `date` moves only when something it shows changed.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { PORTALS } from "@/lib/constants";
import { properties } from "./listings";

export const portalFeeds = pgTable(
  "portal_feeds",
  {
    portal: text("portal", { enum: PORTALS }).primaryKey(),
    enabled: boolean("enabled").notNull().default(true),
    /** The secret in the feed's URL; a new one replaces it at once. */
    feedKey: text("feed_key").notNull(),
    /** Idealista's customer code (ilc + 40 characters), given by the portal. */
    customerCode: text("customer_code"),
    keyChangedAt: timestamp("key_changed_at", { withTimezone: true }).notNull().defaultNow(),
    lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
    lastFetchUserAgent: text("last_fetch_user_agent"),
    lastFetchAddress: text("last_fetch_address"),
    /** How many listings the last good build held. */
    listingCount: integer("listing_count").notNull().default(0),
    lastBuiltAt: timestamp("last_built_at", { withTimezone: true }),
    /** Why the last build failed (the last good feed is still served), or null. */
    lastError: text("last_error"),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "portal_feeds_portal_known",
      sql`${t.portal} in (${sql.raw(PORTALS.map((portal) => `'${portal}'`).join(","))})`,
    ),
  ],
);

/** What a listing's entry in a feed looked like (a hash), and since when. */
export const portalEntries = pgTable(
  "portal_entries",
  {
    portal: text("portal", { enum: PORTALS }).notNull(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.portal, t.propertyId] })],
);

export type PortalFeedRow = typeof portalFeeds.$inferSelect;
