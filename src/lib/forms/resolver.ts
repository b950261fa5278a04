import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import { type Checks, validate } from "./rules";

/**
 * react-hook-form's resolver over our checks, shaped like the library's own resolvers (field
 * refs attached, so the first invalid field receives focus): first message per field.
 */
export function checksResolver<T extends FieldValues>(checks: Checks<T>): Resolver<T> {
  return async (values, _context, options) => {
    const errors = validate(values, checks);
    const fields = Object.keys(errors) as (keyof T & string)[];
    if (fields.length === 0) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values, errors: {} };
    }
    const flat: Record<string, FieldError> = Object.fromEntries(
      fields.map((field) => [field, { type: "validate", message: errors[field] }]),
    );
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
