import "server-only";
import { eq } from "drizzle-orm";
import type { FeaturedOrder } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { badRequest } from "@/server/errors";

/** Saves each property's featuredOrder; all or nothing (an unknown id changes nothing). */
export async function reorderFeatured(order: FeaturedOrder): Promise<void> {
  await db().transaction(async (tx) => {
    for (const [index, { id, featuredOrder }] of order.entries()) {
      const updated = await tx
        .update(properties)
        .set({ featuredOrder })
        .where(eq(properties.id, id))
        .returning({ id: properties.id });
      if (updated.length === 0) {
        throw badRequest("Unknown property in the featured order", [
          { path: [index, "id"], message: "Imóvel inexistente" },
        ]);
      }
    }
  });
}
