import "server-only";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/lib/i18n/locales";
import { LOCALE_FROM_HEADER, localizedPath, PATH_HEADER } from "@/lib/i18n/routing";

export interface RequestLocale {
  locale: Locale;
  /** Whether the visitor's URL carries the language (/en/…) or was negotiated (/…). */
  prefixed: boolean;
  /** A public path in this language, in the same form as the visitor's URL. */
  href: (path: string) => string;
  /** The path of the visitor's URL (/en/sell, or /sell when negotiated). */
  pathname: string;
}

/** The language of a public page from its [locale] segment; any other value is a 404. */
export async function requestLocale(params: Promise<{ locale: string }>): Promise<RequestLocale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return localeOfRequest(locale, await headers());
}

/** A page's language and URLs in `locale`, from the headers the proxy set on its request. */
export function localeOfRequest(locale: Locale, received: Headers): RequestLocale {
  const prefixed = received.get(LOCALE_FROM_HEADER) !== "negotiated";
  const pathname = received.get(PATH_HEADER) ?? localizedPath(locale, "/", prefixed);
  return { locale, prefixed, pathname, href: (path) => localizedPath(locale, path, prefixed) };
}
