import {
  type ExchangeRates,
  formatConverted,
  formatRateDate,
  SUGGESTED_CURRENCY,
} from "@/lib/currencies";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import { cn } from "@/lib/utils";

/**
 * The line under a euro price where "≈ ¥…" goes (price-choices.tsx fills it with the visitor's
 * currency). Its height is kept even when empty, so nothing moves when it fills; the page's
 * suggested currency (yen on Japanese pages) is written by the server. No rates known: no line.
 */
export function ConvertedPrice({
  euros,
  rates,
  locale,
  className,
}: {
  euros: number;
  rates: ExchangeRates | null | undefined;
  locale: Locale;
  className?: string;
}) {
  if (!rates) return null;
  const suggested = SUGGESTED_CURRENCY[locale];
  const rate = suggested ? rates.rates[suggested] : undefined;
  return (
    <span
      className={cn("block min-h-5 text-sm text-muted-foreground tabular-nums", className)}
      data-fx={euros}
    >
      {suggested && rate ? formatConverted(euros, rate, suggested, locale) : null}
    </span>
  );
}

/** Under the currency choice: the rate's date, and that the amounts are indicative. */
export function RateNote({
  rates,
  locale,
  text,
}: {
  rates: ExchangeRates | null;
  locale: Locale;
  text: string;
}) {
  if (!rates) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {interpolate(text, { date: formatRateDate(rates.date, locale) })}
    </p>
  );
}
