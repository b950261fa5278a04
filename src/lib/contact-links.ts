// Links that start a conversation: a phone call, a WhatsApp chat, an e-mail. Numbers are stored
// as people typed them ("+351 912 345 678", "(21) 123-45-67"); the links keep what dialling needs.

/** `tel:` with only the digits and a leading +, or null when the text holds no number. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** A WhatsApp chat: wa.me wants the international number as digits only; the text is prefilled. */
export function whatsappHref(number: string, text?: string): string {
  const digits = number.replace(/\D/g, "");
  const base = digits ? `https://wa.me/${digits}` : "https://wa.me/";
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** `mailto:` with a subject; the address is encoded so it can never add headers of its own. */
export function mailtoHref(email: string, subject: string): string {
  const address = encodeURIComponent(email).replaceAll("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
