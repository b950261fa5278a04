// Test data written straight to the database, and the API payloads (./payloads).
import { db } from "@/server/db/client";
import { propertyFeatures } from "@/server/db/schema";

export * from "./payloads";

export async function insertFeatures(...keys: string[]) {
  await db()
    .insert(propertyFeatures)
    .values(keys.map((key) => ({ key, namePt: key, nameEn: key, nameJp: key })))
    .onConflictDoNothing();
}
