// Client-side views of the property list: the admin loads the full list
// (docs/product.md#properties-screen).
import type { Property } from "@/lib/schemas/property";
import { matchesSearch } from "@/lib/text-search";

/** The list's search box: ref, Portuguese title or city contains the text, ignoring case and accents. */
export function filterProperties<T extends Pick<Property, "ref" | "titlePt" | "city">>(
  properties: T[],
  query: string,
): T[] {
  return properties.filter((property) =>
    matchesSearch([property.ref, property.titlePt, property.city], query),
  );
}

/**
 * Featured properties as the home page orders them: featuredOrder ascending, those without
 * an order last, then the oldest first.
 */
export function featuredInOrder<
  T extends Pick<Property, "featured" | "featuredOrder" | "createdAt">,
>(properties: T[]): T[] {
  return properties
    .filter((property) => property.featured)
    .sort((a, b) => {
      const orderA = a.featuredOrder ?? Number.POSITIVE_INFINITY;
      const orderB = b.featuredOrder ?? Number.POSITIVE_INFINITY;
      if (orderA !== orderB) return orderA < orderB ? -1 : 1;
      return a.createdAt.localeCompare(b.createdAt);
    });
}

/** The payload of PATCH /api/properties/featured/order: each position index is the order. */
export function featuredOrderPayload(properties: Pick<Property, "id">[]) {
  return properties.map((property, index) => ({ id: property.id, featuredOrder: index }));
}
