// The fields of the public forms' payloads (leads, mortgage requests), written with zod/mini so
// that the browser can check a form with the very schema the API applies, for a few KB of
// JavaScript loaded when the visitor starts on a form (docs/decisions/005). Messages are the
// API's (the admin reads them in Portuguese); the browser shows its own, in the visitor's
// language, chosen from the kind of each issue (src/lib/forms/check-form.ts).
import * as z from "zod/mini";

const MAX_LENGTH = (max: number) => `Máximo de ${max} caracteres`;

/** A required text: trimmed, not empty, bounded. */
export const requiredText = (max: number, message = "Campo obrigatório") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : "Deve ser texto") })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, MAX_LENGTH(max)));

/** An optional text: trimmed; blank or null is stored as null. */
export const optionalText = (max: number) =>
  z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(max, MAX_LENGTH(max)))),
    z.transform((value) => (value ? value : null)),
  );

export const emailAddress = (message = "Email inválido") =>
  z.pipe(
    z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.maxLength(254, message)),
    z.email(message),
  );

/** Loose on purpose: digits with the usual separators and a leading + (or "(+"). */
const PHONE_PATTERN = /^\(?\+?[\d\s().-]{6,30}$/;
const PHONE_MESSAGE = "Telefone inválido";
const phoneChecks = [
  z.regex(PHONE_PATTERN, PHONE_MESSAGE),
  // At least three digits: "((( )))" is not a number.
  z.regex(/(\d\D*){3}/, PHONE_MESSAGE),
] as const;

export const phoneNumber = (message = "Telefone é obrigatório") =>
  requiredText(30, message).check(...phoneChecks);

/** A phone number or nothing: blank or null is stored as null. */
export const optionalPhoneNumber = () =>
  z.pipe(optionalText(30), z.nullable(z.string().check(...phoneChecks)));

/**
 * A hidden form field people never see or fill; bots that fill every input give themselves
 * away through it, and their submission is dropped without telling them.
 */
export const honeypot = { website: z.optional(z.string().check(z.maxLength(2000))) };
