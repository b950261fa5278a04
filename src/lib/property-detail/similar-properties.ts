// "Similar properties" on the detail page (docs/product.md#property-detail-page): others of the
// same type, those in the same city first, then the closest in price.
import { LIMITS } from "@/lib/constants";
import type { Property } from "@/lib/schemas/property";

export function similarProperties(
  all: readonly Property[],
  property: Property,
  limit: number = LIMITS.similarProperties,
): Property[] {
  return all
    .filter((other) => other.type === property.type && other.ref !== property.ref)
    .map((other) => ({
      other,
      sameCity: other.city === property.city ? 0 : 1,
      priceGap: Math.abs(other.price - property.price),
    }))
    .sort((a, b) => a.sameCity - b.sameCity || a.priceGap - b.priceGap)
    .slice(0, limit)
    .map(({ other }) => other);
}
