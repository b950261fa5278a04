// The admin property form's values and how they map to and from the API
// (docs/product.md#property-form).
// The rules themselves live in the shared zod schemas (src/lib/schemas/property.ts).
import {
  type AddressVisibility,
  type EnergyCertificate,
  PORTALS,
  type Portal,
  type PropertyStatus,
  type PropertyType,
} from "@/lib/constants";
import type { Property } from "@/lib/schemas/property";

export interface PropertyFormValues {
  ref: string;
  type: PropertyType;
  status: PropertyStatus;
  price: number | null;
  location: string;
  city: string;
  district: string;
  /** Two inputs on the form; both empty means "no coordinates". */
  coordinates: { lat: number | null; lng: number | null };
  area: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  yearBuilt: number | null;
  /** Empty until staff choose: every ad must show a class or "Isento" (no default). */
  energyCertificate: EnergyCertificate | "";
  featured: boolean;
  consultantId: string | null;
  images: string[];
  virtualTour: string | null;
  titlePt: string;
  titleEn: string;
  titleJp: string;
  descriptionPt: string;
  descriptionEn: string;
  descriptionJp: string;
  features: string[];
  portals: Portal[];
  addressVisibility: AddressVisibility;
}

/**
 * A new property: the defaults (available, not featured, no energy class until chosen;
 * docs/product.md#property).
 */
export function emptyPropertyValues(): PropertyFormValues {
  return {
    ref: "",
    type: "apartment",
    status: "available",
    price: null,
    location: "",
    city: "",
    district: "",
    coordinates: { lat: null, lng: null },
    area: null,
    bedrooms: null,
    bathrooms: null,
    yearBuilt: null,
    energyCertificate: "",
    featured: false,
    consultantId: null,
    images: [],
    virtualTour: null,
    titlePt: "",
    titleEn: "",
    titleJp: "",
    descriptionPt: "",
    descriptionEn: "",
    descriptionJp: "",
    features: [],
    portals: [...PORTALS],
    addressVisibility: "street",
  };
}

/** The form filled from a stored property (featuredOrder is left to the featured screen). */
export function propertyToFormValues(property: Property): PropertyFormValues {
  return {
    ref: property.ref,
    type: property.type,
    status: property.status,
    price: property.price,
    location: property.location,
    city: property.city,
    district: property.district ?? "",
    coordinates: property.coordinates ?? { lat: null, lng: null },
    area: property.area,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    yearBuilt: property.yearBuilt,
    energyCertificate: property.energyCertificate,
    featured: property.featured,
    consultantId: property.consultantId,
    images: [...property.images],
    virtualTour: property.virtualTour,
    titlePt: property.titlePt,
    titleEn: property.titleEn,
    titleJp: property.titleJp,
    descriptionPt: property.descriptionPt,
    descriptionEn: property.descriptionEn,
    descriptionJp: property.descriptionJp,
    features: [...property.features],
    portals: [...property.portals],
    addressVisibility: property.addressVisibility,
  };
}

/** What the schema checks: two empty coordinate inputs become `null` (no coordinates). */
export function toPropertyPayload(values: PropertyFormValues) {
  const { lat, lng } = values.coordinates;
  const empty = (value: number | null) => value === null || Number.isNaN(value);
  return {
    ...values,
    coordinates: empty(lat) && empty(lng) ? null : values.coordinates,
  };
}

/** Number inputs: an empty box is `null`, anything else a number (NaN fails the schema). */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  const text = String(value).trim();
  return text === "" ? null : Number(text);
}

/** Optional text inputs whose schema wants `null` when blank (virtual tour, consultant). */
export function textOrNull(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return value.trim() === "" ? null : value;
}

/** Coordinates from the geocoder, to the 0.000001 step of the inputs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
