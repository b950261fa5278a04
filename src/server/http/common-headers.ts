// Headers every answer carries, static files included. next.config.ts gives them to what Next.js
// answers; server.ts to what it answers itself (the portal feeds, docs/decisions/029).
export const COMMON_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  },
] as const;

/**
 * The admin's pages only (next.config.ts): no window of another site may keep a handle on them.
 * Not on public pages: a page with it opens in a browsing context group of its own, and Chromium
 * first lays out an empty document there, which Lighthouse then takes for the page's first layout
 * (docs/decisions/044).
 */
export const ADMIN_OPENER_POLICY = { key: "Cross-Origin-Opener-Policy", value: "same-origin" };

/** Strict-Transport-Security, on every answer of a site served over HTTPS (src/proxy.ts). */
export const HSTS = "max-age=63072000; includeSubDomains";
