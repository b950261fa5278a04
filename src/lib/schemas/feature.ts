import { z } from "zod";
import { requiredText } from "./common";

const featureFields = {
  key: requiredText(50, "Chave é obrigatória").regex(
    /^[a-z0-9_]+$/,
    "Use apenas letras minúsculas, números e sublinhado",
  ),
  namePt: requiredText(100, "Nome em português é obrigatório"),
  nameEn: requiredText(100, "Nome em inglês é obrigatório"),
  nameJp: requiredText(100, "Nome em japonês é obrigatório"),
  active: z.boolean(),
};

/** POST /api/property-features */
export const featureCreateSchema = z.strictObject({
  ...featureFields,
  active: featureFields.active.default(true),
});
export type FeatureCreate = z.output<typeof featureCreateSchema>;

/** PATCH /api/property-features/{id}: the key may be sent, but not changed. */
export const featureUpdateSchema = z.strictObject(featureFields).partial();
export type FeatureUpdate = z.output<typeof featureUpdateSchema>;

export const featureSchema = z.object({
  id: z.uuid(),
  ...featureFields,
  createdAt: z.iso.datetime(),
});
export type PropertyFeature = z.infer<typeof featureSchema>;
