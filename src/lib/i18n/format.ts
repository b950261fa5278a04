// Numbers, prices, areas and dates in the visitor's language.
import { INTL_LOCALE, type Locale } from "./locales";

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    cache.set(key, format);
  }
  return format;
}

export function formatPrice(euros: number, locale: Locale): string {
  return numberFormat(locale, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(euros);
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

export function formatArea(squareMetres: number, locale: Locale): string {
  return `${formatNumber(squareMetres, locale)} m²`;
}

/**
 * Dates are shown in pt-PT format in the admin (docs/product.md#how-every-admin-screen-behaves),
 * else in the locale.
 */
export function formatDate(iso: string, locale: Locale | "pt-PT" = "pt-PT"): string {
  const tag = locale === "pt-PT" ? "pt-PT" : INTL_LOCALE[locale];
  return new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat("pt-PT", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}
