// Names of the languages a consultant speaks (docs/product.md#languages-and-urls), each written in
// its own language, as the badges and the admin checkboxes show them whatever the page language.
import type { SpokenLanguage } from "@/lib/constants";
import { HTML_LANG } from "@/lib/i18n/locales";

export const SPOKEN_LANGUAGE_NAMES: Record<SpokenLanguage, string> = {
  pt: "Português",
  en: "English",
  jp: "日本語",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  it: "Italiano",
  zh: "中文",
};

/** The BCP 47 tag of each name, so screen readers pronounce it in its own language. */
export const SPOKEN_LANGUAGE_TAGS: Record<SpokenLanguage, string> = {
  // The site's own languages as its pages tag them (jp is "ja"); European Portuguese's region
  // is left out here, as a consultant's Portuguese may be Brazilian.
  pt: "pt",
  en: HTML_LANG.en,
  jp: HTML_LANG.jp,
  es: "es",
  fr: "fr",
  de: "de",
  it: "it",
  zh: "zh",
};
