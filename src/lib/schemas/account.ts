// What the account-security calls take and answer: re-authentication, the second factor,
// active sessions and the agency's two-factor requirement (OWASP ASVS 5.0 V6, V7).
import { z } from "zod";
import { LIMITS } from "@/lib/constants";

/** Why a signed-in user may, for now, only fix their own account. */
/** A staff account's rights: "admin" (everything) or "consultant" (docs/security.md). */
export const STAFF_ACCESS = ["admin", "consultant"] as const;
export type StaffAccess = (typeof STAFF_ACCESS)[number];

export const PENDING_STEPS = ["password", "two-factor"] as const;
export type PendingStep = (typeof PENDING_STEPS)[number];

/** The error codes the admin reacts to (403 answers carry them as `code`). */
export const ACCOUNT_ERROR_CODES = {
  reauthRequired: "reauth_required",
  pending: "account_step_pending",
  /** The five minutes between password and code are over: sign in again from the start. */
  signInExpired: "sign_in_expired",
} as const;

/** POST /api/auth/reauth: the current password, typed again. */
export const reauthSchema = z.strictObject({
  password: z
    .string()
    .min(1, "Password é obrigatória")
    .max(LIMITS.passwordMax, `Password deve ter no máximo ${LIMITS.passwordMax} caracteres`),
});

/** A TOTP code (6 digits) or a recovery code; spaces and dashes are ignored. */
export const secondFactorSchema = z.strictObject({
  code: z
    .string({ error: "Código é obrigatório" })
    .trim()
    .min(1, "Código é obrigatório")
    .max(64, "Código inválido"),
});

export const twoFactorSetupSchema = z.object({
  /** The Base32 secret, for typing in by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code, as an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const sessionInfoSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** "Chrome 131 · macOS", read from the User-Agent at sign-in. */
  browser: z.string(),
  ip: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const securitySettingsSchema = z.strictObject({
  requireTwoFactor: z.boolean({ error: "Valor inválido" }),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** GET /api/auth/me: who is signed in, and the state of their account's security. */
export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.string(),
  access: z.enum(STAFF_ACCESS),
  /** A consultant's own public profile (the admin's "O meu perfil"). */
  consultantId: z.uuid().nullable(),
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  requireTwoFactor: z.boolean(),
  /** What must be done before anything else: a new password, or enrolling a second factor. */
  pending: z.enum(PENDING_STEPS).nullable(),
});
export type Account = z.infer<typeof accountSchema>;
