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

/** PATCH /api/mortgage-requests/{id}: its status, or another assignee (null: the administrators). */
export const mortgageRequestUpdateSchema = z
  .strictObject({
    status: z.optional(z.enum(MORTGAGE_STATUSES, "Estado inválido")),
    consultantId: z.optional(z.nullable(z.uuid("Consultor inválido"))),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, "Indique o que alterar"));
export type MortgageRequestUpdate = z.output<typeof mortgageRequestUpdateSchema>;

export const mortgageRequestSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.nullable(z.string()),
  language: z.enum(LOCALES),
  status: z.enum(MORTGAGE_STATUSES),
  /** Who answers it: a consultant, or the administrators when null. */
  consultantId: z.nullable(z.uuid()),
  consentVersion: z.nullable(z.string()),
  consentAt: z.nullable(z.iso.datetime()),
  consentIp: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type MortgageRequest = z.infer<typeof mortgageRequestSchema>;
