"use client";
// The periods of retention (PUT /api/privacy-settings, which asks for the password first), saved
// as every admin form is (useSaveForm).
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { TextField, wholeNumberInput } from "@/components/admin/content/text-field";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { Button } from "@/components/ui/button";
import { privacyText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { type PrivacySettings, privacySettingsSchema } from "@/lib/schemas/personal-data";

const t = privacyText.settings;
const FIELDS = ["anonymiseAfterMonths", "auditLogMonths"] as const;
const LABELS = { anonymiseAfterMonths: t.anonymise, auditLogMonths: t.auditLog };

export function PrivacySettingsCard() {
  const query = useApiQuery(queryKeys.privacySettings, api.privacySettings.get);
  const form = useForm<PrivacySettings>({ resolver: zodResolver(privacySettingsSchema) });
  const { reset } = form;
  useEffect(() => {
    if (query.data) reset(query.data);
  }, [query.data, reset]);
  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (body: PrivacySettings) => callApi(api.privacySettings.update, { body }),
    invalidate: queryKeys.privacySettings,
    saved: { title: t.saved },
    failed: t.error,
    savedValues: (settings) => settings,
  });

  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="rounded-xl border border-border bg-card p-5 shadow-xs"
    >
      <h2 id="privacy-settings-title" className="font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{t.description}</p>
      <form onSubmit={save.submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            form={form}
            name={field}
            label={LABELS[field]}
            type="number"
            inputMode="numeric"
            min={1}
            disabled={query.isPending}
            options={wholeNumberInput}
          />
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={query.isPending || save.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
