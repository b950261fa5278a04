// What the portal feeds are made of (docs/product.md#portal-feeds): the listings on sale, from
// the property list the site keeps in memory, with what a feed needs beside them: the features
// named in English, the size of each stored photo and its JPEG address.
import "server-only";
import { PORTALS, type Portal } from "@/lib/constants";
import { localizedPath } from "@/lib/i18n/routing";
import { listingPath } from "@/lib/listing-path";
import type { Property } from "@/lib/schemas/property";
import { env } from "@/server/env";
import { listFeatures } from "@/server/features/property-features";
import { listProperties } from "@/server/properties/list-properties";
import { objectIdFromPath, readObjectMeta } from "@/server/uploads/objects";

export interface FeedPhoto {
  /** The stored original, as a JPEG address ending in .jpg (Kyero wants the extension). */
  url: string;
  width: number;
  height: number;
}

export interface FeedListing {
  property: Property;
  /** The listing's page on the site, in Portuguese and English. */
  url: { pt: string; en: string };
  /** The features' English names, as Kyero wants them. */
  featuresEn: string[];
  pool: boolean;
  /** The stored photos in their order; photos kept elsewhere (external addresses) are left out. */
  photos: FeedPhoto[];
}

/** Photo sizes never change once stored: asked of the storage once per process. */
const sizes = new Map<string, Promise<{ width: number; height: number } | null>>();

function photoSize(id: string) {
  let size = sizes.get(id);
  if (!size) {
    size = readObjectMeta(id).then((meta) =>
      meta ? { width: meta.width, height: meta.height } : null,
    );
    sizes.set(id, size);
    // A failed read (storage down) is asked again next time.
    size.catch(() => sizes.delete(id));
  }
  return size;
}

/** The stored photos of a listing with their sizes, in order. */
async function photosOf(property: Property, site: string): Promise<FeedPhoto[]> {
  const photos: FeedPhoto[] = [];
  for (const image of property.images) {
    const id = objectIdFromPath(image);
    if (!id) continue;
    const size = await photoSize(id);
    if (size) photos.push({ url: `${site}/objects/${id}.jpg`, ...size });
  }
  return photos;
}

/** The listings a portal may carry: on sale (not reserved or sold) and chosen for it. */
export function onSaleFor(portal: Portal, property: Property): boolean {
  return property.status === "available" && property.portals.includes(portal);
}

/**
 * What a feed made of each listing, kept while the listing is the same object: the property list
 * replaces only the listings that changed (src/server/properties/list-properties.ts), so a build
 * after an edit makes one entry again, not ten thousand. Kept with the features' English names it
 * was made with.
 */
const made = new WeakMap<Property, { names: string; listing: FeedListing }>();

/** Every listing on sale for at least one portal, in reference order (a stable feed). */
export async function feedListings(): Promise<FeedListing[]> {
  const site = env().SITE_URL.replace(/\/$/, "");
  const [all, features] = await Promise.all([listProperties(), listFeatures()]);
  const english = new Map(features.map((feature) => [feature.key, feature.nameEn]));
  const names = JSON.stringify([site, ...english]);
  const chosen = all
    .filter((property) => PORTALS.some((portal) => onSaleFor(portal, property)))
    .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  return Promise.all(
    chosen.map(async (property) => {
      const kept = made.get(property);
      if (kept?.names === names) return kept.listing;
      const listing: FeedListing = {
        property,
        url: {
          pt: `${site}${localizedPath("pt", listingPath(property.ref))}`,
          en: `${site}${localizedPath("en", listingPath(property.ref))}`,
        },
        featuresEn: property.features.flatMap((key) => {
          const name = english.get(key);
          return name ? [name] : [];
        }),
        pool: property.features.includes("pool"),
        photos: await photosOf(property, site),
      };
      made.set(property, { names, listing });
      return listing;
    }),
  );
}
