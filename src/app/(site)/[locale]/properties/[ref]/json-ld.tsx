import { JsonLd } from "@/components/site/json-ld";
import type { Locale } from "@/lib/i18n/locales";
import { HTML_LANG } from "@/lib/i18n/locales";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import { localizedPath } from "@/lib/i18n/routing";
import { listingPath } from "@/lib/listing-path";
import { localized } from "@/lib/localized";
import type { Property } from "@/lib/schemas/property";
import { env } from "@/server/env";
import { propertyJsonLd } from "@/server/seo/property-json-ld";

/** schema.org data for search engines: the listing with its offer, and the breadcrumb trail. */
export function ListingJsonLd({ property, locale }: { property: Property; locale: Locale }) {
  const t = propertyDetail[locale].breadcrumb;
  const absolute = (path: string) => new URL(path, env().SITE_URL).toString();
  const url = absolute(localizedPath(locale, listingPath(property.ref)));
  const title = localized(property, "title", locale);
  const data = propertyJsonLd({
    property,
    url,
    title,
    description: localized(property, "description", locale),
    images: property.images.map(absolute),
    language: HTML_LANG[locale],
    breadcrumbs: [
      { name: t.home, url: absolute(localizedPath(locale, "/")) },
      { name: t.properties, url: absolute(localizedPath(locale, "/properties")) },
      { name: title, url },
    ],
  });
  return <JsonLd data={data} />;
}
