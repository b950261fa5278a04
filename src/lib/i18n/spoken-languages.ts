// Names of the languages a consultant speaks (docs/product.md#languages-and-urls), each written in
// its own language, as the badges and the admin checkboxes show them whatever the page language.
import type { SpokenLanguage } from "@/lib/constants";

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
  pt: "pt",
  en: "en",
  jp: "ja",
  es: "es",
  fr: "fr",
  de: "de",
  it: "it",
  zh: "zh",
};
