"use client";
// Small pieces the property form's sections share: a titled card, and the props that tie a
// control to its label, hint and error message (aria-invalid + aria-describedby).
import type { ReactNode } from "react";
import { type FieldPath, get, useFormContext, useFormState } from "react-hook-form";
import { fieldDescribedBy } from "@/components/ui/form-field";
import type { PropertyFormValues } from "@/lib/admin/property-form";

export type PropertyField = FieldPath<PropertyFormValues>;

/** The field's id is its name with dots turned into dashes (coordinates.lat → coordinates-lat). */
export function fieldId(name: PropertyField): string {
  return name.replace(/\./g, "-");
}

/** The first message of a field, including messages on an array's items (images.3). */
export function useFieldError(name: PropertyField): string | undefined {
  const { control } = useFormContext<PropertyFormValues>();
  const { errors } = useFormState({ control, name });
  const error: unknown = get(errors, name);
  if (!error) return undefined;
  if (Array.isArray(error)) return error.find((item) => item?.message)?.message;
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" ? message : undefined;
}

/** Everything a control needs to be linked to its FormField. */
export function useControlProps(name: PropertyField, hint?: ReactNode) {
  const error = useFieldError(name);
  const id = fieldId(name);
  return {
    error,
    control: {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": fieldDescribedBy(id, { hint, error }),
    },
  };
}

export function FormSection({
  id,
  title,
  description,
  children,
  aside,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      data-testid={`section-${id}`}
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="font-serif text-xl">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
