"use client";
// The periods of retention (PUT /api/privacy-settings, which asks for the password first).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useReauth } from "@/components/admin/reauth-provider";
import { Button } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { serverFieldErrors, serverMessage } from "@/lib/admin/content/server-error";
import { privacyText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import type { PrivacySettings } from "@/lib/schemas/personal-data";

const t = privacyText.settings;
const FIELDS = ["anonymiseAfterMonths", "auditLogMonths"] as const;
const LABELS = { anonymiseAfterMonths: t.anonymise, auditLogMonths: t.auditLog };

export function PrivacySettingsCard() {
  const queryClient = useQueryClient();
  const withReauth = useReauth();
  const query = useApiQuery(queryKeys.privacySettings, api.privacySettings.get);
  const [values, setValues] = useState({ anonymiseAfterMonths: "", auditLogMonths: "" });
  useEffect(() => {
    if (query.data) {
      setValues({
        anonymiseAfterMonths: String(query.data.anonymiseAfterMonths),
        auditLogMonths: String(query.data.auditLogMonths),
      });
    }
  }, [query.data]);
  const save = useMutation({
    mutationFn: (body: PrivacySettings) =>
      withReauth(() => callApi(api.privacySettings.update, { body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKeys.privacySettings, settings);
      toast.success(t.saved);
    },
    onError: (error) => {
      if (!serverFieldErrors(error, FIELDS).length) {
        toast.error(t.error, { description: serverMessage(error) });
      }
    },
  });
  const errors = Object.fromEntries(serverFieldErrors(save.error, FIELDS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      anonymiseAfterMonths: Number(values.anonymiseAfterMonths),
      auditLogMonths: Number(values.auditLogMonths),
    });
  };

  return (
    <section
      aria-labelledby="privacy-settings-title"
      className="rounded-xl border border-border bg-card p-5 shadow-xs"
    >
      <h2 id="privacy-settings-title" className="font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">{t.description}</p>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField key={field} label={LABELS[field]} htmlFor={field} error={errors[field]}>
            <Input
              id={field}
              type="number"
              inputMode="numeric"
              min={1}
              value={values[field]}
              disabled={query.isPending}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              aria-invalid={Boolean(errors[field])}
              aria-describedby={fieldDescribedBy(field, { error: errors[field] })}
            />
          </FormField>
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
