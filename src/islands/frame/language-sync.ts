// Keeps the stored language and the page in step (docs/product.md#languages-and-urls). A visit
// to a language URL (/en/…) makes that language the remembered one; on an unprefixed page, a
// language remembered in localStorage (but missing from the cookie) is restored and the page
// rendered again in it. The page's language and whether its URL names it are on <html>.

import { isLocale, LANGUAGE_KEY } from "@/lib/i18n/locales";
import { rememberLanguage } from "./remember-language";

export function syncLanguage(): void {
  const { locale, prefixed } = document.documentElement.dataset;
  if (!isLocale(locale)) return;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return;
  }
  const hasCookie = document.cookie.split("; ").some((c) => c.startsWith(`${LANGUAGE_KEY}=`));
  if (prefixed !== undefined || !isLocale(stored)) {
    if (stored !== locale || !hasCookie) rememberLanguage(locale);
    return;
  }
  if (stored !== locale && !hasCookie) {
    rememberLanguage(stored);
    // A full reload: the page's root layout (its <html lang>) changes with the language.
    window.location.reload();
  } else if (!hasCookie) {
    rememberLanguage(locale);
  }
}
