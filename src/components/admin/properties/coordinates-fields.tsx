"use client";
import { MapPin } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { propertiesText } from "@/lib/admin/messages";
import { numberOrNull, type PropertyFormValues, roundCoordinate } from "@/lib/admin/property-form";
import { api } from "@/lib/api";
import { ApiError, callApi } from "@/lib/api/client";
import { FormSection, type PropertyField, useControlProps } from "./form-parts";

const t = propertiesText.form;
const tg = propertiesText.geocode;

function CoordinateInput({ name, label }: { name: PropertyField; label: string }) {
  const { register } = useFormContext<PropertyFormValues>();
  const { error, control } = useControlProps(name);
  return (
    <FormField label={label} htmlFor={control.id} error={error}>
      <Input
        {...control}
        type="number"
        inputMode="decimal"
        step={0.000001}
        className="tabular-nums"
        {...register(name, { setValueAs: numberOrNull })}
      />
    </FormField>
  );
}

/** Latitude and longitude, typed or looked up from an address through GET /api/geocode. */
export function CoordinatesFields() {
  const { setValue } = useFormContext<PropertyFormValues>();
  const [address, setAddress] = useState("");
  const [searching, setSearching] = useState(false);

  async function lookUp() {
    const q = address.trim();
    if (!q) {
      toast.error(tg.emptyTitle, { description: tg.emptyDescription });
      return;
    }
    setSearching(true);
    try {
      const found = await callApi(api.geocode.lookup, { query: { q } });
      const options = { shouldDirty: true, shouldValidate: true } as const;
      setValue("coordinates.lat", roundCoordinate(found.lat), options);
      setValue("coordinates.lng", roundCoordinate(found.lng), options);
      toast.success(tg.found, found.label ? { description: found.label } : undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast.error(tg.notFoundTitle, { description: tg.notFoundDescription });
      } else {
        const message = error instanceof ApiError ? error.serverMessage : null;
        toast.error(tg.errorTitle, message ? { description: message } : undefined);
      }
    } finally {
      setSearching(false);
    }
  }

  // Enter in the address box looks the address up instead of saving the whole form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void lookUp();
    }
  }

  return (
    <FormSection
      id="coordinates"
      title={t.sections.coordinates}
      description={t.sections.coordinatesHint}
    >
      <div className="grid gap-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label={tg.address} htmlFor="geocode-address" className="flex-1">
            <Input
              id="geocode-address"
              value={address}
              autoComplete="street-address"
              placeholder={tg.addressPlaceholder}
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </FormField>
          <Button
            type="button"
            variant="outline"
            onClick={() => void lookUp()}
            disabled={searching}
            aria-busy={searching || undefined}
          >
            {searching ? <Spinner label={tg.searching} /> : <MapPin aria-hidden />}
            {tg.search}
          </Button>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <CoordinateInput name="coordinates.lat" label={t.fields.lat} />
          <CoordinateInput name="coordinates.lng" label={t.fields.lng} />
        </div>
      </div>
    </FormSection>
  );
}
