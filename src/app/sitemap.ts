import type { MetadataRoute } from "next";
import { LOCALES } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/routing";
import { listingPath } from "@/lib/listing-path";
import { env } from "@/server/env";
import { listProperties } from "@/server/properties/list-properties";
import { languageAlternates } from "@/server/seo/page-metadata";

export const dynamic = "force-dynamic";

const PAGES = ["/", "/properties", "/sell", "/mortgage", "/about", "/privacy", "/cookies"];

/** Every public page and every listing, in each language, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL.replace(/\/$/, "");
  const absolute = (path: string) => `${site}${path}`;
  const entry = (path: string, lastModified?: string) =>
    LOCALES.map((locale) => ({
      url: absolute(localizedPath(locale, path)),
      lastModified,
      alternates: {
        languages: Object.fromEntries(
          Object.entries(languageAlternates(path)).map(([lang, url]) => [lang, absolute(url)]),
        ),
      },
    }));
  const properties = await listProperties();
  return [
    ...PAGES.flatMap((path) => entry(path)),
    ...properties.flatMap((property) => entry(listingPath(property.ref), property.updatedAt)),
  ];
}
