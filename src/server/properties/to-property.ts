import "server-only";
import type { Property } from "@/lib/schemas/property";
import { isoDates } from "@/server/db/iso-dates";
import type { PropertyRow } from "@/server/db/schema";

/** The API shape of a property row: coordinates as a pair, dates as ISO strings. */
export function toProperty(row: PropertyRow): Property {
  // The import's bookkeeping stays in the database (docs/product.md#kyero-import).
  const {
    latitude,
    longitude,
    externalId: _externalId,
    importHash: _importHash,
    ...rest
  } = isoDates(row);
  return {
    ...rest,
    coordinates: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null,
  };
}

/** The columns of a property payload: coordinates split into latitude and longitude. */
export function toPropertyColumns<T extends { coordinates?: { lat: number; lng: number } | null }>(
  input: T,
): Omit<T, "coordinates"> & { latitude?: number | null; longitude?: number | null } {
  const { coordinates, ...rest } = input;
  if (coordinates === undefined) return rest;
  return { ...rest, latitude: coordinates?.lat ?? null, longitude: coordinates?.lng ?? null };
}
