// The valuation request of the sell page (SPEC.md §3, §5): fields as the visitor types them
// (strings) in, typed details out.
import { PROPERTY_CONDITIONS, PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { contactFields, optionalText, requiredText } from "./fields";
import { type Checks, oneOf, required, trimAll, wholeNumber } from "./rules";

export const MAX_OBSERVATIONS = 2000;
const MAX_AREA = 1_000_000;
const MAX_BEDROOMS = 99;

export interface SellFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  propertyType: string;
  location: string;
  area: string;
  condition: string;
  bedrooms: string;
  observations: string;
}

export function sellFormChecks(m: FieldErrorMessages): Checks<SellFormValues> {
  return {
    ...contactFields(m),
    propertyType: [required(m.required), oneOf(PUBLIC_PROPERTY_TYPES, m.required)],
    location: requiredText(m, 200),
    area: [required(m.required), wholeNumber(1, MAX_AREA, m.number)],
    condition: [required(m.required), oneOf(PROPERTY_CONDITIONS, m.required)],
    bedrooms: [wholeNumber(0, MAX_BEDROOMS, m.number)],
    observations: optionalText(m, MAX_OBSERVATIONS),
  };
}

/** The valuation details trimmed, with numbers as numbers, once the checks have passed. */
export function sellFormDetails(values: SellFormValues) {
  const text = trimAll(values);
  return {
    ...text,
    propertyType: text.propertyType as (typeof PUBLIC_PROPERTY_TYPES)[number],
    condition: text.condition as (typeof PROPERTY_CONDITIONS)[number],
    area: Number(text.area),
    bedrooms: text.bedrooms === "" ? null : Number(text.bedrooms),
  };
}
export type SellFormOutput = ReturnType<typeof sellFormDetails>;

export const SELL_FORM_EMPTY: SellFormValues = {
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
