// What a listing card shows. Pages that send many listings to the browser (favourites) send
// only these fields, and only the cover photo, instead of whole properties; the place line and
// the link come ready for the page's language, so the browser needs no place names or routes.

import type { Locale } from "@/lib/i18n/locales";
import { joinPlace } from "@/lib/i18n/place-names";
import { listingPath } from "@/lib/listing-path";
import type { Property } from "@/lib/schemas/property";

export type PropertyCardData = Pick<
  Property,
  | "id"
  | "ref"
  | "type"
  | "status"
  | "featured"
  | "createdAt"
  | "firstPublishedAt"
  | "priceBeforeReduction"
  | "priceReducedAt"
  | "location"
  | "city"
  | "price"
  | "area"
  | "bedrooms"
  | "bathrooms"
  | "energyCertificate"
  | "images"
  | "titlePt"
  | "titleEn"
  | "titleJp"
> & {
  /** "Príncipe Real, Lisboa", in the page's language. */
  place: string;
  /** The listing's page in the page's language. */
  href: string;
};

/** How a page writes places and links: its language, "、" or ", ", and its href() (requestLocale). */
export interface CardContext {
  locale: Locale;
  placeSeparator: string;
  href: (path: string) => string;
}

export function toCardData(property: Property, page: CardContext): PropertyCardData {
  const { id, ref, type, status, featured, createdAt, location, city, price, area } = property;
  const { bedrooms, bathrooms, energyCertificate, titlePt, titleEn, titleJp } = property;
  const { firstPublishedAt, priceBeforeReduction, priceReducedAt } = property;
  return {
    ...{ id, ref, type, status, featured, createdAt, location, city, price, area },
    ...{ firstPublishedAt, priceBeforeReduction, priceReducedAt },
    ...{ bedrooms, bathrooms, energyCertificate, titlePt, titleEn, titleJp },
    images: property.images.slice(0, 1),
    place: joinPlace([location, city], page.locale, page.placeSeparator),
    href: page.href(listingPath(ref)),
  };
}
