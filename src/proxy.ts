// Runs before every page and API call.
// - Public pages without a language prefix (/properties) are rendered, without a redirect, in
//   the visitor's language: the `language` cookie, else the browser's Accept-Language. The
//   prefixed forms (/en/properties) always render their own language.
// - Every page rendered for one request gets a fresh nonce and Content-Security-Policy (Next.js
//   puts the nonce on its own scripts); pages rendered for the page cache get neither (server.ts
//   adds a policy with their scripts' hashes); API answers get a locked-down policy.
import { type NextRequest, NextResponse } from "next/server";
import { isLocale, LANGUAGE_KEY, negotiatedLocale } from "@/lib/i18n/locales";
import {
  isPublicPagePath,
  LOCALE_FROM_HEADER,
  LOCALE_HEADER,
  PATH_HEADER,
} from "@/lib/i18n/routing";
import { DEFAULT_MAP_TILES_URL, tileOrigin } from "@/lib/third-party/tiles";
import { HSTS } from "@/server/http/common-headers";
import { API_POLICY, pagePolicy } from "@/server/http/content-security-policy";
import { PAGE_FILL_HEADER } from "@/server/page-cache/content-tags";

export function proxy(request: NextRequest) {
  const { pathname, protocol } = request.nextUrl;
  // server.ts keeps X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY); a public address
  // on HTTPS means every answer is one (HSTS, upgrade-insecure-requests) whatever reached here.
  const https =
    protocol === "https:" ||
    request.headers.get("x-forwarded-proto") === "https" ||
    Boolean(process.env.SITE_URL?.startsWith("https:"));
  const isApi = pathname.startsWith("/api/") || pathname.startsWith("/objects/");
  // A page the page cache renders is served to many visitors: no nonce, and server.ts sets the
  // policy with the hashes of its scripts when it serves it.
  const fill = request.headers.has(PAGE_FILL_HEADER);
  const nonce =
    isApi || fill
      ? null
      : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const dev = process.env.NODE_ENV === "development";
  const outside = {
    tiles: tileOrigin(process.env.MAP_TILES_URL?.trim() || DEFAULT_MAP_TILES_URL),
    frames: "https:",
    images: "https:",
  } as const;
  const policy = nonce ? pagePolicy({ nonce }, { https, dev, outside }) : API_POLICY;

  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(LOCALE_FROM_HEADER);
  requestHeaders.delete(LOCALE_HEADER);
  // The page's own path, for its header's links, as the visitor's URL has it (before a rewrite).
  if (isPublicPagePath(pathname)) requestHeaders.set(PATH_HEADER, pathname);
  else requestHeaders.delete(PATH_HEADER);
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", policy);
  }

  let response: NextResponse;
  const firstSegment = pathname.split("/")[1];
  if (isPublicPagePath(pathname) && !isLocale(firstSegment)) {
    const locale = negotiatedLocale(
      request.cookies.get(LANGUAGE_KEY)?.value,
      request.headers.get("accept-language"),
    );
    requestHeaders.set(LOCALE_FROM_HEADER, "negotiated");
    requestHeaders.set(LOCALE_HEADER, locale);
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}${pathname === "/" ? "" : pathname}`;
    response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
    response.headers.set("Vary", "Cookie, Accept-Language");
  } else {
    if (isLocale(firstSegment)) requestHeaders.set(LOCALE_HEADER, firstSegment);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  if (!fill) response.headers.set("Content-Security-Policy", policy);
  if (https) {
    response.headers.set("Strict-Transport-Security", HSTS);
  }
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|fonts/).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
