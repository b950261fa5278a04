"use client";
// The property form's "Portais" section (docs/product.md#portal-feeds): which portals' feeds
// carry the listing, and how much of its address they show.
import { Controller, useFormContext } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { portalsText } from "@/lib/admin/messages";
import type { PropertyFormValues } from "@/lib/admin/property-form";
import { ADDRESS_VISIBILITIES, PORTALS, type Portal } from "@/lib/constants";
import { SelectInput } from "./basic-info-fields";
import { FormSection, useFieldError } from "./form-parts";

const t = portalsText.form;
const NAMES: Record<Portal, string> = { kyero: "Kyero", idealista: "Idealista" };
const VISIBILITY_OPTIONS = ADDRESS_VISIBILITIES.map((value) => ({
  value,
  label: t.visibility[value],
}));

export function PortalsFields() {
  const { control } = useFormContext<PropertyFormValues>();
  const error = useFieldError("portals");
  return (
    <FormSection id="portals" title={t.title} description={t.description}>
      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="portals"
          render={({ field }) => (
            <fieldset aria-describedby={error ? "portals-error" : undefined} className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">{t.portals}</legend>
              {PORTALS.map((portal) => {
                const id = `portal-${portal}`;
                return (
                  <div key={portal} className="flex items-center gap-3">
                    <Checkbox
                      id={id}
                      checked={field.value.includes(portal)}
                      onBlur={field.onBlur}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? PORTALS.filter((p) => p === portal || field.value.includes(p))
                            : field.value.filter((p) => p !== portal),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {NAMES[portal]}
                    </Label>
                  </div>
                );
              })}
              {error ? (
                <p id="portals-error" role="alert" className="text-sm font-medium text-destructive">
                  {error}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <SelectInput
          name="addressVisibility"
          label={t.addressVisibility}
          options={VISIBILITY_OPTIONS}
        />
      </div>
    </FormSection>
  );
}
