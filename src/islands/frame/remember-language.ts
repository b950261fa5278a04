import { LANGUAGE_KEY, type Locale } from "@/lib/i18n/locales";

/**
 * The choice lives in localStorage, as the brief had it; the cookie lets the server render it
 * too (docs/product.md#languages-and-urls).
 */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, long-lived preference cookie
  document.cookie = `${LANGUAGE_KEY}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
