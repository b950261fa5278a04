// Structured data of a listing (schema.org): a RealEstateListing whose offer carries the price,
// about the place itself (address, coordinates, size), plus the page's breadcrumb trail.
import "server-only";
import type { PropertyStatus, PropertyType } from "@/lib/constants";
import type { Property } from "@/lib/schemas/property";

const AVAILABILITY: Record<PropertyStatus, string> = {
  available: "https://schema.org/InStock",
  reserved: "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
};

/** Homes are Accommodation subtypes (rooms, floor size apply); the rest are plain places. */
const PLACE_TYPE: Record<PropertyType, string> = {
  apartment: "Apartment",
  house: "SingleFamilyResidence",
  land: "Place",
  commercial: "Place",
  office: "Place",
  warehouse: "Place",
};

export interface ListingJsonLdInput {
  property: Property;
  /** Absolute URL of the page in its language. */
  url: string;
  title: string;
  description: string;
  /** Absolute image URLs, the cover first. */
  images: string[];
  language: string;
  breadcrumbs: { name: string; url: string }[];
}

export function propertyJsonLd(input: ListingJsonLdInput) {
  const { property, url, title, description, images, language, breadcrumbs } = input;
  const placeType = PLACE_TYPE[property.type];
  const accommodation = placeType !== "Place";
  const place = {
    "@type": placeType,
    name: title,
    address: {
      "@type": "PostalAddress",
      addressLocality: property.city,
      ...(property.district ? { addressRegion: property.district } : {}),
      addressCountry: "PT",
    },
    ...(property.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: property.coordinates.lat,
            longitude: property.coordinates.lng,
          },
        }
      : {}),
    ...(accommodation
      ? {
          floorSize: { "@type": "QuantitativeValue", value: property.area, unitCode: "MTK" },
          ...(property.bedrooms !== null ? { numberOfBedrooms: property.bedrooms } : {}),
          ...(property.bathrooms !== null ? { numberOfBathroomsTotal: property.bathrooms } : {}),
          ...(property.yearBuilt ? { yearBuilt: property.yearBuilt } : {}),
        }
      : {}),
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "RealEstateListing",
        "@id": `${url}#listing`,
        name: title,
        description,
        url,
        image: images,
        inLanguage: language,
        identifier: property.ref,
        datePosted: property.createdAt,
        offers: {
          "@type": "Offer",
          price: property.price,
          priceCurrency: "EUR",
          availability: AVAILABILITY[property.status],
          url,
        },
        about: place,
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: breadcrumbs.map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      },
    ],
  };
}
