"use client";
// One way to write a text the site shows in its three languages (titlePt, titleEn, titleJp):
// the field of each language is labelled with the language's name and marked with its HTML
// language, so spell-checkers and screen readers treat Japanese as Japanese.
import type { FieldValues, Path } from "react-hook-form";
import { adminText } from "@/lib/admin/messages";
import { HTML_LANG, LOCALES, type Locale } from "@/lib/i18n/locales";
import { localizedKey } from "@/lib/localized";
import { TextField, type TextFieldProps } from "./text-field";

type StemOf<P> = P extends `${infer S}Pt` ? S : never;
/** What a form's localized fields share: "title" for titlePt, titleEn and titleJp. */
type Stem<T extends FieldValues> = StemOf<Path<T>>;

type LanguageTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps<T>,
  "name" | "label" | "lang"
> & {
  stem: Stem<T>;
  /** One label, followed by the language's name; or the whole label of each language. */
  label: string | Record<Locale, string>;
};

export function LanguageTextField<T extends FieldValues>({
  stem,
  locale,
  label,
  ...field
}: LanguageTextFieldProps<T> & { locale: Locale }) {
  return (
    <TextField
      {...field}
      name={localizedKey(stem, locale) as Path<T>}
      label={
        typeof label === "string"
          ? `${label} (${adminText.common.languageNames[locale]})`
          : label[locale]
      }
      lang={HTML_LANG[locale]}
    />
  );
}

/** The field in each language, one under the other. */
export function LanguageTextFields<T extends FieldValues>(props: LanguageTextFieldProps<T>) {
  return (
    <>
      {LOCALES.map((locale) => (
        <LanguageTextField key={locale} {...props} locale={locale} />
      ))}
    </>
  );
}
