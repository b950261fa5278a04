import type * as React from "react";
import { CircleAlert } from "@/components/site/icons";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FormFieldProps = {
  /** Visible label, linked to the control through `htmlFor`. */
  label: React.ReactNode;
  /** The control's `id`; the hint and error get `${htmlFor}-hint` / `${htmlFor}-error`. */
  htmlFor: string;
  error?: React.ReactNode;
  hint?: React.ReactNode;
  /** Shows a visual marker only; also set `required` (or `aria-required`) on the control itself. */
  required?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** Ids to put in the control's `aria-describedby` (undefined when there is neither hint nor error). */
function fieldDescribedBy(
  htmlFor: string,
  { hint, error }: { hint?: React.ReactNode; error?: React.ReactNode },
): string | undefined {
  const ids = [hint ? `${htmlFor}-hint` : null, error ? `${htmlFor}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * Label + control + hint + error. The control stays in the caller's hands, e.g.
 * `<Input id="email" required aria-invalid={!!error} aria-describedby={fieldDescribedBy("email", { hint, error })} />`.
 */
function FormField({ label, htmlFor, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div
      data-slot="form-field"
      data-invalid={error ? "true" : undefined}
      className={cn("grid gap-2", className)}
    >
      <Label htmlFor={htmlFor}>
        <span>
          {label}
          {required ? (
            // The control's own `required` is what assistive technology announces.
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          ) : null}
        </span>
      </Label>
      {children}
      {hint ? (
        <p
          id={`${htmlFor}-hint`}
          data-slot="form-field-hint"
          className="text-muted-foreground text-sm"
        >
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${htmlFor}-error`}
          data-slot="form-field-error"
          role="alert"
          aria-live="assertive"
          className="flex items-start gap-1.5 font-medium text-destructive text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export { FormField, type FormFieldProps, fieldDescribedBy };
