// The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
// sub-requests), Secure whenever the site runs over HTTPS, for the whole site.
import "server-only";
import { env } from "@/server/env";
import { SESSION_COOKIE } from "./sessions";

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || env().SITE_URL.startsWith("https:");
}

export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expiresAt.toUTCString()}`,
  ];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(request: Request): string {
  const parts = [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
