// Saved searches with e-mail alerts (docs/product.md#saved-searches): the list page's form saves
// one; the links of the e-mails confirm it, stop it (one-click, RFC 8058) and manage the
// address's searches. The links carry a signed token instead of a session: whoever holds the
// e-mail may use them, with no cookie and no login.
import * as z from "zod/mini";
import {
  SAVED_SEARCH_FREQUENCIES,
  savedSearchAcceptedSchema,
  savedSearchCreateSchema,
  tokenQuery,
} from "@/lib/schemas/saved-search";
import { defineEndpoint as endpoint } from "./endpoint";

const TAG = "Saved searches";
const FORM = {
  contentTypes: ["application/x-www-form-urlencoded", "multipart/form-data"],
  description: "A plain HTML form's fields",
};

export const savedSearches = {
  create: endpoint({
    method: "POST",
    path: "/api/saved-searches",
    access: "public",
    tag: TAG,
    summary: "Save the list's filters with an address; a confirmation e-mail is sent (public form)",
    body: savedSearchCreateSchema,
    response: savedSearchAcceptedSchema,
    status: 201,
    formRateLimit: true,
  }),
  confirm: endpoint({
    method: "POST",
    path: "/api/saved-searches/confirm",
    access: "public",
    tag: TAG,
    summary: "Confirm a saved search (the confirmation page's button); answers 303 to its page",
    query: tokenQuery,
    status: 303,
  }),
  stopPage: endpoint({
    method: "GET",
    path: "/api/saved-searches/unsubscribe",
    access: "public",
    tag: TAG,
    summary: "The List-Unsubscribe link opened in a browser: 303 to the page that offers to stop",
    query: tokenQuery,
    status: 303,
  }),
  stop: endpoint({
    method: "POST",
    path: "/api/saved-searches/unsubscribe",
    access: "public",
    tag: TAG,
    summary: "One-click unsubscribe (RFC 8058): ends the searches of one alert, no cookie needed",
    query: tokenQuery,
    rawBody: FORM,
    response: z.object({ stopped: z.number() }),
  }),
  manage: endpoint({
    method: "POST",
    path: "/api/saved-searches/manage",
    access: "public",
    tag: TAG,
    summary:
      "The manage page's forms: change a search's frequency, delete one or all; 303 back to it",
    query: tokenQuery,
    rawBody: FORM,
    status: 303,
  }),
};

/** What the manage page's forms send (form fields, checked by the handler). */
export const manageFormSchema = z.union([
  z.strictObject({
    action: z.literal("frequency"),
    id: z.uuid(),
    frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  }),
  z.strictObject({ action: z.literal("delete"), id: z.uuid() }),
  z.strictObject({ action: z.literal("delete-all") }),
]);
