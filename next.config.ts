import type { NextConfig } from "next";
import { ADMIN_OPENER_POLICY, COMMON_HEADERS } from "./src/server/http/common-headers";

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly by URL; bundling it breaks that (see MACHINE.md).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "sharp",
    "@node-rs/argon2",
    "pino",
    // A megabyte of common passwords and the strength estimator that reads them, loaded by the
    // server when a password is chosen or checked at sign-in.
    "@zxcvbn-ts/core",
    "@zxcvbn-ts/language-common",
  ],
  poweredByHeader: false,
  // The site sizes its images itself (src/server/uploads) and never uses next/image: its
  // optimizer at /_next/image is turned off (404), so a stranger cannot have the server resize
  // images on demand, or fill the log with errors by asking for ones that do not exist.
  images: { unoptimized: true },
  // `npm run typecheck` (part of `npm test`) checks types; see docs/decisions/003.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // Headers every answer carries, static files included; the Content-Security-Policy is set
  // per request in src/proxy.ts (pages need a fresh nonce).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [...COMMON_HEADERS],
      },
      { source: "/admin/:path*", headers: [ADMIN_OPENER_POLICY] },
      {
        // No other site may embed what this one answers, but the listings' photos, which the
        // e-mails and the portals show (src/app/objects/[id]/route.ts says so itself).
        source: "/((?!objects/).*)",
        headers: [{ key: "Cross-Origin-Resource-Policy", value: "same-origin" }],
      },
    ];
  },
};

export default nextConfig;
