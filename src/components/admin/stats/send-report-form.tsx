"use client";
// On the seller report, for administrators: e-mail the report to the listing's owner, in the
// language chosen (the one shown, to start with), and the last reports sent
// (docs/product.md#seller-report). Saved as every admin form is (useSaveForm): errors beside
// their field, nothing typed lost on one.
import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/admin/content/text-field";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { statsText } from "@/lib/admin/messages/stats";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { formatDateTime } from "@/lib/i18n/format";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import {
  SENDS_SHOWN,
  type SellerReportEmailInput,
  type SellerReportSend,
  sellerReportEmailInput,
} from "@/lib/schemas/seller-report";

const t = statsText.listing.send;

export function SendReportForm({
  propertyId,
  locale,
  sends,
}: {
  propertyId: string;
  locale: Locale;
  sends: SellerReportSend[];
}) {
  const [history, setHistory] = useState(sends);
  const form = useForm<SellerReportEmailInput>({
    resolver: zodResolver(sellerReportEmailInput),
    defaultValues: { email: "", language: locale },
  });
  const save = useSaveForm({
    form,
    fields: ["email", "language"],
    save: (body: SellerReportEmailInput) =>
      callApi(api.stats.reportEmail, { params: { id: propertyId }, body }),
    saved: { title: t.sent },
    failed: t.failed,
    // The next owner's address is typed afresh; the language stays.
    savedValues: (sent) => ({ email: "", language: sent.language }),
    afterSave: (sent) => setHistory((previous) => [sent, ...previous].slice(0, SENDS_SHOWN)),
  });
  const languageError = form.formState.errors.language?.message;
  return (
    <section
      aria-labelledby="send-report-title"
      className="mx-auto mb-4 max-w-[210mm] rounded-xl border border-border bg-card p-4 shadow-xs print:hidden"
    >
      <h2 id="send-report-title" className="mb-3 font-semibold">
        {t.title}
      </h2>
      <form onSubmit={save.submit} noValidate className="flex flex-col gap-3 sm:flex-row">
        <TextField
          form={form}
          name="email"
          idPrefix="report"
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          className="flex-1"
        />
        <FormField label={t.language} htmlFor="report-language" error={languageError}>
          <NativeSelect
            id="report-language"
            aria-invalid={Boolean(languageError)}
            aria-describedby={fieldDescribedBy("report-language", { error: languageError })}
            {...form.register("language")}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {statsText.languages[code]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={save.isPending} className="sm:mt-7">
          <SendIcon aria-hidden />
          {save.isPending ? t.sending : t.submit}
        </Button>
      </form>
      {history.length ? (
        <div className="mt-3 text-sm">
          <h3 className="font-medium">{t.history}</h3>
          <ul className="mt-1 space-y-0.5 text-muted-foreground">
            {history.map((row) => (
              <li key={row.id}>
                {t.sentLine(
                  formatDateTime(row.createdAt),
                  row.email,
                  statsText.languages[row.language],
                  row.sentBy,
                )}{" "}
                <span className={row.status === "failed" ? "text-destructive" : undefined}>
                  ({t.status[row.status]})
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
