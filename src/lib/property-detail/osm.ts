// The detail page's map around a listing's coordinates (docs/product.md#property-detail-page):
// it shows a box of 0.01 degrees either side of the point, with a marker on it, and links to a
// larger map on OpenStreetMap's site.
import { LIMITS } from "@/lib/constants";

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Coordinates in URLs: six decimals (about 10 cm) and no floating-point noise. */
function fixed(value: number): string {
  return Number(value.toFixed(6)).toString();
}

/** The box the detail page's map shows: [[south, west], [north, east]]. */
export function mapBounds(
  { lat, lng }: Coordinates,
  delta: number = LIMITS.mapBoundingBox,
): [[number, number], [number, number]] {
  const [south, west, north, east] = [lat - delta, lng - delta, lat + delta, lng + delta].map(
    (value) => Number(fixed(value)),
  ) as [number, number, number, number];
  return [
    [south, west],
    [north, east],
  ];
}

export function osmMapUrl({ lat, lng }: Coordinates, zoom = 16) {
  const [la, ln] = [fixed(lat), fixed(lng)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}
