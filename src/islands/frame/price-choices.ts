// The visitor's display choices (docs/product.md#prices-in-other-currencies), in plain script
// (docs/decisions/041): prices also in pounds, dollars or yen beside the euros, and on the English
// pages areas in square feet. Kept in this browser (localStorage); the page's price lines and
// areas follow the choice, those an in-place update brings included. The rates come with the
// page (the choices' data-rates): nothing is asked of another host.
import {
  AREA_UNIT_STORAGE_KEY,
  type AreaUnit,
  CURRENCY_STORAGE_KEY,
  type DisplayCurrency,
  type ExchangeRates,
  formatAreaIn,
  formatConverted,
  isDisplayCurrency,
} from "@/lib/currencies";
import { isLocale } from "@/lib/i18n/locales";

const CURRENCY = "fx-currency";
const AREA = "fx-area";

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

const select = (id: string) => document.getElementById(id) as HTMLSelectElement | null;

/** The option the server selected: its suggestion, whatever the select shows since. */
function servedValue(element: HTMLSelectElement | null): string | undefined {
  const options = Array.from(element?.options ?? []);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value;
}

/**
 * The visitor's choice: one made in the select before this script ran (a slow phone; issue 39),
 * then kept, or else what this browser kept. The selects are autocomplete="off", so a value in
 * them that the server did not select is the visitor's, not one the browser restored.
 */
function choice(element: HTMLSelectElement | null, key: ChoiceKey): string | null {
  if (!element || element.value === servedValue(element)) return stored(key);
  store(key, element.value);
  return element.value;
}

/** What the page's selects show, once set from what this browser keeps. */
let chosen: { currency: DisplayCurrency | ""; unit: AreaUnit } | undefined;
/** What the server wrote into the page (and each part an update brings): its suggestion. */
let served: { currency: DisplayCurrency | ""; unit: AreaUnit } | undefined;
/** Whether this script has written another choice into the page. */
let written = false;

/** Writes the choice into every price line and area of the page; again after an update. */
export function showPriceChoices(): void {
  const box = document.querySelector<HTMLElement>("[data-price-choices]");
  const locale = box?.dataset.locale;
  if (!box || !isLocale(locale)) return;
  const currencySelect = select(CURRENCY);
  const areaSelect = select(AREA);
  if (!served || !chosen) {
    const suggested = servedValue(currencySelect);
    served = { currency: isDisplayCurrency(suggested) ? suggested : "", unit: "m2" };
    const currency = choice(currencySelect, CURRENCY_STORAGE_KEY);
    chosen = {
      // Nothing kept: the page's own suggestion (yen on Japanese pages).
      currency: currency === null ? served.currency : isDisplayCurrency(currency) ? currency : "",
      unit: areaSelect && choice(areaSelect, AREA_UNIT_STORAGE_KEY) === "ft2" ? "ft2" : "m2",
    };
  }
  const { currency, unit } = chosen;
  if (currencySelect && currencySelect.value !== currency) currencySelect.value = currency;
  if (areaSelect && areaSelect.value !== unit) areaSelect.value = unit;
  // The page shows the choice as the server wrote it: nothing to format (the common case, and
  // the page's first seconds on a phone are spared the number formats).
  if (!written && currency === served.currency && unit === served.unit) return;
  written = true;
  const rates: ExchangeRates | null = JSON.parse(box.dataset.rates ?? "null");
  const rate = currency && rates ? rates.rates[currency] : undefined;
  for (const line of document.querySelectorAll<HTMLElement>("[data-fx]")) {
    const euros = Number(line.dataset.fx);
    write(line, currency && rate ? formatConverted(euros, rate, currency, locale) : "");
  }
  for (const area of document.querySelectorAll<HTMLElement>("[data-area]")) {
    write(area, formatAreaIn(Number(area.dataset.area), unit, locale));
  }
}

/** The selects' changes; showPriceChoices shows what this browser keeps. */
export function followPriceChoices(): void {
  document.addEventListener("change", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement) || !chosen) return;
    if (target.id === CURRENCY) {
      chosen.currency = isDisplayCurrency(target.value) ? target.value : "";
      store(CURRENCY_STORAGE_KEY, chosen.currency);
    } else if (target.id === AREA) {
      chosen.unit = target.value === "ft2" ? "ft2" : "m2";
      store(AREA_UNIT_STORAGE_KEY, chosen.unit);
    } else return;
    showPriceChoices();
  });
}
