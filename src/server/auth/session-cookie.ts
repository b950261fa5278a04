// The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
// sub-requests), for the whole site; over HTTPS also Secure and named with the __Host- prefix,
// so that browsers take it only from this very host over HTTPS (a sibling subdomain cannot
// plant one), and only that name is read.
import "server-only";
import type { PendingStep } from "@/lib/schemas/account";
import { env } from "@/server/env";
import { cookieValue } from "@/server/http/cookie-value";
import { SESSION_COOKIE, type SessionUser } from "./sessions";

/**
 * Whether the site is served over HTTPS: its public address says so (behind a proxy the server
 * itself speaks HTTP), or this request came in over it. Page code, which has no Request at
 * hand, asks about the site alone.
 */
export function isSecureRequest(request?: Request): boolean {
  return (
    env().SITE_URL.startsWith("https:") ||
    (request !== undefined && new URL(request.url).protocol === "https:")
  );
}

/** The cookie's name: __Host-casa_session over HTTPS, casa_session otherwise. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/**
 * The name of one of the sign-in's other cookies (the device and second-step cookies, whose
 * paths rule out __Host-): over HTTPS with the __Secure- prefix, which browsers accept only
 * from a secure page, so a network attacker on plain HTTP cannot plant one.
 */
export function securePrefixed(name: string, request: Request): string {
  return isSecureRequest(request) ? `__Secure-${name}` : name;
}

/** The session token the request carries under the name this site uses, if any. */
export function readSessionToken(request: Request): string | null {
  return readCookie(request, sessionCookieName(isSecureRequest(request)));
}

export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const parts = [
    `${sessionCookieName(isSecureRequest(request))}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expiresAt.toUTCString()}`,
  ];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(request: Request): string {
  const name = sessionCookieName(isSecureRequest(request));
  const parts = [`${name}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(request: Request, name: string): string | null {
  return cookieValue(request.headers.get("cookie"), name) ?? null;
}

/** The answer of a completed sign-in: who signed in, what they must do first, and the cookie. */
export function signedInResponse(
  request: Request,
  signedIn: { user: SessionUser; pending: PendingStep | null; token: string; expiresAt: Date },
): Response {
  const { id, email, name } = signedIn.user;
  return Response.json(
    { id, email, name, pending: signedIn.pending },
    { headers: { "Set-Cookie": sessionCookie(request, signedIn.token, signedIn.expiresAt) } },
  );
}
