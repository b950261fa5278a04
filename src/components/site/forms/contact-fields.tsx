import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type ContactValues = { name: string; email: string; phone: string };

/** Name, email and phone: the first three fields of every public form, all required. */
export function ContactFields<T extends ContactValues>({
  register,
  errors,
  labels,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  labels: { name: string; email: string; phone: string };
}) {
  // The generic form is narrowed to the three contact fields it is known to have.
  const reg = register as unknown as UseFormRegister<ContactValues>;
  const errs = errors as FieldErrors<ContactValues>;
  const fields = [
    { name: "name", type: "text", autoComplete: "name", span: "sm:col-span-2" },
    { name: "email", type: "email", autoComplete: "email", span: "" },
    { name: "phone", type: "tel", autoComplete: "tel", span: "" },
  ] as const;
  return fields.map(({ name, type, autoComplete, span }) => {
    const error = errs[name]?.message;
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
          {...reg(name)}
        />
      </FormField>
    );
  });
}
