"use client";
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from "react-hook-form";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { contentText } from "@/lib/admin/messages";
import { cn } from "@/lib/utils";

/** An empty number input is "not given" (the schema's default applies). */
export const wholeNumberInput = {
  setValueAs: (value: unknown) =>
    value === "" || value === null || value === undefined ? undefined : Number(value),
};

export interface TextFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: the transformed output type does not matter here
  form: UseFormReturn<T, unknown, any>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
  /** Adds "(opcional)" to the label. */
  optional?: boolean;
  multiline?: boolean;
  rows?: number;
  lang?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "email" | "tel" | "url" | "numeric" | "text";
  disabled?: boolean;
  min?: number;
  className?: string;
  options?: RegisterOptions<T, Path<T>>;
  /** Needed when two forms with the same fields share a page (ids must stay unique). */
  idPrefix?: string;
}

/**
 * A labelled input or textarea registered on a react-hook-form form, with its hint and its
 * error message next to it (aria-invalid, aria-describedby).
 */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  optional,
  multiline,
  rows,
  lang,
  type = "text",
  autoComplete,
  inputMode,
  disabled,
  min,
  className,
  options,
  idPrefix,
}: TextFieldProps<T>) {
  const id = `${idPrefix ? `${idPrefix}-` : ""}${name.replace(/\./g, "-")}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  const shared = {
    id,
    lang,
    disabled,
    required,
    "aria-invalid": Boolean(error),
    "aria-describedby": fieldDescribedBy(id, { hint, error }),
    ...form.register(name, options),
  };
  return (
    <FormField
      label={
        optional ? (
          <>
            {label}{" "}
            <span className="font-normal text-muted-foreground">{contentText.shared.optional}</span>
          </>
        ) : (
          label
        )
      }
      htmlFor={id}
      hint={hint}
      error={error}
      required={required}
      className={cn("content-start", className)}
    >
      {multiline ? (
        <Textarea rows={rows ?? 4} {...shared} />
      ) : (
        <Input
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          min={min}
          {...shared}
        />
      )}
    </FormField>
  );
}
