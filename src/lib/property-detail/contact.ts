// Links beside a listing: a WhatsApp chat with a prefilled text, and a phone call.
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
