import { z } from "zod";
import { SPOKEN_LANGUAGES } from "@/lib/constants";
import { emailField, imageRef, optionalText, requiredText, wholeNumber } from "./common";

const consultantFields = {
  name: requiredText(200, "Nome é obrigatório"),
  role: requiredText(100, "Função é obrigatória"),
  email: emailField(),
  phone: requiredText(50, "Telefone é obrigatório"),
  whatsapp: requiredText(50, "WhatsApp é obrigatório"),
  photo: imageRef.nullable(),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES, "Língua inválida"))
    .min(1, "Selecione pelo menos uma língua")
    .max(SPOKEN_LANGUAGES.length)
    .refine((list) => new Set(list).size === list.length, "Línguas repetidas"),
  bioPt: optionalText(5000),
  bioEn: optionalText(5000),
  bioJp: optionalText(5000),
  active: z.boolean(),
  order: wholeNumber(0, 100_000, "A ordem deve ser um número inteiro ≥ 0"),
};

/** POST /api/consultants */
export const consultantCreateSchema = z.strictObject({
  ...consultantFields,
  photo: consultantFields.photo.optional(),
  bioPt: consultantFields.bioPt.optional(),
  bioEn: consultantFields.bioEn.optional(),
  bioJp: consultantFields.bioJp.optional(),
  active: consultantFields.active.default(true),
  order: consultantFields.order.default(0),
});
export type ConsultantCreate = z.output<typeof consultantCreateSchema>;

/** PATCH /api/consultants/{id} */
export const consultantUpdateSchema = z.strictObject(consultantFields).partial();
export type ConsultantUpdate = z.output<typeof consultantUpdateSchema>;

export const consultantSchema = z.object({
  id: z.uuid(),
  ...consultantFields,
  photo: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Consultant = z.infer<typeof consultantSchema>;
