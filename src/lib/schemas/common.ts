// Building blocks of the payload schemas. Every object schema is strict: an unknown key is
// an error, never silently ignored.
import { z } from "zod";

/** A required text: trimmed, not empty, bounded. */
export const requiredText = (max: number, message = "Campo obrigatório") =>
  z
    .string({ error: (issue) => (issue.input === undefined ? message : "Deve ser texto") })
    .trim()
    .min(1, message)
    .max(max, `Máximo de ${max} caracteres`);

/** An optional text: trimmed; blank or null is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = (message = "Email inválido") =>
  z.string().trim().toLowerCase().max(254, message).pipe(z.email(message));

export const httpUrl = z
  .url({ protocol: /^https?$/, message: "URL inválido" })
  .max(2000, "Máximo de 2000 caracteres");

/** An address embedded in our pages (the virtual tour): HTTPS only. */
export const httpsUrl = z
  .url({ protocol: /^https$/, message: "URL inválido: use um endereço https://" })
  .max(2000, "Máximo de 2000 caracteres");

/** An image reference: a stored object path ("/objects/<id>") or an external http(s) URL. */
export const imageRef = z
  .string()
  .trim()
  .max(2000, "Máximo de 2000 caracteres")
  .refine((value) => /^\/objects\/[a-f0-9]{32}$/.test(value) || isHttpUrl(value), {
    message: "Imagem inválida: use um caminho /objects/… ou um URL http(s)",
  });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

export const wholeNumber = (min: number, max: number, message?: string) =>
  z
    .number({ message: message ?? "Deve ser um número" })
    .int("Deve ser um número inteiro")
    .min(min, message ?? `Mínimo ${min}`)
    .max(max, `Máximo ${max}`);

export const uuid = z.uuid();

export const idParams = z.strictObject({ id: z.string() });
