import "server-only";
import { desc } from "drizzle-orm";
import type { Property } from "@/lib/schemas/property";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { toProperty } from "./to-property";

/** Every property, newest first: the public site filters and sorts on the visitor's side. */
export async function listProperties(): Promise<Property[]> {
  const rows = await db().select().from(properties).orderBy(desc(properties.createdAt));
  return rows.map(toProperty);
}
