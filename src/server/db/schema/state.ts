// The server's own bookkeeping rather than the product's data: the rate-limit counters, facts
// about the installation and the versions of what the public pages show.
import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/**
 * The fixed-window counters of the form rate limit and the login throttle, in the database so
 * that every instance counts the same events (src/server/http/rate-limit.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** Facts about the installation itself, such as when the demo content was loaded. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * What the public pages show, as tags ("properties", "property:{id}", "features", …), each with
 * the version of its last change. Written only by the triggers of drizzle/0002 (every writer,
 * in its own transaction); read by the page cache to know which cached pages are stale.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    tag: text("tag").primaryKey(),
    seq: bigint("seq", { mode: "number" }).notNull(),
  },
  (table) => [index("content_versions_seq_idx").on(table.seq)],
);
