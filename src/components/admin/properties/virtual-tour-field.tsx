"use client";
import { useFormContext } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { propertiesText } from "@/lib/admin/messages";
import { type PropertyFormValues, textOrNull } from "@/lib/admin/property-form";
import { FormSection, useControlProps } from "./form-parts";

const t = propertiesText.form;

export function VirtualTourField() {
  const { register } = useFormContext<PropertyFormValues>();
  const hint = t.fields.virtualTourHint;
  const { error, control } = useControlProps("virtualTour", hint);
  return (
    <FormSection id="virtual-tour" title={t.sections.virtualTour}>
      <FormField label={t.fields.virtualTour} htmlFor={control.id} error={error} hint={hint}>
        <Input
          {...control}
          type="url"
          inputMode="url"
          placeholder="https://"
          {...register("virtualTour", { setValueAs: textOrNull })}
        />
      </FormField>
    </FormSection>
  );
}
