"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { useSaveForm } from "@/components/admin/hooks/use-save-form";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { type TestimonialFormValues, testimonialFormValues } from "@/lib/admin/content/form-values";
import { contentText } from "@/lib/admin/messages";
import { queryKeys, useItemQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import {
  type Testimonial,
  type TestimonialCreate,
  testimonialCreateSchema,
} from "@/lib/schemas/testimonial";
import { FormActions, FormSection } from "./form-section";
import { LanguageTextFields } from "./language-text-field";
import { EditScreen } from "./query-view";
import { StarPicker } from "./stars";
import { TextField, wholeNumberInput } from "./text-field";

const t = contentText.testimonials;
const FIELDS = [
  "name",
  "company",
  "photo",
  "rating",
  "textPt",
  "textEn",
  "textJp",
  "active",
  "order",
] as const satisfies readonly (keyof TestimonialFormValues)[];

/** A blank photo URL is "no photo". */
const optionalUrl = {
  setValueAs: (value: unknown) =>
    typeof value === "string" && value.trim() !== "" ? value.trim() : null,
};

export function TestimonialFormScreen({ id }: { id: string | null }) {
  const query = useItemQuery(queryKeys.testimonial, api.testimonials.get, id);
  return (
    <EditScreen id={id} query={query} t={t} backHref="/admin/testimonials">
      {(testimonial) => <TestimonialForm testimonial={testimonial} />}
    </EditScreen>
  );
}

function TestimonialForm({ testimonial }: { testimonial?: Testimonial }) {
  const router = useRouter();
  const form = useForm<TestimonialFormValues, unknown, TestimonialCreate>({
    resolver: zodResolver(testimonialCreateSchema),
    defaultValues: testimonialFormValues(testimonial),
  });

  const save = useSaveForm({
    form,
    fields: FIELDS,
    save: (payload) =>
      testimonial
        ? callApi(api.testimonials.update, { params: { id: testimonial.id }, body: payload })
        : callApi(api.testimonials.create, { body: payload }),
    invalidate: queryKeys.testimonials,
    saved: { title: testimonial ? t.updated : t.created },
    failed: t.saveError,
    afterSave: () => router.push("/admin/testimonials"),
  });
  useUnsavedChangesWarning(form.formState.isDirty);

  return (
    <form noValidate onSubmit={save.submit} className="grid gap-6">
      <FormSection id="client" title={t.sections.client}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField form={form} name="name" label={t.name} required autoComplete="off" />
          <TextField form={form} name="company" label={t.company} optional />
          <TextField
            form={form}
            name="photo"
            label={t.photo}
            hint={t.photoHint}
            type="url"
            inputMode="url"
            optional
            options={optionalUrl}
            className="md:col-span-2"
          />
        </div>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarPicker
              name="rating"
              value={field.value ?? 5}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </FormSection>

      <FormSection id="text" title={t.sections.text}>
        <LanguageTextFields form={form} stem="text" label={t.text} multiline rows={4} required />
      </FormSection>

      <FormSection id="settings" title={t.sections.settings}>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id="active"
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor="active">{t.active}</Label>
            </div>
          )}
        />
        <TextField
          form={form}
          name="order"
          label={t.order}
          hint={t.orderHint}
          type="number"
          min={0}
          inputMode="numeric"
          options={wholeNumberInput}
          className="max-w-md"
        />
      </FormSection>

      <FormActions saving={save.isPending} cancelHref="/admin/testimonials" />
    </form>
  );
}
