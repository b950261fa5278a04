// Link targets for a consultant's phone and WhatsApp numbers, which are stored as typed.

/** tel: with only the digits and a leading +. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** wa.me wants the international number as digits only. */
export function whatsappHref(whatsapp: string): string {
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}`;
}
