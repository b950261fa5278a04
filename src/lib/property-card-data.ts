// What a listing card shows. Pages that send many listings to the browser (favourites) send
// only these fields, and only the cover photo, instead of whole properties.
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
>;

export function toCardData(property: Property): PropertyCardData {
  const { id, ref, type, status, featured, createdAt, location, city, price, area } = property;
  const { bedrooms, bathrooms, titlePt, titleEn, titleJp } = property;
  return {
    ...{ id, ref, type, status, featured, createdAt, location, city, price, area },
    ...{ bedrooms, bathrooms, titlePt, titleEn, titleJp },
    images: property.images.slice(0, 1),
  };
}
