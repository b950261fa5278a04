"use client";
// On the seller report, for administrators: e-mail the report to the listing's owner, in the
// language chosen (the one shown, to start with), and the last reports sent
// (docs/product.md#seller-report). Errors show beside their field; nothing typed is lost on one.
import { useMutation } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toaster";
import { serverFieldErrors, serverMessage } from "@/lib/admin/content/server-error";
import { statsText } from "@/lib/admin/messages/stats";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { formatDateTime } from "@/lib/i18n/format";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { SENDS_SHOWN, type SellerReportSend } from "@/lib/schemas/seller-report";

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
  const [email, setEmail] = useState("");
  const [language, setLanguage] = useState<Locale>(locale);
  const [history, setHistory] = useState(sends);
  const send = useMutation({
    mutationFn: () =>
      callApi(api.stats.reportEmail, { params: { id: propertyId }, body: { email, language } }),
    onSuccess: (sent) => {
      setHistory((previous) => [sent, ...previous].slice(0, SENDS_SHOWN));
      setEmail("");
      toast.success(t.sent(sent.email));
    },
    onError: (error) => {
      if (!serverFieldErrors(error, ["email", "language"]).length) {
        toast.error(t.failed, { description: serverMessage(error) });
      }
    },
  });
  const errors = Object.fromEntries(serverFieldErrors(send.error, ["email", "language"]));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate();
  };
  return (
    <section
      aria-labelledby="send-report-title"
      className="mx-auto mb-4 max-w-[210mm] rounded-xl border border-border bg-card p-4 shadow-xs print:hidden"
    >
      <h2 id="send-report-title" className="mb-3 font-semibold">
        {t.title}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={t.email} htmlFor="report-email" error={errors.email} className="flex-1">
          <Input
            id="report-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={fieldDescribedBy("report-email", { error: errors.email })}
          />
        </FormField>
        <FormField label={t.language} htmlFor="report-language" error={errors.language}>
          <NativeSelect
            id="report-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as Locale)}
            aria-invalid={Boolean(errors.language)}
            aria-describedby={fieldDescribedBy("report-language", { error: errors.language })}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {statsText.languages[code]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={send.isPending} className="sm:mt-7">
          <SendIcon aria-hidden />
          {send.isPending ? t.sending : t.submit}
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
