// A visitor's personal data, found, exported and erased by their e-mail address
// (GET and DELETE /api/personal-data), and the privacy settings (storage limitation, the audit
// log's period). docs/decisions/028.
import { z } from "zod";

/** The address is checked by the handler, so that a bad one is refused in plain words. */
export const personalDataQuery = z.strictObject({ email: z.string().optional() });

export const EMAIL_MISSING = "Indique o endereço de email da pessoa.";
export const EMAIL_INVALID = "Endereço de email inválido: verifique o que escreveu.";

/** Every record holding the address, by source ("leads", "mortgageRequests", …). */
export const personalDataSchema = z.object({
  email: z.string(),
  generatedAt: z.iso.datetime(),
  counts: z.record(z.string(), z.number().int()),
  sources: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** What an erasure changed, by source. */
export const erasureSchema = z.object({
  email: z.string(),
  counts: z.record(z.string(), z.number().int()),
});
export type Erasure = z.infer<typeof erasureSchema>;

export const PRIVACY_DEFAULTS = { anonymiseAfterMonths: 24, auditLogMonths: 24 } as const;

export const privacySettingsSchema = z.strictObject({
  anonymiseAfterMonths: z
    .number({ error: "Indique um número de meses" })
    .int("Indique um número inteiro de meses")
    .min(1, "No mínimo 1 mês")
    .max(240, "No máximo 240 meses"),
  auditLogMonths: z
    .number({ error: "Indique um número de meses" })
    .int("Indique um número inteiro de meses")
    .min(1, "No mínimo 1 mês")
    .max(120, "No máximo 120 meses"),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
