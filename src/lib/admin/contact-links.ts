// Links that start a reply from the admin: the staff member's own mail program and phone.

/** `mailto:` with a subject; the address is encoded so it can never add headers of its own. */
export function mailtoHref(email: string, subject: string): string {
  const address = encodeURIComponent(email).replaceAll("%40", "@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** `tel:` with only the digits and a leading +, or null when the text holds no number. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
