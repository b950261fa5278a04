// Headers every answer carries, static files included. next.config.ts gives them to what Next.js
// answers; server.ts to what it answers itself (the portal feeds, docs/decisions/029).
export const COMMON_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), browsing-topics=()",
  },
] as const;

/** Strict-Transport-Security, on every answer of a site served over HTTPS (src/proxy.ts). */
export const HSTS = "max-age=63072000; includeSubDomains";
