// Prices in another currency beside the euro price (docs/product.md#prices-in-other-currencies):
// which currencies a visitor may choose, and how a converted price reads. Shared by the server,
// which sends the rates with the page, and the island that shows the conversion.
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales";

export const DISPLAY_CURRENCIES = ["GBP", "USD", "JPY"] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** The rates a page converts with: units of each currency for one euro, and the ECB's date. */
export interface ExchangeRates {
  date: string;
  rates: Partial<Record<DisplayCurrency, number>>;
}

/** The browser's key for the visitor's choice ("" or absent: euros only). */
export const CURRENCY_STORAGE_KEY = "casa-lusa:currency";

/** What a page in each language offers first: Japanese pages suggest yen. */
export const SUGGESTED_CURRENCY: Record<Locale, DisplayCurrency | null> = {
  pt: null,
  en: null,
  jp: "JPY",
};

export const isDisplayCurrency = (value: unknown): value is DisplayCurrency =>
  (DISPLAY_CURRENCIES as readonly unknown[]).includes(value);

/** "≈ ¥213,000,000": rounded to three significant figures, as an indication should be. */
export function formatConverted(
  euros: number,
  rate: number,
  currency: DisplayCurrency,
  locale: Locale,
): string {
  const amount = euros * rate;
  const rounded = amount >= 1000 ? Number(amount.toPrecision(3)) : Math.round(amount);
  const text = new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: "currency",
    currency,
    maximumFractionDigits: 0,
  }).format(rounded);
  return `≈ ${text}`;
}
