// The rates the public pages convert prices with, and the daily job that reads them from the
// ECB (FX_RATES_URL; docs/product.md#prices-in-other-currencies). A failed read (the source
// down, a file that is no rates document) changes nothing: the last rates stay, the runner logs
// the failure and tries again when its claim ends (src/server/jobs).
import "server-only";
import type { DisplayCurrency, ExchangeRates } from "@/lib/currencies";
import { db } from "@/server/db/client";
import { exchangeRates } from "@/server/db/schema";
import { env } from "@/server/env";
import type { DailyJob } from "@/server/jobs/runner";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";
import { parseEcbRates } from "./parse-ecb-rates";

/** The rates stored, with the date of the newest; null when none is known. */
export async function readExchangeRates(): Promise<ExchangeRates | null> {
  dependsOn(TAG.exchangeRates);
  const rows = await db().select().from(exchangeRates);
  if (rows.length === 0) return null;
  const rates: ExchangeRates["rates"] = {};
  for (const row of rows) rates[row.currency as DisplayCurrency] = row.rate;
  const date =
    rows
      .map((row) => row.rateDate)
      .sort()
      .at(-1) ?? "";
  return { date, rates };
}

/**
 * Reads FX_RATES_URL and stores its rates; throws (storing nothing) when it cannot. An empty
 * FX_RATES_URL reads nothing.
 */
export async function refreshExchangeRates(): Promise<Record<string, number>> {
  if (!env().FX_RATES_URL) return { currencies: 0 };
  const response = await fetch(env().FX_RATES_URL, {
    headers: { "user-agent": "CasaLusa/1.0 (exchange rates)", accept: "application/xml" },
    signal: AbortSignal.timeout(15_000),
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`exchange rates: HTTP ${response.status}`);
  const { date, rates } = parseEcbRates(await response.text());
  const rows = Object.entries(rates).map(([currency, rate]) => ({
    currency,
    rate,
    rateDate: date,
  }));
  // The day's rates replace all others: a currency the file no longer has is not shown with an
  // older date than the rest.
  await db().transaction(async (tx) => {
    await tx.delete(exchangeRates);
    await tx.insert(exchangeRates).values(rows);
  });
  return { currencies: rows.length };
}

export const exchangeRatesJob: DailyJob = {
  name: "exchange-rates",
  run: refreshExchangeRates,
};
