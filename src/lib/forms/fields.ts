// Field rules of the public forms (SPEC.md §5) with messages in the visitor's language. The
// browser checks these before anything is sent; the API applies its own schema again.
import { interpolate } from "@/lib/i18n/define-messages";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";
import { type Check, email, matches, maxLength, required } from "./rules";

/** Loose on purpose: digits with the usual separators and an optional leading +. */
const PHONE = /^\+?[\d\s().-]{6,30}$/;
const PHONE_DIGITS = /(\d\D*){3}/;

export const requiredText = (m: FieldErrorMessages, max: number): Check[] => [
  required(m.required),
  maxLength(max, interpolate(m.tooLong, { max })),
];

export const optionalText = (m: FieldErrorMessages, max: number): Check[] => [
  maxLength(max, interpolate(m.tooLong, { max })),
];

export const emailField = (m: FieldErrorMessages): Check[] => [
  required(m.required),
  maxLength(254, m.email),
  email(m.email),
];

export const phoneField = (m: FieldErrorMessages): Check[] => [
  required(m.required),
  matches(PHONE, m.phone),
  matches(PHONE_DIGITS, m.phone),
];

/** The contact fields every public form starts with. */
export const contactFields = (m: FieldErrorMessages) => ({
  name: requiredText(m, 200),
  email: emailField(m),
  phone: phoneField(m),
});
