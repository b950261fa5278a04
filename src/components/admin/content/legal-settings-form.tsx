"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { type Resolver, useForm } from "react-hook-form";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { PageHeader } from "@/components/admin/page-header";
import { legalText as t } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import {
  type LegalSettings,
  type LegalSettingsInput,
  type LegalSettingsUpdate,
  legalSettingsUpdateSchema,
} from "@/lib/schemas/legal-settings";
import { FormActions, FormSection } from "./form-section";
import { QueryView } from "./query-view";
import { TextField } from "./text-field";

type LegalFormValues = Record<keyof LegalSettingsInput, string>;

const FIELDS = [
  "companyName",
  "nif",
  "amiLicence",
  "address",
  "ralName",
  "ralUrl",
  "complaintsBookUrl",
  "privacyEmail",
] as const;

function formValues(settings: LegalSettings): LegalFormValues {
  return Object.fromEntries(
    FIELDS.map((field) => [field, settings[field] ?? ""]),
  ) as LegalFormValues;
}

/** The agency's legal identity (docs/product.md#legal-identity). */
export function LegalSettingsScreen() {
  const query = useApiQuery(queryKeys.legalSettings, api.legalSettings.get);
  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <QueryView query={query}>{(settings) => <LegalSettingsForm settings={settings} />}</QueryView>
    </>
  );
}

function LegalSettingsForm({ settings }: { settings: LegalSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<LegalFormValues, unknown, LegalSettingsUpdate>({
    // The schema takes blank inputs as the form sends them (strings) and clears them.
    resolver: zodResolver(legalSettingsUpdateSchema) as Resolver<
      LegalFormValues,
      unknown,
      LegalSettingsUpdate
    >,
    defaultValues: formValues(settings),
  });
  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) => callApi(api.legalSettings.update, { body: payload }),
    saved: { title: t.saved, description: t.savedDescription },
    failed: t.saveError,
    savedValues: formValues,
    afterSave: (saved) => queryClient.setQueryData(queryKeys.legalSettings, saved),
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  return (
    <form noValidate onSubmit={save.submit} className="grid gap-6">
      <FormSection id="company" title={t.companySection}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            form={form}
            name="companyName"
            label={t.companyName}
            hint={t.companyNameHint}
          />
          <TextField
            form={form}
            name="nif"
            label={t.nif}
            hint={t.nifHint}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField form={form} name="amiLicence" label={t.amiLicence} hint={t.amiLicenceHint} />
          <TextField form={form} name="address" label={t.address} hint={t.addressHint} />
        </div>
      </FormSection>
      <FormSection id="consumers" title={t.consumerSection}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField form={form} name="ralName" label={t.ralName} hint={t.ralNameHint} />
          <TextField form={form} name="ralUrl" label={t.ralUrl} type="url" inputMode="url" />
          <TextField
            form={form}
            name="complaintsBookUrl"
            label={t.complaintsBookUrl}
            hint={t.complaintsBookUrlHint}
            type="url"
            inputMode="url"
          />
          <TextField
            form={form}
            name="privacyEmail"
            label={t.privacyEmail}
            hint={t.privacyEmailHint}
            type="email"
            inputMode="email"
          />
        </div>
      </FormSection>
      <FormActions saving={save.isPending} saveLabel={t.save} />
    </form>
  );
}
