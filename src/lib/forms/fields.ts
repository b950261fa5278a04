// Field rules of the public forms (SPEC.md §5) with messages in the visitor's language. The
// browser checks these before anything is sent; the API applies its own schema again.
import { z } from "zod";
import { interpolate } from "@/lib/i18n/define-messages";
import type { FieldErrorMessages } from "@/lib/i18n/messages/forms";

/** Loose on purpose: digits with the usual separators and an optional leading +. */
const PHONE = /^\+?[\d\s().-]{6,30}$/;

export const requiredText = (m: FieldErrorMessages, max: number) =>
  z.string().trim().min(1, m.required).max(max, interpolate(m.tooLong, { max }));

export const optionalText = (m: FieldErrorMessages, max: number) =>
  z.string().trim().max(max, interpolate(m.tooLong, { max }));

export const emailField = (m: FieldErrorMessages) =>
  z.string().trim().min(1, m.required).max(254, m.email).pipe(z.email(m.email));

export const phoneField = (m: FieldErrorMessages) =>
  z
    .string()
    .trim()
    .min(1, { error: m.required, abort: true })
    .refine((value) => PHONE.test(value) && /\d{3}/.test(value.replace(/\D/g, "")), m.phone);

/** The hidden anti-spam field: people leave it empty, the server drops what fills it. */
export const honeypotField = z.string();

/** The contact fields every public form starts with. */
export const contactFields = (m: FieldErrorMessages) => ({
  name: requiredText(m, 200),
  email: emailField(m),
  phone: phoneField(m),
  website: honeypotField,
});
