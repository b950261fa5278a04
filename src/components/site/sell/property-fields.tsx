"use client";
import { clsx as cn } from "clsx";
import type { RefObject } from "react";
import { ImagePlus } from "@/components/site/icons";
import { buttonVariants } from "@/components/ui/button";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { PROPERTY_CONDITIONS, PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import type { FieldErrors } from "@/lib/forms/check-form";
import type { ValuationField } from "@/lib/forms/public-form-checks";
import { MAX_OBSERVATIONS } from "@/lib/forms/public-form-values";
import { interpolate } from "@/lib/i18n/define-messages";
import type { common } from "@/lib/i18n/messages/common";
import type { FormMessages } from "@/lib/i18n/messages/forms";
import type { SellMessages } from "@/lib/i18n/messages/sell";
import { OptionalLabel } from "../forms/optional-label";

/** The property half of the valuation form: type, location, area, condition, rooms, photos. */
export function PropertyFields({
  errors,
  t,
  tf,
  propertyTypes,
  photos,
  onPhotosChange,
  photoInput,
}: {
  errors: FieldErrors<ValuationField>;
  t: SellMessages;
  tf: FormMessages;
  propertyTypes: (typeof common)["pt"]["propertyType"];
  photos: string[];
  onPhotosChange: (names: string[]) => void;
  photoInput: RefObject<HTMLInputElement | null>;
}) {
  const invalid = (name: ValuationField) => {
    const error = errors[name];
    return {
      id: name,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": fieldDescribedBy(name, { error }),
    };
  };
  const optional = (label: string) => <OptionalLabel label={label} marker={tf.optional} />;

  return (
    <>
      <FormField
        label={t.fields.propertyType}
        htmlFor="propertyType"
        error={errors.propertyType}
        required
      >
        <NativeSelect aria-required="true" defaultValue="" {...invalid("propertyType")}>
          <NativeSelectOption value="" disabled>
            {t.fields.choosePropertyType}
          </NativeSelectOption>
          {PUBLIC_PROPERTY_TYPES.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {propertyTypes[type]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t.fields.condition} htmlFor="condition" error={errors.condition} required>
        <NativeSelect aria-required="true" defaultValue="" {...invalid("condition")}>
          <NativeSelectOption value="" disabled>
            {t.fields.chooseCondition}
          </NativeSelectOption>
          {PROPERTY_CONDITIONS.map((condition) => (
            <NativeSelectOption key={condition} value={condition}>
              {t.conditions[condition]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={t.fields.location}
        htmlFor="location"
        error={errors.location}
        required
        className="sm:col-span-2"
      >
        <Input
          aria-required="true"
          autoComplete="address-level2"
          placeholder={t.fields.locationPlaceholder}
          {...invalid("location")}
        />
      </FormField>
      <FormField label={t.fields.area} htmlFor="area" error={errors.area} required>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-required="true"
          {...invalid("area")}
        />
      </FormField>
      <FormField label={optional(t.fields.bedrooms)} htmlFor="bedrooms" error={errors.bedrooms}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...invalid("bedrooms")} />
      </FormField>
      <FormField
        label={optional(t.fields.photos)}
        htmlFor="photos"
        hint={t.fields.photosHint}
        error={errors.photos}
        className="sm:col-span-2"
      >
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <input
            ref={photoInput}
            id="photos"
            name="photos"
            type="file"
            accept="image/*"
            multiple
            aria-invalid={errors.photos ? true : undefined}
            aria-describedby={`${fieldDescribedBy("photos", { hint: true, error: errors.photos })} photos-status`}
            className="peer sr-only"
            onChange={(event) =>
              onPhotosChange(Array.from(event.target.files ?? [], (file) => file.name))
            }
          />
          {/* The native button's text follows the browser's language, not the page's: this
              stand-in label (hidden from assistive technology, which reaches the input) opens
              the same picker. */}
          <label
            htmlFor="photos"
            aria-hidden="true"
            className={cn(
              buttonVariants({ variant: "outline" }),
              "cursor-pointer border-dashed peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2",
            )}
          >
            <ImagePlus className="text-primary" aria-hidden />
            {t.fields.choosePhotos}
          </label>
          <span id="photos-status" className="text-sm text-muted-foreground">
            {photos.length === 0
              ? t.fields.noPhotos
              : photos.length === 1
                ? t.fields.photosOne
                : interpolate(t.fields.photosOther, { n: photos.length })}
          </span>
        </div>
      </FormField>
      {photos.length > 0 ? (
        <div className="sm:col-span-2">
          <p className="text-sm font-medium" id="photos-chosen">
            {t.fields.photosChosen}
          </p>
          <ul
            aria-labelledby="photos-chosen"
            className="mt-2 flex flex-wrap gap-2"
            data-testid="chosen-photos"
          >
            {photos.map((name, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
                key={`${index}-${name}`}
                className="max-w-full truncate rounded-full bg-secondary px-3 py-1 text-xs text-secondary-foreground"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FormField
        label={optional(t.fields.observations)}
        htmlFor="observations"
        error={errors.observations}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          maxLength={MAX_OBSERVATIONS}
          placeholder={t.fields.observationsPlaceholder}
          {...invalid("observations")}
        />
      </FormField>
    </>
  );
}
