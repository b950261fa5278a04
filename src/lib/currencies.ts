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

/** Square feet in a square metre: areas on the English pages may be shown in either. */
export const SQUARE_FEET_PER_METRE = 10.763_910_4;
export const AREA_UNITS = ["m2", "ft2"] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];
export const AREA_UNIT_STORAGE_KEY = "casa-lusa:area-unit";

/** "3,444 ft²" or "320 m²". */
export function formatAreaIn(squareMetres: number, unit: AreaUnit, locale: Locale): string {
  const value = unit === "ft2" ? Math.round(squareMetres * SQUARE_FEET_PER_METRE) : squareMetres;
  const number = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: 0 });
  return `${number.format(value)} ${unit === "ft2" ? "ft²" : "m²"}`;
}

/** The ECB's date ("2026-11-27") as the page's language writes a day, the same everywhere. */
export function formatRateDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The currency and area choices' labels (the common catalogue's `display`). */
export interface DisplayLabels {
  currency: string;
  euroOnly: string;
  area?: string;
}

/** The labels a page sends with the choices: the area's only where areas may change (en). */
export function displayLabels(
  labels: DisplayLabels & { rateNote: string },
  locale: Locale,
): DisplayLabels {
  const { area, rateNote: _rateNote, ...rest } = labels;
  return locale === "en" ? { ...rest, area } : rest;
}
