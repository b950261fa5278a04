import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { pgErrorCode } from "@/server/db/errors";
import {
  consultants,
  homeSettings,
  leads,
  mortgageRequests,
  pageSettings,
  properties,
  propertyFeatures,
  testimonials,
  users,
} from "@/server/db/schema";

const texts = {
  titlePt: "Casa",
  titleEn: "House",
  titleJp: "家",
  descriptionPt: "Descrição",
  descriptionEn: "Description",
  descriptionJp: "説明",
};
const aProperty = (ref: string) => ({
  ref,
  type: "house" as const,
  price: 450_000,
  location: "Alfama",
  city: "Lisboa",
  area: 120,
  energyCertificate: "C" as const,
  ...texts,
});
const aConsultant = {
  name: "Inês",
  email: "ines@example.pt",
  phone: "+351 912 000 000",
  whatsapp: "+351912000000",
  languages: ["pt"],
};
const pageTexts = Object.fromEntries(
  ["title", "subtitle", "benefit1", "benefit2", "benefit3", "formTitle"].flatMap((field) =>
    ["Pt", "En", "Jp"].map((lang) => [`${field}${lang}`, `${field} ${lang}`]),
  ),
) as Record<
  `${"title" | "subtitle" | "benefit1" | "benefit2" | "benefit3" | "formTitle"}${"Pt" | "En" | "Jp"}`,
  string
>;

async function failureCode(query: Promise<unknown>): Promise<string | null> {
  try {
    await query;
  } catch (error) {
    return pgErrorCode(error);
  }
  throw new Error("the database accepted the row");
}

describe("uniqueness", () => {
  it("refuses a second property with the same ref", async () => {
    await db().insert(properties).values(aProperty("CL-001"));
    expect(await failureCode(db().insert(properties).values(aProperty("CL-001")))).toBe("23505");
  });

  it("refuses a second feature with the same key", async () => {
    const feature = { key: "pool", namePt: "Piscina", nameEn: "Pool", nameJp: "プール" };
    await db().insert(propertyFeatures).values(feature);
    expect(await failureCode(db().insert(propertyFeatures).values(feature))).toBe("23505");
  });

  it("refuses a second user with the same e-mail", async () => {
    const user = { email: "staff@example.pt", passwordHash: "x" };
    await db().insert(users).values(user);
    expect(await failureCode(db().insert(users).values(user))).toBe("23505");
  });

  it("refuses a second page settings record for the same page", async () => {
    await db()
      .insert(pageSettings)
      .values({ page: "sell", ...pageTexts });
    expect(
      await failureCode(
        db()
          .insert(pageSettings)
          .values({ page: "sell", ...pageTexts }),
      ),
    ).toBe("23505");
  });

  it("keeps home settings to a single record", async () => {
    await db().insert(homeSettings).values({ titlePt: "Um" });
    expect(await failureCode(db().insert(homeSettings).values({ titlePt: "Dois" }))).toBe("23505");
  });
});

describe("defaults", () => {
  it("fills in the property defaults", async () => {
    const [row] = await db().insert(properties).values(aProperty("CL-002")).returning();
    expect(row).toMatchObject({
      status: "available",
      featured: false,
      featuredOrder: 0,
      images: [],
      features: [],
      bedrooms: null,
      consultantId: null,
      virtualTour: null,
    });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it("fills in lead, mortgage request, user, consultant, testimonial and feature defaults", async () => {
    const [lead] = await db()
      .insert(leads)
      .values({ name: "Ana", email: "ana@example.pt", message: "Olá" })
      .returning();
    expect(lead).toMatchObject({ type: "inquiry", language: "pt", status: "new", phone: null });

    const [request] = await db()
      .insert(mortgageRequests)
      .values({ name: "Rui", email: "rui@example.pt", phone: "912" })
      .returning();
    expect(request).toMatchObject({ language: "pt", status: "new", message: null });

    const [user] = await db()
      .insert(users)
      .values({ email: "u@example.pt", passwordHash: "x" })
      .returning();
    expect(user).toMatchObject({ role: "admin", name: null });

    const [consultant] = await db().insert(consultants).values(aConsultant).returning();
    expect(consultant).toMatchObject({ role: "consultant", active: true, order: 0, photo: null });

    const [testimonial] = await db()
      .insert(testimonials)
      .values({ name: "Kenji", textPt: "Ótimo", textEn: "Great", textJp: "素晴らしい" })
      .returning();
    expect(testimonial).toMatchObject({ rating: 5, active: true, order: 0, company: null });

    const [feature] = await db()
      .insert(propertyFeatures)
      .values({ key: "garden", namePt: "Jardim", nameEn: "Garden", nameJp: "庭" })
      .returning();
    expect(feature).toMatchObject({ active: true });
  });

  it("moves updatedAt forward when a property changes", async () => {
    const [created] = await db().insert(properties).values(aProperty("CL-003")).returning();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const [updated] = await db()
      .update(properties)
      .set({ price: 460_000 })
      .where(eq(properties.ref, "CL-003"))
      .returning();
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(created?.updatedAt.getTime() ?? 0);
  });
});

describe("enumerations and checks", () => {
  it.each([
    [
      "property type",
      sql`insert into properties (ref, type, price, location, city, area, title_pt, title_en, title_jp, description_pt, description_en, description_jp) values ('X1', 'castle', 1, 'a', 'b', 1, 't', 't', 't', 'd', 'd', 'd')`,
    ],
    [
      "property status",
      sql`insert into properties (ref, type, status, price, location, city, area, title_pt, title_en, title_jp, description_pt, description_en, description_jp) values ('X2', 'house', 'rented', 1, 'a', 'b', 1, 't', 't', 't', 'd', 'd', 'd')`,
    ],
    [
      "energy certificate",
      sql`insert into properties (ref, type, energy_certificate, price, location, city, area, title_pt, title_en, title_jp, description_pt, description_en, description_jp) values ('X3', 'house', 'G', 1, 'a', 'b', 1, 't', 't', 't', 'd', 'd', 'd')`,
    ],
    [
      "lead type",
      sql`insert into leads (name, email, message, type) values ('a', 'a@b.pt', 'm', 'complaint')`,
    ],
    [
      "lead status",
      sql`insert into leads (name, email, message, status) values ('a', 'a@b.pt', 'm', 'archived')`,
    ],
    [
      "lead language",
      sql`insert into leads (name, email, message, language) values ('a', 'a@b.pt', 'm', 'fr')`,
    ],
    [
      "mortgage status",
      sql`insert into mortgage_requests (name, email, phone, status) values ('a', 'a@b.pt', '9', 'rejected')`,
    ],
    ["page key", sql`insert into page_settings (page) values ('about')`],
  ])("refuses an unknown %s", async (_name, statement) => {
    expect(await failureCode(db().execute(statement))).toBe("22P02");
  });

  it.each([
    ["a negative price", { price: -1 }],
    ["an area below 1", { area: 0 }],
    ["negative bedrooms", { bedrooms: -1 }],
    ["a latitude out of range", { latitude: 91, longitude: 0 }],
    ["a longitude out of range", { latitude: 0, longitude: 181 }],
    ["half a coordinate pair", { latitude: 38.7 }],
    ["more than 50 images", { images: Array.from({ length: 51 }, (_, i) => `/objects/${i}`) }],
  ])("refuses a property with %s", async (_name, values) => {
    const row = { ...aProperty(`CK-${Math.random()}`), ...values };
    expect(await failureCode(db().insert(properties).values(row))).toBe("23514");
  });

  it("refuses a rating outside 1-5 and a consultant without languages", async () => {
    const testimonial = { name: "A", textPt: "a", textEn: "a", textJp: "a" };
    expect(
      await failureCode(
        db()
          .insert(testimonials)
          .values({ ...testimonial, rating: 6 }),
      ),
    ).toBe("23514");
    expect(
      await failureCode(
        db()
          .insert(testimonials)
          .values({ ...testimonial, rating: 0 }),
      ),
    ).toBe("23514");
    expect(
      await failureCode(
        db()
          .insert(consultants)
          .values({ ...aConsultant, languages: [] }),
      ),
    ).toBe("23514");
  });
});

describe("relations", () => {
  it("keeps a property when its consultant is deleted, clearing consultantId", async () => {
    const [consultant] = await db().insert(consultants).values(aConsultant).returning();
    await db()
      .insert(properties)
      .values({ ...aProperty("CL-004"), consultantId: consultant?.id });
    await db().delete(consultants);
    const [property] = await db().select().from(properties).where(eq(properties.ref, "CL-004"));
    expect(property).toBeDefined();
    expect(property?.consultantId).toBeNull();
  });
});
