// "Similar properties" on the detail page (docs/product.md#property-detail-page): others of the
// same type, those in the same city first, then the closest in price.
import { LIMITS } from "@/lib/constants";
import type { Property } from "@/lib/schemas/property";

type NumberField = {
  [K in keyof Property]: Property[K] extends number ? K : never;
}[keyof Property];

/**
 * The fields that rank listings as similar. A listing's page shows the similar ones, so a change
 * to one of these fields changes other listings' pages: the database's trigger bumps the
 * `similar:{type}` tag when it sees one (tests/db/content-versions.test.ts checks that it
 * watches exactly these).
 */
export const SIMILAR_BY = {
  /** Only listings with the same value are similar. */
  same: "type",
  /** Among them, those with the same value come first… */
  first: "city",
  /** …then the closest. */
  closest: "price",
} as const satisfies { same: keyof Property; first: keyof Property; closest: NumberField };

export function similarProperties(
  all: readonly Property[],
  property: Property,
  limit: number = LIMITS.similarProperties,
): Property[] {
  const { same, first, closest } = SIMILAR_BY;
  return all
    .filter((other) => other[same] === property[same] && other.ref !== property.ref)
    .map((other) => ({
      other,
      firstRank: other[first] === property[first] ? 0 : 1,
      gap: Math.abs(other[closest] - property[closest]),
    }))
    .sort((a, b) => a.firstRank - b.firstRank || a.gap - b.gap)
    .slice(0, limit)
    .map(({ other }) => other);
}
