// Picks the singular or plural form of a counted phrase by the language's plural rules
// (Intl.PluralRules: in pt-PT 0 is plural, "0 imóveis"; Japanese has a single form).
import { interpolate } from "./define-messages";
import { formatNumber } from "./format";
import { INTL_LOCALE, type Locale } from "./locales";

export interface PluralForms {
  one: string;
  other: string;
}

const rules = new Map<Locale, Intl.PluralRules>();

export function plural(locale: Locale, n: number, forms: PluralForms): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(INTL_LOCALE[locale]);
    rules.set(locale, rule);
  }
  const template = rule.select(n) === "one" ? forms.one : forms.other;
  return interpolate(template, { n: formatNumber(n, locale) });
}
