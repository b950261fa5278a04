// The ECB's daily reference rates the public pages convert prices with (docs/product.md#prices-in-other-currencies).
// Written once a day by the exchange-rates job; a content table: its trigger bumps the
// "exchange-rates" tag (drizzle/0012), so cached pages show the new rates.
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

export const exchangeRates = pgTable(
  "exchange_rates",
  {
    /** ISO 4217 code: what one euro is converted into. */
    currency: text("currency").primaryKey(),
    /** Units of the currency for one euro. */
    rate: doublePrecision("rate").notNull(),
    /** The ECB's date for the rate (the last working day it published). */
    rateDate: date("rate_date", { mode: "string" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("exchange_rates_rate_positive", sql`${t.rate} > 0`),
    check("exchange_rates_currency_code", sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);
