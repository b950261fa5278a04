// The price history and publication dates kept by the database (migration 0011), whatever
// writes the listing.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { properties, propertyPrices } from "@/server/db/schema";

const listing = (ref: string, status: "available" | "reserved" = "available") => ({
  ref,
  type: "house" as const,
  status,
  price: 500_000,
  location: "Alfama",
  city: "Lisboa",
  area: 120,
  energyCertificate: "C" as const,
  titlePt: "Casa",
  titleEn: "House",
  titleJp: "家",
  descriptionPt: "Descrição",
  descriptionEn: "Description",
  descriptionJp: "説明",
});

async function setPrice(id: string, price: number) {
  const [row] = await db()
    .update(properties)
    .set({ price })
    .where(eq(properties.id, id))
    .returning();
  return row;
}

const prices = async (id: string) =>
  (
    await db()
      .select({ price: propertyPrices.price })
      .from(propertyPrices)
      .where(eq(propertyPrices.propertyId, id))
      .orderBy(asc(propertyPrices.changedAt), asc(propertyPrices.price))
  ).map((row) => row.price);

describe("price history", () => {
  it("records the first price and every change, and nothing when the price stays", async () => {
    const [row] = await db().insert(properties).values(listing("PH-1")).returning();
    if (!row) throw new Error("not inserted");
    await setPrice(row.id, 480_000);
    await db().update(properties).set({ city: "Porto" }).where(eq(properties.id, row.id));
    await setPrice(row.id, 490_000);
    expect((await prices(row.id)).sort()).toEqual([480_000, 490_000, 500_000]);
  });

  it("keeps the price before a drop and its time; a rise clears them", async () => {
    const [row] = await db().insert(properties).values(listing("PH-2")).returning();
    if (!row) throw new Error("not inserted");
    expect(row.priceBeforeReduction).toBeNull();
    const dropped = await setPrice(row.id, 450_000);
    expect(dropped?.priceBeforeReduction).toBe(500_000);
    expect(dropped?.priceReducedAt).toBeInstanceOf(Date);
    const risen = await setPrice(row.id, 470_000);
    expect(risen?.priceBeforeReduction).toBeNull();
    expect(risen?.priceReducedAt).toBeNull();
  });

  it("dates the first publication from the first time the listing is available, never later", async () => {
    const [reserved] = await db()
      .insert(properties)
      .values(listing("PH-3", "reserved"))
      .returning();
    if (!reserved) throw new Error("not inserted");
    expect(reserved.firstPublishedAt).toBeNull();
    const [published] = await db()
      .update(properties)
      .set({ status: "available" })
      .where(eq(properties.id, reserved.id))
      .returning();
    const first = published?.firstPublishedAt;
    expect(first).toBeInstanceOf(Date);
    await db().update(properties).set({ status: "sold" }).where(eq(properties.id, reserved.id));
    const [again] = await db()
      .update(properties)
      .set({ status: "available", titlePt: "Casa renovada" })
      .where(eq(properties.id, reserved.id))
      .returning();
    expect(again?.firstPublishedAt).toEqual(first);
  });
});
