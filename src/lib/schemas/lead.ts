import { z } from "zod";
import { LEAD_STATUSES, LEAD_TYPES, LIMITS, LOCALES } from "@/lib/constants";
import { emailField, optionalText, requiredText } from "./common";

/**
 * A hidden form field people never see or fill; bots that fill every input give themselves
 * away through it, and their submission is dropped without telling them.
 */
export const honeypot = { website: z.string().max(2000).optional() };

/** POST /api/leads: an enquiry about a property, or a valuation request from the sell page. */
export const leadCreateSchema = z.strictObject({
  name: requiredText(200, "Nome é obrigatório"),
  email: emailField(),
  phone: optionalText(50),
  message: requiredText(LIMITS.messageMax, "Mensagem é obrigatória"),
  propertyRef: optionalText(40),
  type: z.enum(LEAD_TYPES).default("inquiry"),
  language: z.enum(LOCALES).default("pt"),
  ...honeypot,
});
export type LeadCreate = z.output<typeof leadCreateSchema>;

/** PATCH /api/leads/{id}: mark a lead read (or new again). */
export const leadUpdateSchema = z.strictObject({
  status: z.enum(LEAD_STATUSES, "Estado inválido"),
});

export const leadSchema = z.object({
  id: z.uuid(),
  propertyRef: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  type: z.enum(LEAD_TYPES),
  language: z.enum(LOCALES),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;
