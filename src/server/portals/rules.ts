// The portals' rules for a listing (docs/product.md#portal-feeds). A listing that breaks one is
// left out of that portal's feed, never sent broken, and the "Portais" screen says why, in
// Portuguese, so that staff can mend the listing.
import "server-only";
import type { Portal } from "@/lib/constants";
import type { FeedListing } from "./feed-listings";

/** Kyero's and Idealista's photo guideline: at least one photo this large. */
export const MIN_PHOTO = { width: 1280, height: 960 } as const;

/** Mainland Portugal, Madeira and the Azores, generously: a point elsewhere is a mistake. */
const PORTUGAL = [
  { south: 36.8, north: 42.2, west: -9.6, east: -6.1 },
  { south: 32.3, north: 33.2, west: -17.4, east: -16.2 },
  { south: 36.9, north: 39.8, west: -31.4, east: -24.9 },
];

export function inPortugal(lat: number, lng: number): boolean {
  return PORTUGAL.some(
    (box) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east,
  );
}

const LIVING = new Set(["apartment", "house"]);

/** Why the listing cannot go to the portal, or nothing when it can. */
export function ruleBreaks(portal: Portal, listing: FeedListing): string[] {
  const { property, photos } = listing;
  const reasons: string[] = [];
  if (property.price < 1) reasons.push("sem preço");
  if (!photos.some((photo) => photo.width >= MIN_PHOTO.width && photo.height >= MIN_PHOTO.height)) {
    reasons.push(`sem fotografias de ${MIN_PHOTO.width}×${MIN_PHOTO.height}`);
  }
  if (!property.descriptionPt.trim()) reasons.push("sem descrição em português");
  if (!property.descriptionEn.trim()) reasons.push("sem descrição em inglês");
  const point = property.coordinates;
  if (point && !inPortugal(point.lat, point.lng)) reasons.push("coordenadas fora de Portugal");
  if (portal === "idealista") {
    // Idealista places a listing by its point: we hold no street address to send instead.
    if (!point) reasons.push("sem localização no mapa");
    if (LIVING.has(property.type) && !property.bathrooms) {
      reasons.push("sem número de casas de banho");
    }
    if (LIVING.has(property.type) && property.bedrooms === null) {
      reasons.push("sem número de quartos");
    }
    if (property.type !== "land" && property.area > 99_999) {
      reasons.push("área construída acima de 99 999 m²");
    }
  }
  return reasons;
}
