import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { type Checks, validate } from "./rules";

/** react-hook-form's resolver over our checks: first message per field, values as typed. */
export function checksResolver<T extends FieldValues>(checks: Checks<T>): Resolver<T> {
  return async (values) => {
    const errors = validate(values, checks);
    const fields = Object.keys(errors) as (keyof T & string)[];
    if (fields.length === 0) return { values, errors: {} };
    const fieldErrors = Object.fromEntries(
      fields.map((field) => [field, { type: "validate", message: errors[field] }]),
    ) as FieldErrors<T>;
    return { values: {}, errors: fieldErrors };
  };
}
