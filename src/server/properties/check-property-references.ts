import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { consultants, propertyFeatures } from "@/server/db/schema";
import { badRequest } from "@/server/errors";

/**
 * Features must be existing keys and the consultant an existing one
 * (docs/product.md#field-rules).
 */
export async function checkPropertyReferences(
  db: Database,
  input: { features?: string[]; consultantId?: string | null },
): Promise<void> {
  if (input.features?.length) {
    const wanted = [...new Set(input.features)];
    const found = await db
      .select({ key: propertyFeatures.key })
      .from(propertyFeatures)
      .where(inArray(propertyFeatures.key, wanted));
    const known = new Set(found.map((row) => row.key));
    const unknown = wanted.filter((key) => !known.has(key));
    if (unknown.length) {
      throw badRequest("Unknown feature keys", [
        { path: ["features"], message: `Características desconhecidas: ${unknown.join(", ")}` },
      ]);
    }
  }
  if (input.consultantId) {
    const [consultant] = await db
      .select({ id: consultants.id })
      .from(consultants)
      .where(eq(consultants.id, input.consultantId));
    if (!consultant) {
      throw badRequest("Unknown consultant", [
        { path: ["consultantId"], message: "Consultor inexistente" },
      ]);
    }
  }
}
