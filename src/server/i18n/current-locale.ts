import "server-only";
import { headers } from "next/headers";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { LOCALE_HEADER } from "@/lib/i18n/routing";
import { localeOfRequest, type RequestLocale } from "./request-locale";

/** The language of the current public request, where no route params are at hand (404s). */
export async function currentLocale(): Promise<RequestLocale> {
  const all = await headers();
  const value = all.get(LOCALE_HEADER);
  return localeOfRequest(isLocale(value) ? value : DEFAULT_LOCALE, all);
}
