"use client";
import { Controller, useFormContext } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { propertiesText } from "@/lib/admin/messages";
import type { PropertyFormValues } from "@/lib/admin/property-form";
import type { PropertyFeature } from "@/lib/schemas/feature";
import { FormSection, useFieldError } from "./form-parts";

const t = propertiesText.form;

/**
 * The features checklist: active features only, named in Portuguese
 * (docs/product.md#property-form, docs/product.md#states-and-transitions).
 */
export function FeaturesChecklist({
  features,
  loading,
  failed,
}: {
  features: PropertyFeature[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { control } = useFormContext<PropertyFormValues>();
  const error = useFieldError("features");
  const active = (features ?? [])
    .filter((feature) => feature.active)
    .sort((a, b) => a.namePt.localeCompare(b.namePt, "pt-PT"));
  return (
    <FormSection id="features" title={t.sections.features} description={t.sections.featuresHint}>
      {loading ? (
        <Spinner />
      ) : failed ? (
        <p className="text-sm text-destructive">{t.featuresLoadError}</p>
      ) : active.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noFeatures}</p>
      ) : (
        <Controller
          control={control}
          name="features"
          render={({ field }) => (
            <fieldset aria-describedby={error ? "features-error" : undefined}>
              <legend className="sr-only">{t.sections.features}</legend>
              <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
                {active.map((feature) => {
                  const id = `feature-${feature.key}`;
                  const checked = field.value.includes(feature.key);
                  return (
                    <li key={feature.id} className="flex items-center gap-3">
                      <Checkbox
                        id={id}
                        checked={checked}
                        onBlur={field.onBlur}
                        onCheckedChange={(next) =>
                          field.onChange(
                            next === true
                              ? [...field.value, feature.key]
                              : field.value.filter((key) => key !== feature.key),
                          )
                        }
                      />
                      <Label htmlFor={id} className="font-normal">
                        {feature.namePt}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
        />
      )}
      {error ? (
        <p id="features-error" role="alert" className="mt-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
