import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { FieldErrors } from "@/lib/forms/check-form";

/** Name, email and phone: the first three fields of every public form, all required. */
export function ContactFields({
  errors,
  labels,
}: {
  errors: FieldErrors<"name" | "email" | "phone">;
  labels: { name: string; email: string; phone: string };
}) {
  const fields = [
    { name: "name", type: "text", autoComplete: "name", span: "sm:col-span-2" },
    { name: "email", type: "email", autoComplete: "email", span: "" },
    { name: "phone", type: "tel", autoComplete: "tel", span: "" },
  ] as const;
  return fields.map(({ name, type, autoComplete, span }) => {
    const error = errors[name];
    return (
      <FormField
        key={name}
        label={labels[name]}
        htmlFor={name}
        error={error}
        required
        className={span}
      >
        <Input
          id={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === "tel" ? "tel" : undefined}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(name, { error })}
          name={name}
        />
      </FormField>
    );
  });
}
