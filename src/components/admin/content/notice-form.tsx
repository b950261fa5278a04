"use client";
// The privacy or cookie notice's texts, one tab of the page texts screen
// (docs/product.md#page-settings-screen).
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { contentText, legalText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { NoticeKey } from "@/lib/constants";
import { HTML_LANG, LOCALES } from "@/lib/i18n/locales";
import { type Notice, type NoticeUpdate, noticeUpdateSchema } from "@/lib/schemas/notice";
import { FormActions, FormSection } from "./form-section";
import { LanguageTextField } from "./language-text-field";
import { QueryView } from "./query-view";

const t = contentText.pageSettings;
const FIELDS = ["titlePt", "titleEn", "titleJp", "bodyPt", "bodyEn", "bodyJp"] as const;
type NoticeFormValues = z.input<typeof noticeUpdateSchema>;

function formValues(notice: Notice): NoticeFormValues {
  const { titlePt, titleEn, titleJp, bodyPt, bodyEn, bodyJp } = notice;
  return { titlePt, titleEn, titleJp, bodyPt, bodyEn, bodyJp };
}

export function NoticeTab({ notice }: { notice: NoticeKey }) {
  const query = useApiQuery(queryKeys.notice(notice), api.notices.get, { params: { notice } });
  return (
    <QueryView query={query}>{(texts) => <NoticeForm notice={notice} texts={texts} />}</QueryView>
  );
}

function NoticeForm({ notice, texts }: { notice: NoticeKey; texts: Notice }) {
  const queryClient = useQueryClient();
  const form = useForm<NoticeFormValues, unknown, NoticeUpdate>({
    resolver: zodResolver(noticeUpdateSchema),
    defaultValues: formValues(texts),
  });
  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) => callApi(api.notices.update, { params: { notice }, body: payload }),
    saved: { title: t.saved, description: t.savedDescription },
    failed: t.saveError,
    failedDescription: () => t.saveErrorDescription,
    savedValues: formValues,
    afterSave: (saved) => queryClient.setQueryData(queryKeys.notice(notice), saved),
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  return (
    <form
      noValidate
      onSubmit={save.submit}
      className="grid gap-6"
      aria-label={t.tabs[notice]}
      data-testid={`notice-settings-${notice}`}
    >
      {texts.updatedAt ? null : (
        <p className="text-sm text-muted-foreground">{legalText.notice.defaults}</p>
      )}
      {LOCALES.map((locale) => (
        <FormSection
          key={locale}
          id={`${notice}-${locale}`}
          title={contentText.shared.languageHeadings[locale]}
          lang={HTML_LANG[locale]}
        >
          <div className="grid gap-5">
            <LanguageTextField
              form={form}
              idPrefix={notice}
              stem="title"
              locale={locale}
              label={legalText.notice.title}
              required
            />
            <LanguageTextField
              form={form}
              idPrefix={notice}
              stem="body"
              locale={locale}
              label={legalText.notice.body}
              hint={legalText.notice.bodyHint}
              multiline
              rows={16}
              required
            />
          </div>
        </FormSection>
      ))}
      <FormActions saving={save.isPending} saveLabel={t.save} />
    </form>
  );
}
