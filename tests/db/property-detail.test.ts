import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { consultantCreateSchema } from "@/lib/schemas/consultant";
import type { PropertyCreate } from "@/lib/schemas/property";
import { createConsultant } from "@/server/consultants/consultants";
import { db } from "@/server/db/client";
import { properties } from "@/server/db/schema";
import { loadPropertyDetail } from "@/server/properties/property-detail";
import { createProperty } from "@/server/properties/save-property";
import { consultantPayload, insertFeatures, propertyPayload } from "../support/factories";

const newProperty = (overrides: Record<string, unknown> = {}) =>
  createProperty(propertyPayload(overrides) as PropertyCreate);
const newConsultant = (overrides: Record<string, unknown> = {}) =>
  createConsultant(consultantCreateSchema.parse(consultantPayload(overrides)));

describe("loadPropertyDetail", () => {
  it("is null for an unknown reference", async () => {
    expect(await loadPropertyDetail("NOPE")).toBeNull();
  });

  it("lists the property's known features only, skipping unknown keys", async () => {
    await insertFeatures("pool", "garden", "garage");
    const property = await newProperty({ features: ["garden", "pool"] });
    await db()
      .update(properties)
      .set({ features: ["garden", "pool", "helipad"] })
      .where(eq(properties.id, property.id));
    const detail = await loadPropertyDetail(property.ref);
    expect(detail?.features.map((feature) => feature.key).sort()).toEqual(["garden", "pool"]);
  });

  it("uses the listing's consultant while active, else the first active one", async () => {
    const first = await newConsultant({ order: 0 });
    const own = await newConsultant({ order: 5 });
    const property = await newProperty({ consultantId: own.id });
    expect((await loadPropertyDetail(property.ref))?.consultant?.id).toBe(own.id);

    await db().update(properties).set({ consultantId: null }).where(eq(properties.id, property.id));
    expect((await loadPropertyDetail(property.ref))?.consultant?.id).toBe(first.id);

    const retired = await newConsultant({ active: false, order: 0 });
    const other = await newProperty({ consultantId: retired.id });
    expect((await loadPropertyDetail(other.ref))?.consultant?.id).toBe(first.id);
  });

  it("suggests other listings of the same type only", async () => {
    const property = await newProperty({ type: "house" });
    const sameType = await newProperty({ type: "house" });
    await newProperty({ type: "apartment" });
    const detail = await loadPropertyDetail(property.ref);
    expect(detail?.similar.map((p) => p.ref)).toEqual([sameType.ref]);
  });
});
