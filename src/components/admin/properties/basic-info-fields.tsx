"use client";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { adminText, propertiesText } from "@/lib/admin/messages";
import { numberOrNull, type PropertyFormValues, textOrNull } from "@/lib/admin/property-form";
import { ENERGY_CERTIFICATES, PROPERTY_STATUSES, PROPERTY_TYPES } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Consultant } from "@/lib/schemas/consultant";
import { FormSection, type PropertyField, useControlProps } from "./form-parts";

const t = propertiesText.form;

function TextInput({
  name,
  label,
  required,
  ...rest
}: {
  name: PropertyField;
  label: string;
  required?: boolean;
} & Omit<React.ComponentProps<typeof Input>, "name" | "id">) {
  const { register } = useFormContext<PropertyFormValues>();
  const { error, control } = useControlProps(name);
  return (
    <FormField label={label} htmlFor={control.id} error={error} required={required}>
      <Input {...control} aria-required={required || undefined} {...rest} {...register(name)} />
    </FormField>
  );
}

function NumberInput({
  name,
  label,
  required,
  min,
  max,
  hint,
}: {
  name: PropertyField;
  label: string;
  required?: boolean;
  min?: number;
  max?: number;
  hint?: string;
}) {
  const { register } = useFormContext<PropertyFormValues>();
  const { error, control } = useControlProps(name, hint);
  return (
    <FormField label={label} htmlFor={control.id} error={error} required={required} hint={hint}>
      <Input
        {...control}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        aria-required={required || undefined}
        className="tabular-nums"
        {...register(name, { setValueAs: numberOrNull })}
      />
    </FormField>
  );
}

export function SelectInput({
  name,
  label,
  required,
  options,
  hint,
}: {
  name: PropertyField;
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
  hint?: string;
}) {
  const { register } = useFormContext<PropertyFormValues>();
  const { error, control } = useControlProps(name, hint);
  return (
    <FormField label={label} htmlFor={control.id} error={error} required={required} hint={hint}>
      <NativeSelect {...control} aria-required={required || undefined} {...register(name)}>
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}

const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({
  value,
  label: adminText.propertyType[value],
}));
const STATUS_OPTIONS = PROPERTY_STATUSES.map((value) => ({
  value,
  label: adminText.status.property[value],
}));
const CERTIFICATE_OPTIONS = [
  { value: "", label: t.fields.energyCertificateChoose },
  ...ENERGY_CERTIFICATES.map((value) => ({
    value,
    label: value === "exempt" ? t.fields.energyExempt : value,
  })),
];

/** The price, with the amount as visitors will read it underneath. */
function PriceInput() {
  const { control } = useFormContext<PropertyFormValues>();
  const price = useWatch({ control, name: "price" });
  const valid = typeof price === "number" && Number.isFinite(price) && price >= 0;
  return (
    <NumberInput
      name="price"
      label={t.fields.price}
      required
      min={0}
      hint={valid ? formatPrice(price, "pt") : undefined}
    />
  );
}

/** `locked`: a consultant's form, where the consultant and `featured` are shown, not changed. */
export function BasicInfoFields({
  consultants,
  locked = false,
}: {
  consultants: Consultant[] | undefined;
  locked?: boolean;
}) {
  const { control } = useFormContext<PropertyFormValues>();
  const consultant = useControlProps("consultantId");
  return (
    <FormSection id="basic" title={t.sections.basic} description={t.sections.basicHint}>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <TextInput
          name="ref"
          label={t.fields.ref}
          required
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
        <SelectInput name="type" label={t.fields.type} required options={TYPE_OPTIONS} />
        <SelectInput name="status" label={t.fields.status} options={STATUS_OPTIONS} />
        <PriceInput />
        <NumberInput name="area" label={t.fields.area} required min={1} />
        <SelectInput
          name="energyCertificate"
          label={t.fields.energyCertificate}
          required
          options={CERTIFICATE_OPTIONS}
          hint={t.fields.energyCertificateHint}
        />
        <TextInput name="location" label={t.fields.location} required />
        <TextInput name="city" label={t.fields.city} required />
        <TextInput name="district" label={t.fields.district} />
        <NumberInput name="bedrooms" label={t.fields.bedrooms} min={0} />
        <NumberInput name="bathrooms" label={t.fields.bathrooms} min={0} />
        <NumberInput name="yearBuilt" label={t.fields.yearBuilt} min={1000} max={2100} />
        <Controller
          control={control}
          name="consultantId"
          render={({ field }) => (
            <FormField
              label={t.fields.consultant}
              htmlFor={consultant.control.id}
              error={consultant.error}
            >
              {/* Controlled: the stored consultant shows even if the list arrives later. */}
              <NativeSelect
                {...consultant.control}
                disabled={locked}
                ref={field.ref}
                name={field.name}
                value={field.value ?? ""}
                onChange={(event) => field.onChange(textOrNull(event.target.value))}
                onBlur={field.onBlur}
              >
                <NativeSelectOption value="">{t.fields.noConsultant}</NativeSelectOption>
                {consultants?.map((person) => (
                  <NativeSelectOption key={person.id} value={person.id}>
                    {person.active ? person.name : `${person.name} ${t.fields.inactiveConsultant}`}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="featured"
          render={({ field }) => (
            <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:col-span-1 lg:col-span-2">
              <Checkbox
                id="featured"
                disabled={locked}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-describedby="featured-hint"
                className="mt-0.5"
              />
              <div className="grid gap-1">
                <Label htmlFor="featured">{t.fields.featured}</Label>
                <p id="featured-hint" className="text-sm text-muted-foreground">
                  {t.fields.featuredHint}
                </p>
              </div>
            </div>
          )}
        />
      </div>
    </FormSection>
  );
}
