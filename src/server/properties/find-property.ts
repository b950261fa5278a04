import "server-only";
import { eq } from "drizzle-orm";
import type { Property } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";
import { toProperty } from "./to-property";

export const PROPERTY_NOT_FOUND = "Imóvel não encontrado";

export async function getProperty(id: string): Promise<Property> {
  const [row] = await db().select().from(properties).where(eq(properties.id, id));
  dependsOn(row ? TAG.property(row.id) : TAG.properties);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return toProperty(row);
}

export async function findPropertyByRef(ref: string): Promise<Property | null> {
  const [row] = await db().select().from(properties).where(eq(properties.ref, ref));
  // An unknown reference may be created by any write to the list.
  dependsOn(row ? TAG.property(row.id) : TAG.properties);
  return row ? toProperty(row) : null;
}
