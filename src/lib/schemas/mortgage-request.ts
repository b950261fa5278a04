import { z } from "zod";
import { LIMITS, LOCALES, MORTGAGE_STATUSES } from "@/lib/constants";
import { emailField, optionalText, requiredText } from "./common";
import { honeypot } from "./lead";

/** POST /api/mortgage-requests */
export const mortgageRequestCreateSchema = z.strictObject({
  name: requiredText(200, "Nome é obrigatório"),
  email: emailField(),
  phone: requiredText(50, "Telefone é obrigatório"),
  message: optionalText(LIMITS.messageMax),
  language: z.enum(LOCALES).default("pt"),
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
  message: z.string().nullable(),
  language: z.enum(LOCALES),
  status: z.enum(MORTGAGE_STATUSES),
  createdAt: z.iso.datetime(),
});
export type MortgageRequest = z.infer<typeof mortgageRequestSchema>;
