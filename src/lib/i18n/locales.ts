// The site's languages (docs/product.md#languages-and-urls): pt (default), en, jp. "jp" is the
// code in URLs and data; the HTML and Intl code is "ja".
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/constants";

export { DEFAULT_LOCALE, LOCALES, type Locale };

export const HTML_LANG: Record<Locale, string> = { pt: "pt-PT", en: "en", jp: "ja" };
export const INTL_LOCALE: Record<Locale, string> = { pt: "pt-PT", en: "en-GB", jp: "ja-JP" };
export const OPEN_GRAPH_LOCALE: Record<Locale, string> = { pt: "pt_PT", en: "en_GB", jp: "ja_JP" };
export const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: "Português",
  en: "English",
  jp: "日本語",
};

/** Cookie (for the server) and localStorage key (as the brief had it) holding the language. */
export const LANGUAGE_KEY = "language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * A language starting with pt gives pt, ja gives jp, en gives en, else pt
 * (docs/product.md#languages-and-urls).
 */
export function localeFromLanguageTag(tag: string | null | undefined): Locale {
  const primary = (tag ?? "").trim().toLowerCase();
  if (primary.startsWith("ja")) return "jp";
  if (primary.startsWith("en")) return "en";
  return DEFAULT_LOCALE;
}

/** The browser's first preference in an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  const preferences = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return localeFromLanguageTag(preferences[0]?.tag);
}

/**
 * The language of an unprefixed public URL (docs/decisions/006): the `language` cookie when it
 * names one, else the browser's Accept-Language.
 */
export function negotiatedLocale(
  languageCookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  return isLocale(languageCookie) ? languageCookie : localeFromAcceptLanguage(acceptLanguage);
}
