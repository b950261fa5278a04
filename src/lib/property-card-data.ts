// What a listing card shows. Pages that send many listings to the browser (favourites) send
// only these fields, and only the cover photo, instead of whole properties; the place line comes
// ready in the page's language, so the browser needs no table of place names.

import type { Locale } from "@/lib/i18n/locales";
import { joinPlace } from "@/lib/i18n/place-names";
import type { Property } from "@/lib/schemas/property";

export type PropertyCardData = Pick<
  Property,
  | "id"
  | "ref"
  | "type"
  | "status"
  | "featured"
  | "createdAt"
  | "location"
  | "city"
  | "price"
  | "area"
  | "bedrooms"
  | "bathrooms"
  | "images"
  | "titlePt"
  | "titleEn"
  | "titleJp"
> & {
  /** "Príncipe Real, Lisboa", in the page's language. */
  place: string;
};

export function toCardData(
  property: Property,
  locale: Locale,
  placeSeparator: string,
): PropertyCardData {
  const { id, ref, type, status, featured, createdAt, location, city, price, area } = property;
  const { bedrooms, bathrooms, titlePt, titleEn, titleJp } = property;
  return {
    ...{ id, ref, type, status, featured, createdAt, location, city, price, area },
    ...{ bedrooms, bathrooms, titlePt, titleEn, titleJp },
    images: property.images.slice(0, 1),
    place: joinPlace([location, city], locale, placeSeparator),
  };
}
