import type { MetadataRoute } from "next";
import { API_PREFIX } from "@/lib/api/endpoint";
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL.replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", API_PREFIX] }],
    sitemap: `${site}/sitemap.xml`,
  };
}
