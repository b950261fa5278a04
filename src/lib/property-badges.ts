// The badges of a listing card (docs/product.md#property-list-page): exclusive when featured,
// reserved unless featured, sold, and new for listings published in the last 30 days.
import type { Property } from "@/lib/schemas/property";

export type Badge = "exclusive" | "reserved" | "sold" | "new";
export const NEW_LISTING_DAYS = 30;

export function propertyBadges(
  property: Pick<Property, "featured" | "status" | "createdAt">,
  now: Date = new Date(),
): Badge[] {
  const badges: Badge[] = [];
  if (property.featured) badges.push("exclusive");
  else if (property.status === "reserved") badges.push("reserved");
  if (property.status === "sold") badges.push("sold");
  const ageDays = (now.getTime() - new Date(property.createdAt).getTime()) / 86_400_000;
  if (ageDays <= NEW_LISTING_DAYS && property.status === "available") badges.push("new");
  return badges;
}
