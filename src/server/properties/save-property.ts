import "server-only";
import { eq } from "drizzle-orm";
import type { Property, PropertyCreate, PropertyUpdate } from "@/lib/schemas/property";
import type { Session } from "@/server/auth/sessions";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { properties } from "@/server/db/schema";
import { conflict, notFound } from "@/server/errors";
import { checkPropertyReferences } from "./check-property-references";
import { PROPERTY_NOT_FOUND } from "./find-property";
import { scopeListingInput } from "./listing-scope";
import { toProperty, toPropertyColumns } from "./to-property";

const DUPLICATE_REF = "Já existe um imóvel com esta referência";

/** What an import keeps on the listing (docs/product.md#kyero-import). */
export interface ImportedFrom {
  externalId: string;
  importHash: string;
}

/** Who saves, and from where: a staff member (scoped by their rights) or an import. */
export interface SaveOptions {
  by?: Session;
  imported?: ImportedFrom;
}

export async function createProperty(
  sent: PropertyCreate,
  { by, imported }: SaveOptions = {},
): Promise<Property> {
  const input = scopeListingInput(by, sent, null);
  return db().transaction(async (tx) => {
    await checkPropertyReferences(tx, input);
    const [row] = await tx
      .insert(properties)
      .values({ ...toPropertyColumns(input), features: unique(input.features), ...imported })
      .returning()
      .catch(rethrowDuplicateRef);
    if (!row) throw new Error("insert returned no row");
    return toProperty(row);
  });
}

export async function updateProperty(
  id: string,
  input: PropertyUpdate,
  { by, imported }: SaveOptions = {},
): Promise<Property> {
  return db().transaction(async (tx) => {
    if (by) {
      // Locked, so the listing cannot change hands between the check and the write.
      const [current] = await tx
        .select({
          consultantId: properties.consultantId,
          featured: properties.featured,
          featuredOrder: properties.featuredOrder,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .for("update");
      if (!current) throw notFound(PROPERTY_NOT_FOUND);
      scopeListingInput(by, input, current);
    }
    await checkPropertyReferences(tx, input);
    const changes = { ...toPropertyColumns(input), features: unique(input.features), ...imported };
    const [row] =
      Object.keys(input).length === 0
        ? await tx.select().from(properties).where(eq(properties.id, id))
        : await tx
            .update(properties)
            .set(changes)
            .where(eq(properties.id, id))
            .returning()
            .catch(rethrowDuplicateRef);
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    return toProperty(row);
  });
}

export async function deleteProperty(id: string): Promise<void> {
  const deleted = await db()
    .delete(properties)
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  if (deleted.length === 0) throw notFound(PROPERTY_NOT_FOUND);
}

function unique(keys: string[] | undefined): string[] | undefined {
  return keys ? [...new Set(keys)] : undefined;
}

function rethrowDuplicateRef(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(DUPLICATE_REF);
  throw error;
}
