// The "save this search" form's check and call, loaded when the visitor opens the form (the list
// page's first JavaScript carries neither zod nor the endpoint list). The form is checked with
// the schema the API applies (src/lib/schemas/saved-search.ts).
import { callApi } from "@/lib/api/client";
import type { ApiIssue } from "@/lib/api/endpoint";
import { savedSearches } from "@/lib/api/saved-searches";
import type { Locale } from "@/lib/i18n/locales";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { type SavedSearchCreate, savedSearchCreateSchema } from "@/lib/schemas/saved-search";
import { checkForm } from "./check-form";

const FIELDS = ["email", "frequency", "query"] as const;
export type SavedSearchField = (typeof FIELDS)[number];

export interface SavedSearchFormValues {
  email: string;
  frequency: string;
  website: string;
  consentVersion: string;
}

export const SAVED_SEARCH_FORM_EMPTY: SavedSearchFormValues = {
  email: "",
  frequency: "daily",
  website: "",
  consentVersion: "",
};

export function checkSavedSearchForm(
  values: SavedSearchFormValues,
  context: { query: string; locale: Locale },
  m: FieldErrorMessages,
  queryInvalid: string,
  refused?: readonly ApiIssue[],
) {
  return checkForm(
    savedSearchCreateSchema,
    { ...values, query: context.query, language: context.locale },
    FIELDS,
    {
      required: m.required,
      tooLong: m.tooLong,
      email: m.email,
      invalid: m.invalid,
      fields: { query: { invalid: queryInvalid, tooLong: queryInvalid } },
    },
    refused,
  );
}

/** POST /api/saved-searches, as checked above. */
export const sendSavedSearch = (search: SavedSearchCreate) =>
  callApi(savedSearches.create, { body: search });
