// The Idealista v6 "customer" file (docs/product.md#portal-feeds): the listings on sale chosen for
// Idealista, in Portuguese and English, valid against Idealista's draft-04 schemas
// (tests/support/schemas/idealista).
import "server-only";
import type { AddressVisibility, EnergyCertificate, PropertyType } from "@/lib/constants";
import type { FeedListing } from "./feed-listings";
import { clip, feedDate, plainText } from "./plain-text";
import { portalPoint } from "./portal-point";

export const IDEALISTA_MAX_DESCRIPTION = 4000;

const VISIBILITY: Record<AddressVisibility, string> = {
  exact: "full",
  street: "street",
  hidden: "hidden",
};

/** Idealista's family of each type, and its type within it. */
const FEATURES_TYPE: Record<PropertyType, string> = {
  apartment: "flat",
  house: "house",
  land: "land",
  commercial: "premises",
  office: "office",
  warehouse: "storage",
};

/** Idealista's scale is ours, written out; a listing exempt from a certificate is "exempt". */
const ENERGY: Record<EnergyCertificate, string> = {
  "A+": "A+",
  A: "A",
  B: "B",
  "B-": "B-",
  C: "C",
  D: "D",
  E: "E",
  F: "F",
  exempt: "exempt",
};

/** A description as Idealista's schema takes it: one line of at most 4,000 characters. */
function description(text: string): string {
  return clip(plainText(text).replace(/\s*\n\s*/g, " "), IDEALISTA_MAX_DESCRIPTION);
}

function features(listing: FeedListing): Record<string, unknown> {
  const { property } = listing;
  const type = FEATURES_TYPE[property.type];
  if (property.type === "land") return { featuresType: type, featuresAreaPlot: property.area };
  const base: Record<string, unknown> = {
    featuresType: type,
    featuresAreaConstructed: property.area,
    featuresEnergyCertificateRating: ENERGY[property.energyCertificate],
  };
  if (property.type !== "apartment" && property.type !== "house") return base;
  const bedrooms = property.bedrooms ?? 0;
  return {
    ...base,
    featuresBathroomNumber: property.bathrooms,
    // A studio has no bedroom: Idealista counts it as one room.
    ...(bedrooms > 0
      ? { featuresBedroomNumber: bedrooms }
      : { featuresRooms: 1, featuresStudio: true }),
    featuresPool: listing.pool,
    ...(property.yearBuilt ? { featuresBuiltYear: property.yearBuilt } : {}),
    ...(property.features.includes("elevator") && property.type === "apartment"
      ? { featuresLiftAvailable: true }
      : {}),
  };
}

export function idealistaProperty(listing: FeedListing): Record<string, unknown> {
  const { property } = listing;
  const point = portalPoint(property);
  return {
    propertyCode: property.id,
    propertyReference: clip(property.ref, 50),
    propertyVisibility: "idealista",
    propertyOperation: { operationType: "sale", operationPrice: property.price },
    propertyAddress: {
      addressVisibility: VISIBILITY[property.addressVisibility],
      addressTown: clip(property.city, 50),
      addressCountry: "Portugal",
      ...(point
        ? {
            addressCoordinatesPrecision: point.exact ? "exact" : "moved",
            addressCoordinatesLatitude: point.lat,
            addressCoordinatesLongitude: point.lng,
          }
        : {}),
    },
    propertyFeatures: features(listing),
    propertyDescriptions: [
      { descriptionLanguage: "portuguese", descriptionText: description(property.descriptionPt) },
      { descriptionLanguage: "english", descriptionText: description(property.descriptionEn) },
    ],
    propertyImages: listing.photos.map((photo, index) => ({
      imageOrder: index + 1,
      imageUrl: photo.url,
    })),
    propertyUrl: listing.url.pt,
  };
}

/** The file's opening, up to its list of properties, and its end. */
export function idealistaHead(customerCode: string, generatedAt: Date): string {
  const head = JSON.stringify({
    customerCountry: "Portugal",
    customerCode,
    customerSendDate: feedDate(generatedAt, "/"),
  });
  return `${head.slice(0, -1)},"customerProperties":[`;
}

export const IDEALISTA_TAIL = "]}\n";
