// The map point a portal is sent for a listing (docs/product.md#portal-feeds): the exact point
// only when the listing's address visibility is "exact". For "street" and "hidden" the point is
// moved before it leaves the site, so that no portal receives the door of an owner who chose
// not to show it.
import "server-only";
import type { Property } from "@/lib/schemas/property";

/** Decimals kept of each coordinate: 3 (a cell of about 100 m) for the street, 2 (about 1 km) for the zone. */
export const MOVED_DECIMALS = { street: 3, hidden: 2 } as const;

export interface PortalPoint {
  lat: number;
  lng: number;
  /** The listing's own point; false when moved. */
  exact: boolean;
}

export function portalPoint(property: Property): PortalPoint | null {
  const point = property.coordinates;
  if (!point) return null;
  const visibility = property.addressVisibility;
  if (visibility === "exact") return { lat: point.lat, lng: point.lng, exact: true };
  const factor = 10 ** MOVED_DECIMALS[visibility];
  const moved = (value: number) => Math.round(value * factor) / factor;
  return { lat: moved(point.lat), lng: moved(point.lng), exact: false };
}
