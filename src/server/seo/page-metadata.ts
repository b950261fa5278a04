import "server-only";
import type { Metadata } from "next";
import { AGENCY } from "@/lib/agency";
import { HTML_LANG, LOCALES, type Locale, OPEN_GRAPH_LOCALE } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/routing";

/** hreflang alternates of a public path: each language's URL, and the unprefixed x-default. */
export function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(
      LOCALES.map((locale) => [HTML_LANG[locale], localizedPath(locale, path)]),
    ),
    "x-default": localizedPath("pt", path, false),
  };
}

/**
 * The metadata every public page shares: title, description, the canonical URL (the page in
 * its language), hreflang alternates, and OpenGraph / Twitter cards for link previews.
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  absoluteTitle = false,
  type = "website",
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  image?: { url: string; width?: number; height?: number; alt: string };
  absoluteTitle?: boolean;
  type?: "website" | "article";
}): Metadata {
  const url = localizedPath(locale, path);
  const images = image ? [image] : undefined;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: AGENCY.name,
      locale: OPEN_GRAPH_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((o) => OPEN_GRAPH_LOCALE[o]),
      images,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description, images },
  };
}
