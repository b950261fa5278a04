"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { PageHeader } from "@/components/admin/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { pageSettingsFields, pageSettingsFormValues } from "@/lib/admin/content/form-values";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { NOTICE_KEYS, type NoticeKey, PAGE_KEYS, type PageKey } from "@/lib/constants";
import { HTML_LANG, LOCALES } from "@/lib/i18n/locales";
import {
  type PageSettings,
  type PageSettingsUpdate,
  pageSettingsUpdateSchema,
} from "@/lib/schemas/settings";
import { FormActions, FormSection } from "./form-section";
import { LanguageTextField } from "./language-text-field";
import { NoticeTab } from "./notice-form";
import { QueryView } from "./query-view";

const t = contentText.pageSettings;
type PageFormValues = z.input<typeof pageSettingsUpdateSchema>;
type TextName = keyof typeof t.fields;

/** Which inputs each language block has, in order; optional ones say so. */
const BLOCKS: { name: TextName; multiline?: boolean; optional?: boolean; mortgageOnly?: true }[] = [
  { name: "title" },
  { name: "subtitle", multiline: true },
  { name: "intro", multiline: true, optional: true, mortgageOnly: true },
  { name: "benefit1" },
  { name: "benefit2" },
  { name: "benefit3" },
  { name: "formTitle" },
  { name: "formDesc", multiline: true, optional: true },
];

/** /admin/page-settings: the texts of the sell and mortgage pages and of the notices, a tab each. */
export function PageSettingsScreen() {
  const [tab, setTab] = useState<PageKey | NoticeKey>("sell");
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as PageKey | NoticeKey)}>
        <TabsList aria-label={t.tabsLabel}>
          {[...PAGE_KEYS, ...NOTICE_KEYS].map((page) => (
            <TabsTrigger key={page} value={page}>
              {t.tabs[page]}
            </TabsTrigger>
          ))}
        </TabsList>
        {PAGE_KEYS.map((page) => (
          // Both tabs stay mounted, so switching tabs never loses typed work.
          <TabsContent key={page} value={page} forceMount className="data-[state=inactive]:hidden">
            <PageSettingsTab page={page} />
          </TabsContent>
        ))}
        {NOTICE_KEYS.map((notice) => (
          <TabsContent
            key={notice}
            value={notice}
            forceMount
            className="data-[state=inactive]:hidden"
          >
            <NoticeTab notice={notice} />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

function PageSettingsTab({ page }: { page: PageKey }) {
  const query = useApiQuery(queryKeys.pageSettings(page), api.pageSettings.get, {
    params: { page },
  });
  return (
    <QueryView query={query}>
      {(settings) => <PageSettingsForm page={page} settings={settings} />}
    </QueryView>
  );
}

function PageSettingsForm({ page, settings }: { page: PageKey; settings: PageSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<PageFormValues, unknown, PageSettingsUpdate>({
    resolver: zodResolver(pageSettingsUpdateSchema),
    defaultValues: pageSettingsFormValues(settings, page),
  });

  const save = useSaveForm({
    form,
    fields: pageSettingsFields(page),
    save: (payload) => callApi(api.pageSettings.update, { params: { page }, body: payload }),
    saved: { title: t.saved, description: t.savedDescription },
    failed: t.saveError,
    failedDescription: () => t.saveErrorDescription,
    savedValues: (saved) => pageSettingsFormValues(saved, page),
    afterSave: (saved) => queryClient.setQueryData(queryKeys.pageSettings(page), saved),
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  return (
    <form
      noValidate
      onSubmit={save.submit}
      className="grid gap-6"
      aria-label={t.tabs[page]}
      data-testid={`page-settings-${page}`}
    >
      {LOCALES.map((locale) => (
        <FormSection
          key={locale}
          id={`${page}-${locale}`}
          title={contentText.shared.languageHeadings[locale]}
          lang={HTML_LANG[locale]}
        >
          <div className="grid gap-5">
            {BLOCKS.filter((block) => !block.mortgageOnly || page === "mortgage").map((block) => (
              <LanguageTextField
                key={block.name}
                form={form}
                idPrefix={page}
                stem={block.name}
                locale={locale}
                label={t.fields[block.name]}
                multiline={block.multiline}
                rows={3}
                required={!block.optional}
                optional={block.optional}
              />
            ))}
          </div>
        </FormSection>
      ))}
      <FormActions saving={save.isPending} saveLabel={t.save} />
    </form>
  );
}
