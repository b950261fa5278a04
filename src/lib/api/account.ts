// The signed-in user's own account security, each user's sessions and the agency's two-factor
// requirement (OWASP ASVS 5.0 V6 and V7). Calls marked "re-authentication" answer 403 with
// code `reauth_required` unless the password was typed in the last five minutes
// (POST /api/auth/reauth, or the sign-in itself).
import * as z from "zod/mini";
import {
  recoveryCodesSchema,
  secondFactorSchema,
  securitySettingsSchema,
  sessionInfoSchema,
  twoFactorSetupSchema,
} from "@/lib/schemas/account";
import { idParams } from "./crud";
import { defineEndpoint as endpoint } from "./endpoint";

export const twoFactor = {
  setup: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/setup",
    access: "staff",
    tag: "Account",
    summary:
      "Start enrolling a TOTP second factor: a new secret and its QR code (re-authentication)",
    response: twoFactorSetupSchema,
    allowPending: true,
  }),
  enable: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/enable",
    access: "staff",
    tag: "Account",
    summary: "Confirm the second factor with a code from the app; answers ten recovery codes, once",
    body: secondFactorSchema,
    response: recoveryCodesSchema,
    allowPending: true,
  }),
  disable: endpoint({
    method: "DELETE",
    path: "/api/auth/two-factor",
    access: "staff",
    tag: "Account",
    summary:
      "Remove one's own second factor (re-authentication; refused when the agency requires it)",
  }),
  recoveryCodes: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/recovery-codes",
    access: "staff",
    tag: "Account",
    summary: "Ten new recovery codes, replacing the old ones (re-authentication)",
    response: recoveryCodesSchema,
  }),
  reset: endpoint({
    method: "DELETE",
    path: "/api/users/{id}/two-factor",
    access: "admin",
    tag: "Account",
    summary: "Remove another user's second factor, for a lost phone (re-authentication)",
    params: idParams,
  }),
};

const sessionParams = z.strictObject({ id: z.uuid(), sessionId: z.uuid() });

export const sessions = {
  list: endpoint({
    method: "GET",
    path: "/api/users/{id}/sessions",
    access: "staff",
    tag: "Account",
    summary: "A user's active sessions: created, last seen, browser, address",
    params: idParams,
    response: z.array(sessionInfoSchema),
    allowPending: true,
  }),
  end: endpoint({
    method: "DELETE",
    path: "/api/users/{id}/sessions/{sessionId}",
    access: "staff",
    tag: "Account",
    summary: "End one session (re-authentication)",
    params: sessionParams,
    allowPending: true,
  }),
  endAll: endpoint({
    method: "DELETE",
    path: "/api/users/{id}/sessions",
    access: "staff",
    tag: "Account",
    summary: "End every session of a user but the one making the call (re-authentication)",
    params: idParams,
    allowPending: true,
  }),
};

export const securitySettings = {
  get: endpoint({
    method: "GET",
    path: "/api/security-settings",
    access: "admin",
    tag: "Account",
    summary: "Whether the agency requires a second factor of every account",
    response: securitySettingsSchema,
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/security-settings",
    access: "admin",
    tag: "Account",
    summary: "Require (or stop requiring) a second factor of every account (re-authentication)",
    body: securitySettingsSchema,
    response: securitySettingsSchema,
  }),
};
