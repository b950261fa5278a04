"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { type ConsultantFormValues, consultantFormValues } from "@/lib/admin/content/form-values";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useItemQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { SPOKEN_LANGUAGES } from "@/lib/constants";
import {
  type Consultant,
  type ConsultantCreate,
  consultantCreateSchema,
} from "@/lib/schemas/consultant";
import { FormActions, FormSection } from "./form-section";
import { LanguageTextFields } from "./language-text-field";
import { PhotoField } from "./photo-field";
import { EditScreen } from "./query-view";
import { SpokenLanguageName } from "./spoken-language-name";
import { TextField, wholeNumberInput } from "./text-field";

const t = contentText.consultants;
const FIELDS = [
  "name",
  "role",
  "email",
  "phone",
  "whatsapp",
  "photo",
  "languages",
  "bioPt",
  "bioEn",
  "bioJp",
  "active",
  "order",
] as const satisfies readonly (keyof ConsultantFormValues)[];

/**
 * /admin/consultants/{id}: id null creates a consultant, otherwise edits the loaded one.
 * /admin/profile (`own`): a consultant's own profile, without where the agency shows it (order,
 * active), which only administrators change.
 */
export function ConsultantFormScreen({ id, own = false }: { id: string | null; own?: boolean }) {
  const query = useItemQuery(queryKeys.consultant, api.consultants.get, id);
  const titles = own ? { newTitle: t.profileTitle, editTitle: t.profileTitle } : t;
  return (
    <EditScreen
      id={id}
      query={query}
      t={titles}
      description={own ? t.profileDescription : t.formDescription}
      backHref={own ? "/admin/dashboard" : "/admin/consultants"}
    >
      {(consultant) => <ConsultantForm consultant={consultant} own={own} />}
    </EditScreen>
  );
}

function ConsultantForm({ consultant, own }: { consultant?: Consultant; own: boolean }) {
  const router = useRouter();
  const [uploading, setUploading] = useState(false);
  const form = useForm<ConsultantFormValues, unknown, ConsultantCreate>({
    resolver: zodResolver(consultantCreateSchema),
    // Filled once from the loaded consultant; a later refetch never overwrites typed work.
    defaultValues: consultantFormValues(consultant, t.defaultRole),
  });
  const { errors, isDirty } = form.formState;

  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) =>
      consultant
        ? callApi(api.consultants.update, { params: { id: consultant.id }, body: payload })
        : callApi(api.consultants.create, { body: payload }),
    invalidate: queryKeys.consultants,
    saved: { title: consultant ? t.updated : t.created },
    failed: t.saveError,
    afterSave: () => (own ? router.refresh() : router.push("/admin/consultants")),
  });
  useUnsavedChangesWarning(isDirty);

  const languagesError = errors.languages?.message ?? errors.languages?.root?.message;

  return (
    <form noValidate onSubmit={save.submit} className="grid gap-6">
      <FormSection id="basic" title={t.sections.basic}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField form={form} name="name" label={t.name} required autoComplete="off" />
          <TextField form={form} name="role" label={t.role} required />
          <TextField
            form={form}
            name="email"
            label={t.email}
            type="email"
            inputMode="email"
            required
            autoComplete="off"
          />
          <TextField form={form} name="phone" label={t.phone} type="tel" required />
          <TextField form={form} name="whatsapp" label={t.whatsapp} type="tel" required />
          {own ? null : (
            <TextField
              form={form}
              name="order"
              label={t.order}
              type="number"
              min={0}
              inputMode="numeric"
              hint={t.orderHint}
              options={wholeNumberInput}
            />
          )}
        </div>
        {own ? null : (
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Checkbox
                  id="active"
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
                <Label htmlFor="active">{t.active}</Label>
              </div>
            )}
          />
        )}
      </FormSection>

      <FormSection id="photo" title={t.sections.photo}>
        <Controller
          control={form.control}
          name="photo"
          render={({ field, fieldState }) => (
            <PhotoField
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={fieldState.error?.message}
              onUploadingChange={setUploading}
            />
          )}
        />
      </FormSection>

      <FormSection
        id="languages"
        title={t.sections.languages}
        description={t.sections.languagesHint}
      >
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => {
            const selected = new Set(field.value);
            return (
              <fieldset
                aria-labelledby="languages-title"
                aria-describedby={languagesError ? "languages-error" : undefined}
                className="grid grid-cols-2 gap-3 sm:grid-cols-4"
              >
                {SPOKEN_LANGUAGES.map((code) => (
                  <div key={code} className="flex items-center gap-3">
                    <Checkbox
                      id={`language-${code}`}
                      checked={selected.has(code)}
                      aria-invalid={languagesError ? true : undefined}
                      onCheckedChange={(checked) => {
                        field.onChange(
                          SPOKEN_LANGUAGES.filter((other) =>
                            other === code ? checked === true : selected.has(other),
                          ),
                        );
                      }}
                      ref={code === SPOKEN_LANGUAGES[0] ? field.ref : undefined}
                      onBlur={field.onBlur}
                    />
                    <Label htmlFor={`language-${code}`} className="font-normal">
                      <SpokenLanguageName code={code} />
                    </Label>
                  </div>
                ))}
              </fieldset>
            );
          }}
        />
        {languagesError ? (
          <p id="languages-error" role="alert" className="font-medium text-destructive text-sm">
            {languagesError}
          </p>
        ) : null}
      </FormSection>

      <FormSection id="bios" title={t.sections.bios}>
        <LanguageTextFields form={form} stem="bio" label={t.bio} multiline rows={4} optional />
      </FormSection>

      <FormActions
        saving={save.isPending}
        busy={uploading}
        cancelHref={own ? "/admin/dashboard" : "/admin/consultants"}
      />
    </form>
  );
}
