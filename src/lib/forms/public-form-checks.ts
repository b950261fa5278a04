// The checks of the three public forms and the calls that send them, loaded when a visitor
// starts on a form (the components import this module lazily, so the pages' first JavaScript
// carries neither zod nor the endpoint list). Each form is
// checked with the schema of what it sends: the enquiry and the valuation request are leads, the
// mortgage form a mortgage request (src/lib/schemas), so the browser and the API judge every
// field alike (tests/api/public-form-verdicts.test.ts). What the API refuses all the same (a
// control character, a rule changed since the page was loaded) is told beside the same fields:
// each check takes the API's issues as `refused`.
import * as z from "zod/mini";
import { ApiError, callApi } from "@/lib/api/client";
import type { ApiIssue } from "@/lib/api/endpoint";
import { leads, mortgageRequests } from "@/lib/api/inbox";
import { PROPERTY_CONDITIONS, PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import type { Locale } from "@/lib/i18n/locales";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { optionalText, phoneNumber, requiredText } from "@/lib/schemas/contact-fields";
import { leadCreateSchema } from "@/lib/schemas/lead";
import { mortgageRequestCreateSchema } from "@/lib/schemas/mortgage-request";
import {
  type Checked,
  checkForm,
  type FieldIssue,
  type FormTexts,
  fieldErrors,
  fieldIssues,
} from "./check-form";
import type { ContactFormValues, MortgageFormValues, SellFormValues } from "./public-form-values";
import { MAX_AREA, MAX_BEDROOMS, MAX_OBSERVATIONS } from "./public-form-values";
import { composeValuationMessage, type ValuationMessageLabels } from "./valuation-message";

/** The catalogue's field messages as the texts of a form whose fields mean these. */
function textsOf<F extends string>(
  m: FieldErrorMessages,
  invalid: Partial<Record<F, string>>,
): FormTexts<F> {
  const fields: FormTexts<F>["fields"] = {};
  for (const [field, text] of Object.entries(invalid) as [F, string][]) {
    fields[field] = { invalid: text };
  }
  return { required: m.required, tooLong: m.tooLong, email: m.email, invalid: m.invalid, fields };
}

const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The property enquiry: the lead exactly as it will be sent. */
export function checkContactForm(
  values: ContactFormValues,
  context: { interest: string; propertyRef: string; locale: Locale },
  texts: FormTexts<ContactField>,
  refused?: readonly ApiIssue[],
) {
  return checkForm(
    leadCreateSchema,
    {
      ...values,
      // An emptied message sends the prefilled interest (docs/product.md#public-forms).
      message: values.message.trim() ? values.message : context.interest,
      propertyRef: context.propertyRef,
      type: "inquiry",
      language: context.locale,
    },
    CONTACT_FIELDS,
    texts,
    refused,
  );
}

const MORTGAGE_FIELDS = ["name", "email", "phone", "message", "consent"] as const;

/** The mortgage request, with the consent the form asks for before sending it. */
const mortgageFormSchema = z.extend(mortgageRequestCreateSchema, { consent: z.literal(true) });

export function checkMortgageForm(
  values: MortgageFormValues,
  locale: Locale,
  m: FieldErrorMessages,
  consentError: string,
  refused?: readonly ApiIssue[],
) {
  const texts = textsOf<(typeof MORTGAGE_FIELDS)[number]>(m, { phone: m.phone });
  texts.fields = { ...texts.fields, consent: { required: consentError, invalid: consentError } };
  return checkForm(
    mortgageFormSchema,
    { ...values, language: locale },
    MORTGAGE_FIELDS,
    texts,
    refused,
  );
}

/** A whole number typed in a text field, within bounds. */
const wholeNumberText = (min: number, max: number) =>
  z.pipe(
    z.string().check(z.trim(), z.regex(/^\d+$/)),
    z.pipe(
      z.transform((text: string) => Number(text)),
      z.number().check(z.gte(min), z.lte(max)),
    ),
  );

/**
 * The valuation request's own fields: the contact fields of a lead (the phone required here,
 * docs/product.md#sell-page) and the property's details, which become the lead's message.
 */
const valuationFormSchema = z.strictObject({
  name: leadCreateSchema.shape.name,
  email: leadCreateSchema.shape.email,
  phone: phoneNumber(),
  website: leadCreateSchema.shape.website,
  propertyType: z.enum(PUBLIC_PROPERTY_TYPES),
  location: requiredText(200),
  area: wholeNumberText(1, MAX_AREA),
  condition: z.enum(PROPERTY_CONDITIONS),
  bedrooms: z.pipe(
    z.string().check(z.trim()),
    z.union([
      z.pipe(
        z.literal(""),
        z.transform(() => null),
      ),
      wholeNumberText(0, MAX_BEDROOMS),
    ]),
  ),
  observations: optionalText(MAX_OBSERVATIONS),
  photos: z.array(z.string()),
  consentVersion: leadCreateSchema.shape.consentVersion,
});

const SELL_FIELDS = [
  "name",
  "email",
  "phone",
  "propertyType",
  "location",
  "area",
  "condition",
  "bedrooms",
  "photos",
  "observations",
] as const;

export type ValuationField = (typeof SELL_FIELDS)[number];

/** What the valuation's message is written with, besides the form's fields. */
export interface ValuationContext {
  locale: Locale;
  labels: ValuationMessageLabels;
}

/**
 * The valuation request, checked as the lead it sends: its own fields first, then the lead
 * they make, whose message holds the details, the observations and the names of the photos.
 */
export function checkValuationForm(
  values: SellFormValues,
  { locale, labels }: ValuationContext,
  m: FieldErrorMessages & { tooManyPhotos: string },
  refused: readonly ApiIssue[] = [],
): Checked<z.output<typeof leadCreateSchema>, ValuationField> {
  const texts = textsOf<ValuationField>(m, { phone: m.phone, area: m.number, bedrooms: m.number });
  texts.fields = { ...texts.fields, photos: { tooLong: m.tooManyPhotos } };
  const own = checkForm(valuationFormSchema, { ...values }, SELL_FIELDS, texts);
  if (!own.ok) return own;
  const details = own.data;
  const lead = {
    name: details.name,
    email: details.email,
    phone: details.phone,
    message: composeValuationMessage(
      { ...details, observations: details.observations ?? "" },
      labels,
      locale,
    ),
    type: "valuation" as const,
    language: locale,
    website: details.website,
    consentVersion: details.consentVersion,
  };
  const result = z.safeParse(leadCreateSchema, lead);
  if (result.success && refused.length === 0) return { ok: true, data: result.data };
  const issues = [...(result.success ? [] : result.error.issues), ...refused];
  const onFields = fieldIssues(issues, lead).map((issue) =>
    issue.field === "message" ? messageIssue(issue, lead.message, details) : issue,
  );
  return { ok: false, errors: fieldErrors(onFields, SELL_FIELDS, texts) };
}

/**
 * An issue of the composed message, put beside what the visitor can change. Too long, it is the
 * photos' names when there are any: the other details always fit (public-form-checks.test.ts
 * says so); else, and for any other issue, the observations, the only free text in it, with
 * what the rest of the message leaves them.
 */
function messageIssue(
  issue: FieldIssue,
  message: string,
  details: { photos: string[]; observations: string | null },
): FieldIssue {
  if (issue.kind === "tooLong" && details.photos.length > 0) return { ...issue, field: "photos" };
  const rest = message.length - (details.observations?.length ?? 0);
  return { ...issue, field: "observations", max: Math.max(issue.max - rest, 0) };
}

/** The issues the API refused a form's values for (a 400's), or none. */
export const refusedIssues = (error: unknown): ApiIssue[] =>
  error instanceof ApiError && error.status === 400 ? error.issues : [];

/** POST /api/leads: an enquiry or a valuation request, as checked above. */
export const sendLead = (lead: z.input<typeof leadCreateSchema>) =>
  callApi(leads.create, { body: lead });

/** POST /api/mortgage-requests, as checked above. */
export const sendMortgageRequest = (request: z.input<typeof mortgageRequestCreateSchema>) =>
  callApi(mortgageRequests.create, { body: request });
