"use client";
// Titles and descriptions in pt, en and jp, one tab per language. A tab whose field is
// invalid is marked, and the form switches to it when saving fails (see property-form.tsx).
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { propertiesText } from "@/lib/admin/messages";
import type { PropertyFormValues } from "@/lib/admin/property-form";
import { LOCALES, type Locale } from "@/lib/constants";
import { FormSection, useControlProps, useFieldError } from "./form-parts";

const t = propertiesText.form;

export type LanguageGroup = "title" | "description";

const SUFFIX = { pt: "Pt", en: "En", jp: "Jp" } as const;

export function languageField(group: LanguageGroup, locale: Locale) {
  return `${group}${SUFFIX[locale]}` as const;
}

function LanguageTab({ group, locale }: { group: LanguageGroup; locale: Locale }) {
  const error = useFieldError(languageField(group, locale));
  return (
    <TabsTrigger value={locale} data-invalid={error ? "true" : undefined}>
      <span>{t.languages[locale]}</span>
      {error ? (
        <>
          <span aria-hidden className="size-1.5 rounded-full bg-destructive" />
          <span className="sr-only">({t.hasErrors})</span>
        </>
      ) : null}
    </TabsTrigger>
  );
}

function LanguageInput({ group, locale }: { group: LanguageGroup; locale: Locale }) {
  const { register } = useFormContext<PropertyFormValues>();
  const name = languageField(group, locale);
  const { error, control } = useControlProps(name);
  const label = `${group === "title" ? t.fields.title : t.fields.description} (${t.languageNames[locale]})`;
  const lang = locale === "jp" ? "ja" : locale;
  return (
    <FormField label={label} htmlFor={control.id} error={error} required>
      {group === "title" ? (
        <Input {...control} lang={lang} aria-required {...register(name)} />
      ) : (
        <Textarea {...control} lang={lang} aria-required rows={8} {...register(name)} />
      )}
    </FormField>
  );
}

export function LanguageFields({
  group,
  value,
  onValueChange,
}: {
  group: LanguageGroup;
  value: Locale;
  onValueChange: (locale: Locale) => void;
}) {
  const title = group === "title" ? t.sections.titles : t.sections.descriptions;
  return (
    <FormSection id={`${group}s`} title={title}>
      <Tabs value={value} onValueChange={(next) => onValueChange(next as Locale)}>
        <TabsList aria-label={title}>
          {LOCALES.map((locale) => (
            <LanguageTab key={locale} group={group} locale={locale} />
          ))}
        </TabsList>
        {LOCALES.map((locale) => (
          // Kept mounted (only hidden) so every language stays registered and focusable.
          <TabsContent
            key={locale}
            value={locale}
            forceMount
            className="data-[state=inactive]:hidden"
          >
            <LanguageInput group={group} locale={locale} />
          </TabsContent>
        ))}
      </Tabs>
    </FormSection>
  );
}
