// Reads the field of a record in the visitor's language: titlePt / titleEn / titleJp.
import type { Locale } from "@/lib/i18n/locales";

const SUFFIX = { pt: "Pt", en: "En", jp: "Jp" } as const satisfies Record<Locale, string>;

export function localizedKey<F extends string>(field: F, locale: Locale) {
  return `${field}${SUFFIX[locale]}` as `${F}${(typeof SUFFIX)[Locale]}`;
}

export function localized<
  F extends string,
  R extends { [K in `${F}${"Pt" | "En" | "Jp"}`]?: string | null },
>(record: R, field: F, locale: Locale): string {
  return record[localizedKey(field, locale)] ?? "";
}
