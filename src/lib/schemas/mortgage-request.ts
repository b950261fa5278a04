// Mortgage requests. zod/mini: the mortgage form checks itself with the create schema (see
// contact-fields.ts).
import * as z from "zod/mini";
import { LIMITS, LOCALES, MORTGAGE_STATUSES } from "@/lib/constants";
import { emailAddress, honeypot, optionalText, phoneNumber, requiredText } from "./contact-fields";

/** POST /api/mortgage-requests */
export const mortgageRequestCreateSchema = z.strictObject({
  name: requiredText(200, "Nome é obrigatório"),
  email: emailAddress(),
  phone: phoneNumber(),
  message: optionalText(LIMITS.messageMax),
  language: z._default(z.enum(LOCALES), "pt"),
  /** The privacy notice and consent line the form showed (docs/decisions/025). */
  consentVersion: optionalText(64),
  ...honeypot,
});
export type MortgageRequestCreate = z.output<typeof mortgageRequestCreateSchema>;

/** PATCH /api/mortgage-requests/{id} */
export const mortgageRequestUpdateSchema = z.strictObject({
  status: z.enum(MORTGAGE_STATUSES, "Estado inválido"),
});

export const mortgageRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.nullable(z.string()),
  language: z.enum(LOCALES),
  status: z.enum(MORTGAGE_STATUSES),
  consentVersion: z.nullable(z.string()),
  consentAt: z.nullable(z.iso.datetime()),
  consentIp: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type MortgageRequest = z.infer<typeof mortgageRequestSchema>;
