// The property contact form (SPEC.md §3, §5): name required; email required and valid; phone
// and message optional. When the message is left empty the prefilled interest message is sent.
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

export interface ContactErrors {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
}

export function contactFormSchema(errors: ContactErrors) {
  return z.object({
    name: z.string().trim().min(1, errors.nameRequired).max(200),
    email: z
      .string()
      .trim()
      .min(1, errors.emailRequired)
      .max(254, errors.emailInvalid)
      .pipe(z.email(errors.emailInvalid)),
    phone: z.string().trim().max(50),
    message: z.string().trim().max(LIMITS.messageMax),
    website: z.string(),
  });
}
export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;

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
