import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { LOCALE_FROM_HEADER, localizedPath } from "@/lib/i18n/routing";

export interface RequestLocale {
  locale: Locale;
  /** Whether the visitor's URL carries the language (/en/…) or was negotiated (/…). */
  prefixed: boolean;
  /** A public path in this language, in the same form as the visitor's URL. */
  href: (path: string) => string;
}

/** The language of a public page from its [locale] segment; any other value is a 404. */
export async function requestLocale(params: Promise<{ locale: string }>): Promise<RequestLocale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const prefixed = (await headers()).get(LOCALE_FROM_HEADER) !== "negotiated";
  return { locale, prefixed, href: (path) => localizedPath(locale, path, prefixed) };
}
