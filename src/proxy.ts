// Runs before every page and API call: a fresh nonce and Content-Security-Policy per page
// (Next.js puts the nonce on its own scripts), and a locked-down policy for API answers.
import { type NextRequest, NextResponse } from "next/server";

const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

function pagePolicy(nonce: string, https: boolean): string {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Style attributes (React style props, map library) cannot carry a nonce.
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
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", policy);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
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
