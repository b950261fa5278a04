// A "known device" cookie (OWASP's device cookies): after a successful login the browser gets a
// signed cookie naming the account (by a keyed hash, not in clear). A login carrying it for the
// same account is not held by the per-account limit, so a stranger guessing from many addresses
// slows the guessing down without locking the owner out of a browser they have used before.
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appSecret } from "@/server/secret";
import { isSecureRequest, readCookie, securePrefixed } from "./session-cookie";

export const DEVICE_COOKIE = "casa_device";
const LIFETIME_MS = 180 * 24 * 60 * 60_000;

function signature(email: string, expires: number): Buffer {
  return createHmac("sha256", appSecret()).update(`device:${email}:${expires}`).digest();
}

export function deviceCookie(request: Request, email: string, now = Date.now()): string {
  const expires = now + LIFETIME_MS;
  const value = `${expires}.${signature(email, expires).toString("base64url")}`;
  const parts = [
    `${securePrefixed(DEVICE_COOKIE, request)}=${value}`,
    "Path=/api/auth",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${LIFETIME_MS / 1000}`,
  ];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

/** True when the request carries an unexpired device cookie issued for this account. */
export function isKnownDevice(request: Request, email: string, now = Date.now()): boolean {
  const [expiresText, mac] = (
    readCookie(request, securePrefixed(DEVICE_COOKIE, request)) ?? ""
  ).split(".");
  const expires = Number(expiresText);
  if (!mac || !Number.isSafeInteger(expires) || expires <= now) return false;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(email, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
