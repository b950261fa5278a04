import * as z from "zod/mini";
import { loginResponseSchema, loginSchema } from "@/lib/schemas/user";
import { defineEndpoint as endpoint } from "./endpoint";

export const auth = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    tag: "Auth",
    summary: "Sign in; sets the session cookie",
    body: loginSchema,
    response: loginResponseSchema,
    sameOriginOnly: true,
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
    access: "admin",
    tag: "Auth",
    summary: "The signed-in user",
    response: z.extend(loginResponseSchema, { role: z.string() }),
  }),
};
