import { z } from "zod";
import { DEFAULT_USER_ROLE, LIMITS } from "@/lib/constants";
import { PENDING_STEPS, STAFF_ACCESS } from "./account";
import { emailField, requiredText } from "./common";

const PASSWORD_MESSAGE = `Password deve ter pelo menos ${LIMITS.passwordMin} caracteres`;
const password = z
  .string()
  .min(LIMITS.passwordMin, PASSWORD_MESSAGE)
  .max(LIMITS.passwordMax, `Password deve ter no máximo ${LIMITS.passwordMax} caracteres`);

const userFields = {
  name: requiredText(200, "Nome é obrigatório"),
  email: emailField("Email inválido"),
  role: z
    .string()
    .trim()
    .max(50, "Máximo de 50 caracteres")
    .default(DEFAULT_USER_ROLE)
    .transform((role) => role || DEFAULT_USER_ROLE),
};

/** What the account may do; a consultant's account is linked to its consultant profile. */
const access = z.enum(STAFF_ACCESS, "Acesso inválido");
const consultantId = z.uuid("Consultor inválido").nullable();

/**
 * POST /api/users: an administrator unless `access` says otherwise; a consultant's account
 * needs `consultantId` (checked by the server: it must exist and have no other account).
 */
export const userCreateSchema = z.strictObject({
  ...userFields,
  password,
  access: access.default("admin"),
  consultantId: consultantId.optional(),
});
export type UserCreate = z.output<typeof userCreateSchema>;

/** PATCH /api/users/{id}: a blank or missing password keeps the current one. */
export const userUpdateSchema = z.strictObject({
  name: userFields.name.optional(),
  email: userFields.email.optional(),
  role: z
    .string()
    .trim()
    .max(50, "Máximo de 50 caracteres")
    .optional()
    .transform((role) => (role === "" ? DEFAULT_USER_ROLE : role)),
  password: z
    .union([z.literal(""), password])
    .nullish()
    .transform((value) => (value ? value : undefined)),
  access: access.optional(),
  consultantId: consultantId.optional(),
  /** Asked every time a user changes their own password or e-mail (ASVS 5.0 V6.2.3). */
  currentPassword: z
    .string()
    .max(LIMITS.passwordMax)
    .nullish()
    .transform((value) => value || undefined),
});
export type UserUpdate = z.output<typeof userUpdateSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  access: z.enum(STAFF_ACCESS),
  consultantId: z.uuid().nullable(),
  /** The linked consultant profile's name, for the list. */
  consultantName: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/login */
export const loginSchema = z.strictObject({
  email: emailField("Email inválido"),
  password: z
    .string()
    .min(1, "Password é obrigatória")
    .max(LIMITS.passwordMax, `Password deve ter no máximo ${LIMITS.passwordMax} caracteres`),
});

export const loginResponseSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  /** Set when the account must first change its password or enrol a second factor. */
  pending: z.enum(PENDING_STEPS).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A signed-in user, or the request for the second factor (nothing is signed in yet). */
export const loginAnswerSchema = z.union([
  loginResponseSchema,
  z.object({ mfaRequired: z.literal(true) }),
]);
