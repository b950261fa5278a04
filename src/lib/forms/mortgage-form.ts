// The mortgage request (SPEC.md §3, §5): name, email, phone and consent required.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { contactFields, optionalText } from "./fields";

export function mortgageFormSchema(m: FieldErrorMessages, consentError: string) {
  return z.object({
    ...contactFields(m),
    message: optionalText(m, LIMITS.messageMax),
    consent: z.boolean().refine((agreed) => agreed, consentError),
  });
}

export type MortgageFormInput = z.input<ReturnType<typeof mortgageFormSchema>>;
export type MortgageFormOutput = z.output<ReturnType<typeof mortgageFormSchema>>;

export const MORTGAGE_FORM_EMPTY: MortgageFormInput = {
  name: "",
  email: "",
  phone: "",
  website: "",
  message: "",
  consent: false,
};
