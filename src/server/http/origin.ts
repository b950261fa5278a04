// Requests that act with the session cookie must come from the site's own pages: a foreign
// page can make the browser send the cookie, but not fake these two headers.
import "server-only";
import { env } from "@/server/env";

export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = request.headers.get("origin");
  if (!origin) return true; // not a browser request: no ambient cookie to abuse
  return origin === new URL(request.url).origin || origin === new URL(env().SITE_URL).origin;
}
