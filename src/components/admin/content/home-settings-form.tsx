"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { PageHeader } from "@/components/admin/page-header";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { HTML_LANG, LOCALES } from "@/lib/i18n/locales";
import {
  type HomeSettings,
  type HomeSettingsUpdate,
  homeSettingsUpdateSchema,
} from "@/lib/schemas/settings";
import { FormActions, FormSection } from "./form-section";
import { HeroImageField } from "./hero-image-field";
import { LanguageTextField } from "./language-text-field";
import { QueryView } from "./query-view";

const t = contentText.homeSettings;

type HomeFormValues = z.input<typeof homeSettingsUpdateSchema>;
const FIELDS = [
  "heroImage",
  "titlePt",
  "titleEn",
  "titleJp",
  "subtitlePt",
  "subtitleEn",
  "subtitleJp",
] as const;

function formValues(settings: HomeSettings): HomeFormValues {
  return {
    heroImage: settings.heroImage,
    titlePt: settings.titlePt ?? "",
    titleEn: settings.titleEn ?? "",
    titleJp: settings.titleJp ?? "",
    subtitlePt: settings.subtitlePt ?? "",
    subtitleEn: settings.subtitleEn ?? "",
    subtitleJp: settings.subtitleJp ?? "",
  };
}

export function HomeSettingsScreen() {
  const query = useApiQuery(queryKeys.homeSettings, api.homeSettings.get);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <QueryView query={query}>{(settings) => <HomeSettingsForm settings={settings} />}</QueryView>
    </>
  );
}

function HomeSettingsForm({ settings }: { settings: HomeSettings }) {
  const queryClient = useQueryClient();
  const [imageBusy, setImageBusy] = useState(false);
  const form = useForm<HomeFormValues, unknown, HomeSettingsUpdate>({
    resolver: zodResolver(homeSettingsUpdateSchema),
    defaultValues: formValues(settings),
  });

  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) => callApi(api.homeSettings.update, { body: payload }),
    saved: { title: t.saved, description: t.savedDescription },
    failed: t.saveError,
    savedValues: formValues,
    afterSave: (saved) => queryClient.setQueryData(queryKeys.homeSettings, saved),
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  return (
    <form noValidate onSubmit={save.submit} className="grid gap-6">
      <FormSection id="hero" title={t.heroSection}>
        <Controller
          control={form.control}
          name="heroImage"
          render={({ field, fieldState }) => (
            <HeroImageField
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              onBusyChange={setImageBusy}
            />
          )}
        />
      </FormSection>

      <FormSection id="texts" title={t.textsSection} description={t.textsHint}>
        <div className="grid gap-6 xl:grid-cols-3">
          {LOCALES.map((locale) => (
            <fieldset
              key={locale}
              className="grid content-start gap-4 rounded-lg border border-border p-4"
            >
              <legend lang={HTML_LANG[locale]} className="px-1 font-medium text-sm">
                {contentText.shared.languageHeadings[locale]}
              </legend>
              <LanguageTextField form={form} stem="title" locale={locale} label={t.heroTitle} />
              <LanguageTextField
                form={form}
                stem="subtitle"
                locale={locale}
                label={t.heroSubtitle}
                multiline
                rows={3}
              />
            </fieldset>
          ))}
        </div>
      </FormSection>

      <FormActions saving={save.isPending} busy={imageBusy} saveLabel={t.save} />
    </form>
  );
}
