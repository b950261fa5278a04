"use client";
// The visitor's display choices (docs/product.md#prices-in-other-currencies): prices also in
// pounds, dollars or yen beside the euros, and on the English pages areas in square feet. Kept
// in this browser (localStorage); the page's price lines and areas follow the choice, those an
// in-place update brings included. The rates come with the page: nothing is asked of another
// host.
import { useEffect, useState } from "react";
import {
  AREA_UNIT_STORAGE_KEY,
  AREA_UNITS,
  type AreaUnit,
  CURRENCY_STORAGE_KEY,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  type DisplayLabels,
  type ExchangeRates,
  formatAreaIn,
  formatConverted,
  isDisplayCurrency,
  SUGGESTED_CURRENCY,
} from "@/lib/currencies";
import type { Locale } from "@/lib/i18n/locales";

// A plain select, lighter than the kit's, and fixed ids (one choice per page) rather than
// useId's: the detail page's HTML must stay within a round trip.
const SELECT = "h-9 rounded-md border border-input bg-card px-2";

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The keys it writes by name: the cookie notice's test reads them from this type. */
type ChoiceKey = typeof CURRENCY_STORAGE_KEY | typeof AREA_UNIT_STORAGE_KEY;

function store(key: ChoiceKey, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A browser that keeps nothing still shows the choice on this page.
  }
}

/** Only a change is written: the page's observer must not wake itself without end. */
function write(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

/** Writes the choice into every price line and area of the page. */
function apply(
  currency: DisplayCurrency | "",
  unit: AreaUnit,
  rates: ExchangeRates | null,
  locale: Locale,
) {
  const rate = currency && rates ? rates.rates[currency] : undefined;
  for (const line of document.querySelectorAll<HTMLElement>("[data-fx]")) {
    const euros = Number(line.dataset.fx);
    write(line, currency && rate ? formatConverted(euros, rate, currency, locale) : "");
  }
  for (const area of document.querySelectorAll<HTMLElement>("[data-area]")) {
    write(area, formatAreaIn(Number(area.dataset.area), unit, locale));
  }
}

export function PriceChoices({
  locale,
  rates,
  units,
  t,
}: {
  locale: Locale;
  rates: ExchangeRates | null;
  /** Whether areas may be shown in square feet (the English pages). */
  units: boolean;
  t: DisplayLabels;
}) {
  const [currency, setCurrency] = useState<DisplayCurrency | "">(SUGGESTED_CURRENCY[locale] ?? "");
  const [unit, setUnit] = useState<AreaUnit>("m2");

  useEffect(() => {
    const chosen = stored(CURRENCY_STORAGE_KEY);
    if (chosen === "" || isDisplayCurrency(chosen)) setCurrency(chosen);
    if (units && stored(AREA_UNIT_STORAGE_KEY) === "ft2") setUnit("ft2");
  }, [units]);

  useEffect(() => {
    apply(currency, unit, rates, locale);
    // The list's navigations put new cards in place: they follow the choice too.
    const observer = new MutationObserver(() => apply(currency, unit, rates, locale));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [currency, unit, rates, locale]);

  const offered = DISPLAY_CURRENCIES.filter((code) => rates?.rates[code]);
  return (
    <div className="flex flex-wrap items-center gap-4 text-sm" data-testid="price-choices">
      {rates && offered.length ? (
        <div className="flex items-center gap-2">
          <label htmlFor="fx-currency">{t.currency}</label>
          <select
            id="fx-currency"
            value={currency}
            onChange={(event) => {
              const next = event.target.value;
              const chosen = isDisplayCurrency(next) ? next : "";
              store(CURRENCY_STORAGE_KEY, chosen);
              setCurrency(chosen);
            }}
            className={SELECT}
          >
            <option value="">{t.euroOnly}</option>
            {offered.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </div>
      ) : null}
      {units ? (
        <div className="flex items-center gap-2">
          <label htmlFor="fx-area">{t.area}</label>
          <select
            id="fx-area"
            value={unit}
            onChange={(event) => {
              const next: AreaUnit = event.target.value === "ft2" ? "ft2" : "m2";
              store(AREA_UNIT_STORAGE_KEY, next);
              setUnit(next);
            }}
            className={SELECT}
          >
            {AREA_UNITS.map((option) => (
              <option key={option} value={option}>
                {option === "ft2" ? "ft²" : "m²"}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
