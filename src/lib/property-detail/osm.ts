// OpenStreetMap links for a listing's coordinates (docs/product.md#property-detail-page): the
// embedded map shows a bounding box of 0.01 degrees either side of the point, with a marker on it.
import { LIMITS } from "@/lib/constants";

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Coordinates in URLs: six decimals (about 10 cm) and no floating-point noise. */
function fixed(value: number): string {
  return Number(value.toFixed(6)).toString();
}

export function osmEmbedUrl({ lat, lng }: Coordinates, delta: number = LIMITS.mapBoundingBox) {
  const bbox = [lng - delta, lat - delta, lng + delta, lat + delta].map(fixed).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(lat)},${fixed(lng)}`;
}

export function osmMapUrl({ lat, lng }: Coordinates, zoom = 16) {
  const [la, ln] = [fixed(lat), fixed(lng)];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=${zoom}/${la}/${ln}`;
}
