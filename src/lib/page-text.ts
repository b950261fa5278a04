// Reads one text of the sell or mortgage page settings (docs/product.md#page-settings) in the
// visitor's language.
import type { Locale } from "@/lib/i18n/locales";
import { localized } from "@/lib/localized";
import type { PageSettings } from "@/lib/schemas/settings";

export type PageTextField =
  | "title"
  | "subtitle"
  | "intro"
  | "benefit1"
  | "benefit2"
  | "benefit3"
  | "formTitle"
  | "formDesc";

export function pageText(settings: PageSettings, field: PageTextField, locale: Locale): string {
  return localized(settings, field, locale).trim();
}
