"use client";
// Titles and descriptions in pt, en and jp, one tab per language. A tab whose field is
// invalid is marked, and the form switches to it when saving fails (see property-form.tsx).
import { useFormContext } from "react-hook-form";
import { LanguageTextField } from "@/components/admin/content/language-text-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { propertiesText } from "@/lib/admin/messages";
import type { PropertyFormValues } from "@/lib/admin/property-form";
import { LOCALES, type Locale } from "@/lib/constants";
import { localizedKey } from "@/lib/localized";
import { FormSection, useFieldError } from "./form-parts";

const t = propertiesText.form;

export type LanguageGroup = "title" | "description";

function LanguageTab({ group, locale }: { group: LanguageGroup; locale: Locale }) {
  const error = useFieldError(localizedKey(group, locale));
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
  const form = useFormContext<PropertyFormValues>();
  return (
    <LanguageTextField
      form={form}
      stem={group}
      locale={locale}
      label={t.fields[group]}
      multiline={group === "description"}
      rows={8}
      required
    />
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
