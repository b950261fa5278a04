// The visitor's display choices (docs/product.md#prices-in-other-currencies): prices also in
// pounds, dollars or yen beside the euros, and on the English pages areas in square feet. Plain
// selects; the page's frame script (src/islands/frame/price-choices.ts) sets them to what this
// browser keeps and writes the choice into the page's price lines and areas. The rates come
// with the page: nothing is asked of another host.
import {
  AREA_UNITS,
  DISPLAY_CURRENCIES,
  type DisplayLabels,
  type ExchangeRates,
  SUGGESTED_CURRENCY,
} from "@/lib/currencies";
import type { Locale } from "@/lib/i18n/locales";

// A plain select, lighter than the kit's, and fixed ids (one choice per page): the frame script
// finds them by these.
const SELECT = "h-9 rounded-md border border-input bg-card px-2";

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
  const offered = DISPLAY_CURRENCIES.filter((code) => rates?.rates[code]);
  return (
    <div
      className="flex flex-wrap items-center gap-4 text-sm"
      data-price-choices
      data-locale={locale}
      data-rates={JSON.stringify(rates)}
      data-testid="price-choices"
    >
      {rates && offered.length ? (
        <div className="flex items-center gap-2">
          <label htmlFor="fx-currency">{t.currency}</label>
          {/* autoComplete off: the choice lives in this browser's storage, and a value the
              browser put back on going back would be taken for a new one (frame/price-choices). */}
          <select
            id="fx-currency"
            defaultValue={SUGGESTED_CURRENCY[locale] ?? ""}
            autoComplete="off"
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
          <select id="fx-area" defaultValue="m2" autoComplete="off" className={SELECT}>
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
