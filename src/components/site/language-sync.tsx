"use client";
import { useEffect } from "react";
import { isLocale, LANGUAGE_KEY, type Locale } from "@/lib/i18n/locales";
import { rememberLanguage } from "./remember-language";

/**
 * Keeps the stored language and the page in step. A visit to a language URL (/en/…) makes
 * that language the remembered one; on an unprefixed page, a language remembered in
 * localStorage (but missing from the cookie) is restored and the page rendered again in it.
 */
export function LanguageSync({ locale, prefixed }: { locale: Locale; prefixed: boolean }) {
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_KEY);
    } catch {
      return;
    }
    const hasCookie = document.cookie.split("; ").some((c) => c.startsWith(`${LANGUAGE_KEY}=`));
    if (prefixed || !isLocale(stored)) {
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
  }, [locale, prefixed]);
  return null;
}
