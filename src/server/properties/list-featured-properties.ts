import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { LIMITS } from "@/lib/constants";
import { badgesChangeAt } from "@/lib/property-badges";
import type { Property } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { dependsOn, dependsOnTime, TAG } from "@/server/page-cache/content-tags";
import { toProperty } from "./to-property";

/**
 * Featured properties by featuredOrder, those without an order last
 * (docs/product.md#home-page).
 */
export async function listFeaturedProperties(
  limit: number = LIMITS.homeFeatured,
): Promise<Property[]> {
  dependsOn(TAG.featured);
  const rows = await db()
    .select()
    .from(properties)
    .where(eq(properties.featured, true))
    .orderBy(sql`${properties.featuredOrder} asc nulls last`, asc(properties.createdAt))
    .limit(limit);
  const featured = rows.map(toProperty);
  dependsOnTime(() => badgesChangeAt(featured));
  return featured;
}
