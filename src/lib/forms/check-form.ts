// The one way a public form is checked: with the zod schema of what it sends, the schema the
// API applies, and each field's first issue told in the visitor's language. The schemas' own
// messages are the API's (Portuguese, for the admin); here the message follows the kind of the
// issue: left blank, too long, not an e-mail address, or any other way invalid (each form says
// what that means for each of its fields: a phone number, a number, a choice, a consent). The
// API's 400 answers carry the same kinds (ApiIssue), so what it refuses is told the same way.

import * as z from "zod/mini";
import type { $ZodType, output } from "zod/v4/core";
import type { ApiIssue } from "@/lib/api/endpoint";
import { interpolate } from "@/lib/i18n/define-messages";

export type IssueKind = "required" | "tooLong" | "email" | "invalid";

/** The visitor's messages: per kind (`tooLong` takes {max}), and per field where it differs. */
export interface FormTexts<F extends string> {
  required: string;
  tooLong: string;
  email: string;
  invalid: string;
  fields?: Partial<Record<F, Partial<Record<IssueKind, string>>>>;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Checked<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<F> };

/** What an issue says, whether zod found it here or the API did (ApiIssue). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly code?: string;
  readonly origin?: unknown;
  readonly maximum?: unknown;
  readonly format?: unknown;
}

/** An issue as the visitor is told it: which field, what kind, and the limit it passed. */
export interface FieldIssue {
  field: string;
  kind: IssueKind;
  max: number;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function kindOf(issue: Issue, value: unknown): IssueKind {
  if (isBlank(value)) return "required";
  if (issue.code === "too_big" && issue.origin === "string") return "tooLong";
  if (issue.code === "invalid_format" && issue.format === "email") return "email";
  return "invalid";
}

/** The issues of `input` (each named by its path's first key), by kind. */
export function fieldIssues(
  issues: readonly Issue[],
  input: Record<string, unknown>,
): FieldIssue[] {
  return issues.map((issue) => {
    const field = String(issue.path[0] ?? "");
    return { field, kind: kindOf(issue, input[field]), max: Number(issue.maximum ?? 0) };
  });
}

/**
 * Each field of `fields` that has an issue gets the visitor's message for its first one; a field
 * the form does not show never has one (what the form sends on its own, such as the language, is
 * its own concern).
 */
export function fieldErrors<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
  texts: FormTexts<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { field, kind, max } of issues) {
    if (!fields.includes(field as F) || errors[field as F]) continue;
    const text = texts.fields?.[field as F]?.[kind] ?? texts[kind];
    errors[field as F] = interpolate(text, { max });
  }
  return errors;
}

/**
 * Parses `input` with `schema`. It fails with the fields' messages when the schema finds an
 * issue, or when the API `refused` what passed here.
 */
export function checkForm<S extends $ZodType, F extends string>(
  schema: S,
  input: Record<F, unknown> & Record<string, unknown>,
  fields: readonly F[],
  texts: FormTexts<F>,
  refused: readonly ApiIssue[] = [],
): Checked<output<S>, F> {
  const result = z.safeParse(schema, input);
  if (result.success && refused.length === 0) return { ok: true, data: result.data };
  const issues = [...(result.success ? [] : result.error.issues), ...refused];
  return { ok: false, errors: fieldErrors(fieldIssues(issues, input), fields, texts) };
}
