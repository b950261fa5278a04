// The property contact form (SPEC.md §3, §5): name required; email required and valid; phone
// and message optional. When the message is left empty the prefilled interest message is sent.
import { LIMITS } from "@/lib/constants";
import { type Checks, email, maxLength, required } from "@/lib/forms/rules";

export interface ContactErrors {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
}

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

export function contactFormChecks(errors: ContactErrors): Checks<ContactFormValues> {
  return {
    name: [required(errors.nameRequired), maxLength(200, errors.nameRequired)],
    email: [
      required(errors.emailRequired),
      maxLength(254, errors.emailInvalid),
      email(errors.emailInvalid),
    ],
    phone: [maxLength(50, errors.emailInvalid)],
    message: [maxLength(LIMITS.messageMax, errors.emailInvalid)],
  };
}

/** A WhatsApp chat link: the number's digits only, with a prefilled text. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  const base = digits ? `https://wa.me/${digits}` : "https://wa.me/";
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A tel: link keeps a leading + and the digits. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}
