import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { FeatureCreate, FeatureUpdate, PropertyFeature } from "@/lib/schemas/feature";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { isoDates } from "@/server/db/iso-dates";
import { properties, propertyFeatures } from "@/server/db/schema";
import { badRequest, conflict, notFound } from "@/server/errors";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

const NOT_FOUND = "Característica não encontrada";

export async function listFeatures(): Promise<PropertyFeature[]> {
  dependsOn(TAG.features);
  const rows = await db()
    .select()
    .from(propertyFeatures)
    .orderBy(asc(propertyFeatures.createdAt), asc(propertyFeatures.key));
  return rows.map(isoDates);
}

export async function createFeature(input: FeatureCreate): Promise<PropertyFeature> {
  const [row] = await db()
    .insert(propertyFeatures)
    .values(input)
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict("Já existe uma característica com esta chave");
      throw error;
    });
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

/** The key is immutable: sending it unchanged is fine, changing it is refused. */
export async function updateFeature(id: string, input: FeatureUpdate): Promise<PropertyFeature> {
  const { key, ...changes } = input;
  return db().transaction(async (tx) => {
    const [current] = await tx.select().from(propertyFeatures).where(eq(propertyFeatures.id, id));
    if (!current) throw notFound(NOT_FOUND);
    if (key !== undefined && key !== current.key) {
      throw badRequest("A chave de uma característica não pode ser alterada", [
        { path: ["key"], message: "A chave não pode ser alterada" },
      ]);
    }
    if (Object.keys(changes).length === 0) return isoDates(current);
    const [row] = await tx
      .update(propertyFeatures)
      .set(changes)
      .where(eq(propertyFeatures.id, id))
      .returning();
    return isoDates(row ?? current);
  });
}

/** Deleting a feature also takes its key off every property that listed it. */
export async function deleteFeature(id: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(propertyFeatures)
      .where(eq(propertyFeatures.id, id))
      .returning({ key: propertyFeatures.key });
    if (!deleted) throw notFound(NOT_FOUND);
    await tx
      .update(properties)
      .set({ features: sql`array_remove(${properties.features}, ${deleted.key})` })
      .where(sql`${deleted.key} = any(${properties.features})`);
  });
}
