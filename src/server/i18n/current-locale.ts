import "server-only";
import { headers } from "next/headers";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { LOCALE_FROM_HEADER, LOCALE_HEADER, localizedPath } from "@/lib/i18n/routing";
import type { RequestLocale } from "./request-locale";

/** The language of the current public request, where no route params are at hand (404s). */
export async function currentLocale(): Promise<RequestLocale> {
  const all = await headers();
  const value = all.get(LOCALE_HEADER);
  const locale = isLocale(value) ? value : DEFAULT_LOCALE;
  const prefixed = all.get(LOCALE_FROM_HEADER) !== "negotiated";
  return { locale, prefixed, href: (path) => localizedPath(locale, path, prefixed) };
}
