// Requests that act with the session cookie must come from the site's own pages: a foreign
// page can make the browser send the cookie, but not fake these headers. The page must also be
// on the site's own host (SITE_URL's), not merely same-origin to the browser: a page on a
// DNS-rebinding host (evil.example made to resolve to this server) is same-origin with itself
// and sends `Host: evil.example`. Behind a trusted proxy (TRUST_PROXY), the host the proxy was
// asked for counts too: the proxy chose to forward it.
import "server-only";
import { env } from "@/server/env";

export function isSameOrigin(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  // Not a browser: no ambient cookie to abuse.
  if (!fetchSite && !origin) return true;
  let pageHost: string;
  try {
    pageHost = origin ? new URL(origin).host : reachedHost(request);
  } catch {
    return false;
  }
  // Typed in the address bar or opened from a bookmark: no page sent it.
  if (fetchSite === "none" && !origin) return true;
  return isOwnHost(pageHost, request);
}

/** The site's public host, the reached one behind a trusted proxy, and loopback stand-ins. */
function isOwnHost(host: string, request: Request): boolean {
  const site = new URL(env().SITE_URL);
  if (host === site.host) return true;
  // http://localhost:3000 is also http://127.0.0.1:3000 on the machine itself; a rebinding page
  // cannot send a loopback name as its host.
  if (LOOPBACK.has(site.hostname)) {
    const { hostname, port } = new URL(`http://${host}`);
    if (LOOPBACK.has(hostname) && port === site.port) return true;
  }
  return env().TRUST_PROXY && host === reachedHost(request);
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The host the client asked for: the Host header, or the proxy's X-Forwarded-Host if trusted. */
function reachedHost(request: Request): string {
  const forwarded = env().TRUST_PROXY ? request.headers.get("x-forwarded-host") : null;
  // Like X-Forwarded-For, the last entry is the one the trusted proxy wrote.
  const host = forwarded?.split(",").pop()?.trim() || request.headers.get("host");
  return host || new URL(request.url).host;
}
