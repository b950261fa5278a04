// The valuation request of the sell page (SPEC.md §3, §5): fields as the visitor types them
// (strings) in, typed details out.
import { z } from "zod";
import { PROPERTY_CONDITIONS, PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { contactFields, optionalText, requiredText } from "./fields";

export const MAX_OBSERVATIONS = 2000;
const MAX_AREA = 1_000_000;
const MAX_BEDROOMS = 99;

const isWhole = (value: string, min: number, max: number) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

export function sellFormSchema(m: FieldErrorMessages) {
  return z.object({
    ...contactFields(m),
    propertyType: z.string().pipe(z.enum(PUBLIC_PROPERTY_TYPES, m.required)),
    location: requiredText(m, 200),
    area: z
      .string()
      .trim()
      .min(1, { error: m.required, abort: true })
      .refine((value) => isWhole(value, 1, MAX_AREA), m.number)
      .transform(Number),
    condition: z.string().pipe(z.enum(PROPERTY_CONDITIONS, m.required)),
    bedrooms: z
      .string()
      .trim()
      .refine((value) => value === "" || isWhole(value, 0, MAX_BEDROOMS), m.number)
      .transform((value) => (value === "" ? null : Number(value))),
    observations: optionalText(m, MAX_OBSERVATIONS),
  });
}

export type SellFormInput = z.input<ReturnType<typeof sellFormSchema>>;
export type SellFormOutput = z.output<ReturnType<typeof sellFormSchema>>;

export const SELL_FORM_EMPTY: SellFormInput = {
  name: "",
  email: "",
  phone: "",
  website: "",
  propertyType: "",
  location: "",
  area: "",
  condition: "",
  bedrooms: "",
  observations: "",
};
