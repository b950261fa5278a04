// The agency's legal identity (docs/product.md#legal-identity): what the footer of every page,
// the brochure and every e-mail show.
import { z } from "zod";
import { isValidNif, normalizeNif } from "@/lib/nif";
import { emailField, httpUrl, optionalText } from "./common";

/** The electronic complaints book every business in Portugal must link to (DL 156/2005). */
export const COMPLAINTS_BOOK_URL = "https://www.livroreclamacoes.pt";

const optionalUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  httpUrl.nullish().transform((value) => value ?? null),
);

const legalFields = {
  companyName: optionalText(200),
  nif: z.preprocess(
    (value) => (typeof value === "string" ? normalizeNif(value) || null : value),
    z
      .string()
      .refine(isValidNif, "NIF inválido: 9 algarismos, o último de controlo")
      .nullish()
      .transform((value) => value ?? null),
  ),
  amiLicence: optionalText(40),
  address: optionalText(300),
  ralName: optionalText(200),
  ralUrl: optionalUrl,
  complaintsBookUrl: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    httpUrl.default(COMPLAINTS_BOOK_URL),
  ),
  privacyEmail: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    emailField("Email inválido")
      .nullish()
      .transform((value) => value ?? null),
  ),
};

/** PUT /api/legal-settings: every field; a blank one is cleared (the complaints book's default). */
export const legalSettingsUpdateSchema = z.strictObject(legalFields);
export type LegalSettingsUpdate = z.output<typeof legalSettingsUpdateSchema>;
export type LegalSettingsInput = z.input<typeof legalSettingsUpdateSchema>;

export const legalSettingsSchema = z.object({
  companyName: z.string().nullable(),
  nif: z.string().nullable(),
  amiLicence: z.string().nullable(),
  address: z.string().nullable(),
  ralName: z.string().nullable(),
  ralUrl: z.string().nullable(),
  complaintsBookUrl: z.string(),
  privacyEmail: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type LegalSettings = z.infer<typeof legalSettingsSchema>;
