// The Kyero v3 feed (docs/product.md#portal-feeds): one <property> per listing on sale chosen for
// Kyero, in Portuguese and English (Kyero has no Japanese), valid against Kyero's XSD
// (tests/support/schemas/kyero). Written a listing at a time, as chunks. The map point is moved
// unless the listing's address is shown exactly (portal-point.ts).
import "server-only";
import type { EnergyCertificate, PropertyType } from "@/lib/constants";
import type { FeedListing } from "./feed-listings";
import { clip, escapeXml, feedDate, plainText } from "./plain-text";
import { portalPoint } from "./portal-point";

/** Kyero's own words for the types (free text, letters only). */
const KYERO_TYPE: Record<PropertyType, string> = {
  apartment: "Apartment",
  house: "Villa",
  land: "Plot",
  commercial: "Commercial",
  office: "Office",
  warehouse: "Warehouse",
};

/** Kyero's scale has no A+ or B-; an exempt listing is X. */
const KYERO_ENERGY: Record<EnergyCertificate, string> = {
  "A+": "A",
  A: "A",
  B: "B",
  "B-": "B",
  C: "C",
  D: "D",
  E: "E",
  F: "F",
  exempt: "X",
};

export const KYERO_MAX_PHOTOS = 50;

const element = (name: string, value: string | number) =>
  `<${name}>${escapeXml(String(value))}</${name}>`;

/** Where a <property>'s date goes: written once the entry's hash has given it. */
const UNDATED = "<date></date>";

/** An entry with its date: `changedAt`, the last change of anything it shows. */
export function datedKyeroProperty(entry: string, changedAt: string): string {
  return entry.replace(UNDATED, element("date", feedDate(changedAt, "-")));
}

/** One listing's <property>, undated (see datedKyeroProperty). */
export function kyeroProperty(listing: FeedListing): string {
  const { property, url } = listing;
  const land = property.type === "land";
  const parts = [
    element("id", property.id),
    UNDATED,
    element("ref", property.ref),
    element("price", property.price),
    element("currency", "EUR"),
    element("price_freq", "sale"),
    element("type", KYERO_TYPE[property.type]),
    element("town", property.city),
    element("province", property.district || property.city),
    element("country", "Portugal"),
  ];
  const point = portalPoint(property);
  if (point) {
    parts.push(
      `<location>${element("latitude", point.lat)}${element("longitude", point.lng)}</location>`,
    );
  }
  parts.push(element("location_detail", clip(property.location, 50)));
  if (property.bedrooms !== null) parts.push(element("beds", property.bedrooms));
  if (property.bathrooms !== null) parts.push(element("baths", property.bathrooms));
  parts.push(element("pool", listing.pool ? 1 : 0));
  parts.push(`<surface_area>${element(land ? "plot" : "built", property.area)}</surface_area>`);
  const energy = KYERO_ENERGY[property.energyCertificate];
  if (energy) parts.push(`<energy_rating>${element("consumption", energy)}</energy_rating>`);
  parts.push(`<url>${element("en", url.en)}${element("pt", url.pt)}</url>`);
  parts.push(
    `<desc>${element("en", plainText(property.descriptionEn))}${element("pt", plainText(property.descriptionPt))}</desc>`,
  );
  if (listing.featuresEn.length > 0) {
    parts.push(
      `<features>${listing.featuresEn
        .slice(0, 50)
        .map((name) => element("feature", name))
        .join("")}</features>`,
    );
  }
  const photos = listing.photos
    .slice(0, KYERO_MAX_PHOTOS)
    .map((photo, index) => `<image id="${index + 1}">${element("url", photo.url)}</image>`);
  parts.push(`<images>${photos.join("")}</images>`);
  return `<property>${parts.join("")}</property>\n`;
}

export function kyeroHead(generatedAt: Date): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<root>\n<kyero>${element("feed_version", 3)}${element("feed_generated", feedDate(generatedAt, "-"))}</kyero>\n`;
}

export const KYERO_TAIL = "</root>\n";
