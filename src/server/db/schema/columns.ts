// The columns most tables share, spelt once so that every table names and fills them alike.
import { sql } from "drizzle-orm";
import { integer, timestamp, uuid } from "drizzle-orm/pg-core";

export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    // The database's clock at the write, to the microsecond (not the transaction's start).
    .$onUpdate(() => sql`clock_timestamp()`);

export const sortOrder = () => integer("sort_order").notNull().default(0);
