// The detail page's <head>: title "<title> · <price>", a description from the listing, the
// cover photo for link previews, and noindex for an unknown reference.
import type { Metadata } from "next";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import { listingPath } from "@/lib/listing-path";
import { localized } from "@/lib/localized";
import { summarize } from "@/lib/property-detail/text";
import { notFoundMetadata, notFoundUnlessCached } from "@/server/page-cache/not-found";
import { findListing } from "@/server/properties/property-detail";
import { pageMetadata } from "@/server/seo/page-metadata";

/** The [ref] segment as text; a malformed escape simply matches no listing. */
export async function refParam(params: Promise<{ ref: string }>): Promise<string> {
  const { ref } = await params;
  try {
    return decodeURIComponent(ref);
  } catch {
    return ref;
  }
}

export async function listingMetadata(locale: Locale, ref: string): Promise<Metadata> {
  const property = await findListing(ref);
  // An unknown reference renders not-found.tsx (noindex), or the page shows it itself.
  if (!property) {
    await notFoundUnlessCached();
    return notFoundMetadata(propertyDetail[locale].notFound.title);
  }
  const title = localized(property, "title", locale);
  const cover = property.images[0];
  return pageMetadata({
    locale,
    path: listingPath(property.ref),
    title: `${title} · ${formatPrice(property.price, locale)}`,
    description: summarize(localized(property, "description", locale), 155),
    // The stored original (a JPEG) for link previews; metadataBase makes the URL absolute.
    image: cover ? { url: cover, width: 1200, height: 800, alt: title } : undefined,
  });
}
