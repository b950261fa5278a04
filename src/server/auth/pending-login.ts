// Between the password and the second factor nothing is signed in: the browser holds a signed,
// five-minute cookie naming the account whose password it gave, and only the code step reads
// it. Signed with the server secret, so it cannot be made for another account; its lifetime
// bounds how long a code may be tried for one password. Each cookie carries a random id, and a
// successful code spends it (login.ts): the same cookie never signs in twice.
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/secret";
import { isSecureRequest, readCookie, securePrefixed } from "./session-cookie";

const COOKIE = "casa_mfa";
const PATH = "/api/auth/login";
export const PENDING_LOGIN_MS = 5 * 60_000;

function signature(userId: string, expires: number, id: string): Buffer {
  return createHmac("sha256", appSecret()).update(`mfa:${userId}:${expires}:${id}`).digest();
}

/** The password step this browser passed: whose, and the id its cookie is spent under. */
export interface PendingLogin {
  userId: string;
  stepId: string;
}

function cookie(value: string, maxAgeSeconds: number, request: Request): string {
  const name = securePrefixed(COOKIE, request);
  const parts = [`${name}=${value}`, `Path=${PATH}`, "HttpOnly", "SameSite=Strict"];
  parts.push(`Max-Age=${maxAgeSeconds}`);
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function pendingLoginCookie(request: Request, userId: string, now = Date.now()): string {
  const expires = now + PENDING_LOGIN_MS;
  const id = randomBytes(16).toString("base64url");
  const mac = signature(userId, expires, id).toString("base64url");
  return cookie(`${userId}.${expires}.${id}.${mac}`, PENDING_LOGIN_MS / 1000, request);
}

export function clearedPendingLoginCookie(request: Request): string {
  return cookie("", 0, request);
}

/** The account whose password this browser gave in the last five minutes, if any. */
export function pendingLogin(request: Request, now = Date.now()): PendingLogin | null {
  const [userId, expiresText, stepId, mac] = (
    readCookie(request, securePrefixed(COOKIE, request)) ?? ""
  ).split(".");
  const expires = Number(expiresText);
  if (!userId || !stepId || !mac || !Number.isSafeInteger(expires) || expires <= now) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(userId, expires, stepId);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, stepId }
    : null;
}
