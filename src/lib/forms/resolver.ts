import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { Checked } from "./check-form";

/**
 * react-hook-form's resolver over a form's check (public-form-checks.ts, loaded on first use),
 * shaped like the library's own resolvers (field refs attached, so the first invalid field
 * receives focus). The form keeps the values as typed; what is sent is checked again on submit.
 */
export function checkedResolver<T extends FieldValues>(
  check: (values: T) => Promise<Checked<unknown, string>>,
): Resolver<T> {
  return async (values, _context, options) => {
    const checked = await check(values);
    if (checked.ok) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values, errors: {} };
    }
    const flat: Record<string, FieldError> = Object.fromEntries(
      Object.entries(checked.errors).map(([field, message]) => [
        field,
        { type: "validate", message: message as string },
      ]),
    );
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
