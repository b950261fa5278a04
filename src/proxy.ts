// Runs before every page and API call.
// - Public pages without a language prefix (/properties) are rendered, without a redirect, in
//   the visitor's language: the `language` cookie, else the browser's Accept-Language. The
//   prefixed forms (/en/properties) always render their own language.
// - Every page gets a fresh nonce and Content-Security-Policy (Next.js puts the nonce on its own
//   scripts); API answers get a locked-down policy.
import { type NextRequest, NextResponse } from "next/server";
import { isLocale, LANGUAGE_KEY, localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { LOCALE_FROM_HEADER, LOCALE_HEADER } from "@/lib/i18n/routing";

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
const NOT_LOCALIZED = /^\/(api|objects|admin|_next)(\/|$)|\.[a-z0-9]+$/i;

function pagePolicy(nonce: string, https: boolean): string {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Style attributes (React style props, the map library) cannot carry a nonce.
    "style-src 'self' 'unsafe-inline'",
    // Listing photos may be external URLs pasted by staff; map tiles come from OpenStreetMap.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // Virtual tours and the OpenStreetMap frame are embedded from their own sites.
    "frame-src https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function proxy(request: NextRequest) {
  const { pathname, protocol } = request.nextUrl;
  const https = protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  const isApi = pathname.startsWith("/api/") || pathname.startsWith("/objects/");
  const nonce = isApi
    ? null
    : Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = nonce ? pagePolicy(nonce, https) : API_POLICY;

  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(LOCALE_FROM_HEADER);
  requestHeaders.delete(LOCALE_HEADER);
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", policy);
  }

  let response: NextResponse;
  const firstSegment = pathname.split("/")[1];
  if (!NOT_LOCALIZED.test(pathname) && !isLocale(firstSegment)) {
    const chosen = request.cookies.get(LANGUAGE_KEY)?.value;
    const locale = isLocale(chosen)
      ? chosen
      : localeFromAcceptLanguage(request.headers.get("accept-language"));
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
  response.headers.set("Content-Security-Policy", policy);
  if (https) {
    response.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
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
