// Field checks of the public forms, without a schema library: zod weighs about 40 KB
// compressed in the browser, too much for a public page's budget (docs/decisions/005). The
// API still validates every body with its zod schema; rules.test.ts keeps the two in step.

/** A check answers an error message, or null when the value passes. */
export type Check = (value: string) => string | null;

/** The same pattern zod's z.email() uses (kept equal by rules.test.ts). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const required =
  (message: string): Check =>
  (value) =>
    value.trim() ? null : message;
export const maxLength =
  (max: number, message: string): Check =>
  (value) =>
    value.trim().length > max ? message : null;
export const email =
  (message: string): Check =>
  (value) =>
    value.trim() === "" || EMAIL_PATTERN.test(value.trim()) ? null : message;
export const matches =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    value.trim() === "" || pattern.test(value.trim()) ? null : message;
export const oneOf =
  (options: readonly string[], message: string): Check =>
  (value) =>
    value === "" || options.includes(value) ? null : message;
export const wholeNumber =
  (min: number, max: number, message: string): Check =>
  (value) => {
    const text = value.trim();
    if (text === "") return null;
    return /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max ? null : message;
  };

export type Checks<T> = {
  [K in keyof T]?: T[K] extends string ? Check[] : ((value: T[K]) => string | null)[];
};
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first failing message of each field, in field order. */
export function validate<T extends object>(values: T, checks: Checks<T>): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const field of Object.keys(checks) as (keyof T)[]) {
    for (const check of (checks[field] ?? []) as ((value: unknown) => string | null)[]) {
      const message = check(values[field]);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** The same values with every text trimmed, as the API will store them. */
export function trimAll<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" ? value.trim() : value,
    ]),
  ) as T;
}
