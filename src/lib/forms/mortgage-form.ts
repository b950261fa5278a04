// The mortgage request (SPEC.md §3, §5): name, email, phone and consent required.
import { LIMITS } from "@/lib/constants";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { contactFields, optionalText } from "./fields";
import type { Checks } from "./rules";

export interface MortgageFormValues {
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  consent: boolean;
}

export function mortgageFormChecks(
  m: FieldErrorMessages,
  consentError: string,
): Checks<MortgageFormValues> {
  return {
    ...contactFields(m),
    message: optionalText(m, LIMITS.messageMax),
    consent: [(agreed: boolean) => (agreed ? null : consentError)],
  };
}

export const MORTGAGE_FORM_EMPTY: MortgageFormValues = {
  name: "",
  email: "",
  phone: "",
  website: "",
  message: "",
  consent: false,
};
