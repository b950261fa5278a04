import type * as z from "zod/mini";
import { accountSchema, reauthSchema, secondFactorSchema } from "@/lib/schemas/account";
import { loginAnswerSchema, loginResponseSchema, loginSchema } from "@/lib/schemas/user";
import { defineEndpoint as endpoint } from "./endpoint";

export const auth = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    tag: "Auth",
    summary:
      "Sign in; sets the session cookie, or answers mfaRequired and waits for the second factor",
    body: loginSchema,
    response: loginAnswerSchema,
    sameOriginOnly: true,
  }),
  verify: endpoint({
    method: "POST",
    path: "/api/auth/login/verify",
    access: "public",
    tag: "Auth",
    summary: "Second sign-in step: a code from the authenticator app or a recovery code",
    body: secondFactorSchema,
    response: loginResponseSchema,
    sameOriginOnly: true,
  }),
  reauth: endpoint({
    method: "POST",
    path: "/api/auth/reauth",
    access: "staff",
    tag: "Auth",
    summary: "Type the password again: sensitive changes are open for five minutes",
    body: reauthSchema,
    allowPending: true,
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    access: "public",
    tag: "Auth",
    summary: "Sign out; ends the session on the server",
    sameOriginOnly: true,
  }),
  me: endpoint({
    method: "GET",
    path: "/api/auth/me",
    access: "staff",
    tag: "Auth",
    summary: "The signed-in user and the state of their account's security",
    response: accountSchema,
    allowPending: true,
  }),
};

export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
