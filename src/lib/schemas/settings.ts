import { z } from "zod";
import { PAGE_KEYS } from "@/lib/constants";
import { imageRef, optionalText, requiredText } from "./common";

const perLanguage = <K extends string, S extends z.ZodType>(name: K, schema: S) =>
  ({
    [`${name}Pt`]: schema,
    [`${name}En`]: schema,
    [`${name}Jp`]: schema,
  }) as { [P in `${K}${"Pt" | "En" | "Jp"}`]: S };

const homeFields = {
  heroImage: imageRef.nullable(),
  ...perLanguage("title", optionalText(300)),
  ...perLanguage("subtitle", optionalText(600)),
};

/** PATCH /api/home-settings: any subset; null or blank clears a field (defaults apply). */
export const homeSettingsUpdateSchema = z.strictObject(homeFields).partial();
export type HomeSettingsUpdate = z.output<typeof homeSettingsUpdateSchema>;

export const homeSettingsSchema = z.object({
  id: z.uuid().nullable(),
  ...homeFields,
  heroImage: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type HomeSettings = z.infer<typeof homeSettingsSchema>;

const pageFields = {
  ...perLanguage("title", requiredText(300, "Título é obrigatório")),
  ...perLanguage("subtitle", requiredText(600, "Subtítulo é obrigatório")),
  ...perLanguage("intro", optionalText(2000)),
  ...perLanguage("benefit1", requiredText(300, "Benefício é obrigatório")),
  ...perLanguage("benefit2", requiredText(300, "Benefício é obrigatório")),
  ...perLanguage("benefit3", requiredText(300, "Benefício é obrigatório")),
  ...perLanguage("formTitle", requiredText(300, "Título do formulário é obrigatório")),
  ...perLanguage("formDesc", optionalText(1000)),
};

export const pageKeySchema = z.enum(PAGE_KEYS);

/** PATCH /api/page-settings/{page}: any subset of the texts. */
export const pageSettingsUpdateSchema = z.strictObject(pageFields).partial();
export type PageSettingsUpdate = z.infer<typeof pageSettingsUpdateSchema>;
export type PageTexts = z.infer<z.ZodObject<typeof pageFields>>;

export const pageSettingsSchema = z.object({
  id: z.uuid().nullable(),
  page: pageKeySchema,
  ...pageFields,
  updatedAt: z.iso.datetime().nullable(),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;
