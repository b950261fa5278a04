// The one way a public form is checked: with the zod schema of what it sends, the schema the
// API applies, and each field's first issue told in the visitor's language. The schemas' own
// messages are the API's (Portuguese, for the admin); here the message follows the kind of the
// issue: left blank, too long, not an e-mail address, or any other way invalid (each form says
// what that means for each of its fields: a phone number, a number, a choice, a consent).

import * as z from "zod/mini";
import type { $ZodIssue, $ZodType, output } from "zod/v4/core";
import { interpolate } from "@/lib/i18n/define-messages";

export type IssueKind = "required" | "tooLong" | "email" | "invalid";

/** The visitor's messages: per kind (`tooLong` takes {max}), and per field where it differs. */
export interface FormTexts<F extends string> {
  required: string;
  tooLong: string;
  email: string;
  fields?: Partial<Record<F, Partial<Record<IssueKind, string>>>>;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Checked<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<F> };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function kindOf(issue: $ZodIssue, value: unknown): IssueKind {
  if (isBlank(value)) return "required";
  if (issue.code === "too_big" && issue.origin === "string") return "tooLong";
  if (issue.code === "invalid_format" && issue.format === "email") return "email";
  return "invalid";
}

/**
 * Parses `input` with `schema`. On failure, each field of `input` that has an issue gets the
 * visitor's message for its first one; a field of `fields` that the form does not show never
 * has one (what the form sends on its own, such as the language, is its own concern).
 */
export function checkForm<S extends $ZodType, F extends string>(
  schema: S,
  input: Record<F, unknown> & Record<string, unknown>,
  fields: readonly F[],
  texts: FormTexts<F>,
): Checked<output<S>, F> {
  const result = z.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    if (!fields.includes(field) || errors[field]) continue;
    const kind = kindOf(issue, input[field]);
    const text =
      texts.fields?.[field]?.[kind] ?? (kind === "invalid" ? texts.required : texts[kind]);
    const max = issue.code === "too_big" ? Number(issue.maximum) : 0;
    errors[field] = interpolate(text, { max });
  }
  return { ok: false, errors };
}
