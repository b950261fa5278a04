// Saved searches with e-mail alerts (docs/product.md#saved-searches): what the list page's form
// sends, and the frequencies. zod/mini: the form checks itself with the schema the API applies.
import * as z from "zod/mini";
import { LOCALES } from "@/lib/constants";
import { emailAddress, honeypot, optionalText } from "./contact-fields";

export const SAVED_SEARCH_FREQUENCIES = ["instant", "daily", "weekly"] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
/** Why a listing was in an alert: newly published, or its price went down. */
export const ALERT_REASONS = ["new", "price_drop"] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];

/** POST /api/saved-searches: the list's query string, an address, a language, a frequency. */
export const savedSearchCreateSchema = z.strictObject({
  email: emailAddress(),
  /** The list page's query string, with or without its "?" (checked by the list's own parser). */
  query: z.string({ error: "Pesquisa inválida" }).check(z.maxLength(2000, "Pesquisa inválida")),
  language: z.enum(LOCALES, "Idioma inválido"),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES, "Frequência inválida"),
  /** The privacy notice and consent line the form showed (docs/decisions/025). */
  consentVersion: optionalText(64),
  ...honeypot,
});
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;

export const savedSearchAcceptedSchema = z.object({
  /** Always "pending": whether the address already had this search is not told to a stranger. */
  status: z.literal("pending"),
});

/**
 * A signed link's token (in the query of the links the e-mails carry), and the language of the
 * page that sent a form, for the page answered when the token names nothing any more.
 */
export const tokenQuery = z.strictObject({
  token: z.string().check(z.maxLength(2000)),
  locale: z.optional(z.enum(LOCALES)),
});

/** The states the saved-search page shows after a link or form did something. */
export const SAVED_SEARCH_OUTCOMES = ["confirmed", "stopped", "updated", "deleted"] as const;
export type SavedSearchOutcome = (typeof SAVED_SEARCH_OUTCOMES)[number];
