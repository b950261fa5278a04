// Between the password and the second factor nothing is signed in: the browser holds a signed,
// five-minute cookie naming the account whose password it gave, and only the code step reads
// it. Signed with the server secret, so it cannot be made for another account; its lifetime
// bounds how long a code may be tried for one password.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/secret";
import { isSecureRequest, readCookie } from "./session-cookie";

const COOKIE = "casa_mfa";
const PATH = "/api/auth/login";
export const PENDING_LOGIN_MS = 5 * 60_000;

function signature(userId: string, expires: number): Buffer {
  return createHmac("sha256", appSecret()).update(`mfa:${userId}:${expires}`).digest();
}

function cookie(value: string, maxAgeSeconds: number, request: Request): string {
  const parts = [`${COOKIE}=${value}`, `Path=${PATH}`, "HttpOnly", "SameSite=Strict"];
  parts.push(`Max-Age=${maxAgeSeconds}`);
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function pendingLoginCookie(request: Request, userId: string, now = Date.now()): string {
  const expires = now + PENDING_LOGIN_MS;
  const mac = signature(userId, expires).toString("base64url");
  return cookie(`${userId}.${expires}.${mac}`, PENDING_LOGIN_MS / 1000, request);
}

export function clearedPendingLoginCookie(request: Request): string {
  return cookie("", 0, request);
}

/** The account whose password this browser gave in the last five minutes, if any. */
export function pendingLoginUser(request: Request, now = Date.now()): string | null {
  const [userId, expiresText, mac] = (readCookie(request, COOKIE) ?? "").split(".");
  const expires = Number(expiresText);
  if (!userId || !mac || !Number.isSafeInteger(expires) || expires <= now) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(userId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
