import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import { imageRef, optionalText, requiredText, wholeNumber } from "./common";

const testimonialFields = {
  name: requiredText(200, "Nome é obrigatório"),
  company: optionalText(200),
  photo: imageRef.nullable(),
  rating: wholeNumber(LIMITS.ratingMin, LIMITS.ratingMax, "A avaliação deve ser de 1 a 5"),
  textPt: requiredText(5000, "Testemunho em português é obrigatório"),
  textEn: requiredText(5000, "Testemunho em inglês é obrigatório"),
  textJp: requiredText(5000, "Testemunho em japonês é obrigatório"),
  active: z.boolean(),
  order: wholeNumber(0, 100_000, "A ordem deve ser um número inteiro ≥ 0"),
};

/** POST /api/testimonials */
export const testimonialCreateSchema = z.strictObject({
  ...testimonialFields,
  company: testimonialFields.company.optional(),
  photo: testimonialFields.photo.optional(),
  rating: testimonialFields.rating.default(5),
  active: testimonialFields.active.default(true),
  order: testimonialFields.order.default(0),
});
export type TestimonialCreate = z.output<typeof testimonialCreateSchema>;

/** PATCH /api/testimonials/{id} */
export const testimonialUpdateSchema = z.strictObject(testimonialFields).partial();
export type TestimonialUpdate = z.output<typeof testimonialUpdateSchema>;

export const testimonialSchema = z.object({
  id: z.uuid(),
  ...testimonialFields,
  photo: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
