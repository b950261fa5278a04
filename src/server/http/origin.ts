// Requests that act with the session cookie must come from the site's own pages: a foreign
// page can make the browser send the cookie, but not fake these headers.
import "server-only";
import { env } from "@/server/env";

export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.get("origin");
  if (!origin) return true; // not a browser request: no ambient cookie to abuse
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // The host the client reached (one instance's own address, or the site's behind a proxy), or
  // the site's public address.
  return host === reachedHost(request) || origin === new URL(env().SITE_URL).origin;
}

/** The host the client asked for: the Host header, or the proxy's X-Forwarded-Host if trusted. */
function reachedHost(request: Request): string {
  const forwarded = env().TRUST_PROXY ? request.headers.get("x-forwarded-host") : null;
  // Like X-Forwarded-For, the last entry is the one the trusted proxy wrote.
  const host = forwarded?.split(",").pop()?.trim() || request.headers.get("host");
  return host || new URL(request.url).host;
}
