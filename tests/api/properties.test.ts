import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { consultantPayload, insertFeatures, propertyPayload } from "../support/factories";
import { call, signIn } from "../support/http";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/properties", {
    cookie,
    json: propertyPayload(overrides),
  });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

describe("GET /api/properties", () => {
  it("answers the full list to anyone, newest first, with every field of a property", async () => {
    const first = await create();
    const second = await create();
    const response = await call("GET", "/api/properties");
    expect(response.status).toBe(200);
    expect(response.json.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
    expect(response.json[0]).toMatchObject({
      status: "available",
      energyCertificate: "B",
      featured: false,
      featuredOrder: 0,
      coordinates: null,
      images: [],
      features: [],
    });
    expect(response.json[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe("POST /api/properties", () => {
  it("accepts land as energy-exempt and answers it so", async () => {
    const created = await create({ type: "land", energyCertificate: "exempt" });
    expect(created).toMatchObject({ type: "land", energyCertificate: "exempt" });
    const read = await call("GET", `/api/properties/${created.id}`);
    expect(read.json.energyCertificate).toBe("exempt");
  });

  it("creates a property with every field and answers it", async () => {
    await insertFeatures("pool", "garden");
    const consultant = await call("POST", "/api/consultants", {
      cookie,
      json: consultantPayload(),
    });
    const created = await create({
      status: "reserved",
      district: "Lisboa",
      coordinates: { lat: 38.711, lng: -9.13 },
      bedrooms: 2,
      bathrooms: 1,
      yearBuilt: 1920,
      energyCertificate: "B-",
      featured: true,
      featuredOrder: 3,
      consultantId: consultant.json.id,
      images: ["/objects/0123456789abcdef0123456789abcdef", "https://example.com/a.jpg"],
      virtualTour: "https://my.matterport.com/show/?m=abc",
      features: ["pool", "garden"],
    });
    expect(created).toMatchObject({
      status: "reserved",
      coordinates: { lat: 38.711, lng: -9.13 },
      consultantId: consultant.json.id,
      features: ["pool", "garden"],
      featuredOrder: 3,
    });
    const fetched = await call("GET", `/api/properties/${created.id}`);
    expect(fetched.json).toEqual(created);
  });

  it.each([
    ["a missing ref", { ref: undefined }, "ref"],
    ["a blank location", { location: "  " }, "location"],
    ["a missing city", { city: undefined }, "city"],
    ["a negative price", { price: -1 }, "price"],
    ["a fractional price", { price: 100.5 }, "price"],
    ["a price sent as text", { price: "100000" }, "price"],
    ["an area of 0", { area: 0 }, "area"],
    ["a fractional area", { area: 10.5 }, "area"],
    ["negative bedrooms", { bedrooms: -1 }, "bedrooms"],
    ["fractional bathrooms", { bathrooms: 1.5 }, "bathrooms"],
    ["an unknown type", { type: "castle" }, "type"],
    ["an unknown status", { status: "rented" }, "status"],
    ["an unknown energy certificate", { energyCertificate: "G" }, "energyCertificate"],
    ["no energy class (every ad shows one)", { energyCertificate: undefined }, "energyCertificate"],
    ["a latitude above 90", { coordinates: { lat: 90.1, lng: 0 } }, "coordinates"],
    ["a longitude below -180", { coordinates: { lat: 0, lng: -180.5 } }, "coordinates"],
    ["coordinates without lng", { coordinates: { lat: 1 } }, "coordinates"],
    ["a missing English title", { titleEn: undefined }, "titleEn"],
    ["a blank Japanese description", { descriptionJp: "" }, "descriptionJp"],
    [
      "51 images",
      { images: Array.from({ length: 51 }, (_, i) => `https://example.com/${i}.jpg`) },
      "images",
    ],
    ["an image that is not a path or URL", { images: ["javascript:alert(1)"] }, "images"],
    [
      "a virtual tour that is not http(s)",
      { virtualTour: "ftp://example.com/tour" },
      "virtualTour",
    ],
    [
      "a virtual tour over plain http (embedded in our pages: https only)",
      { virtualTour: "http://my.matterport.com/show/?m=abc" },
      "virtualTour",
    ],
    ["an unknown key", { colour: "blue" }, ""],
  ])("refuses %s with 400 and stores nothing", async (_what, overrides, field) => {
    const payload = { ...propertyPayload(), ...overrides };
    const response = await call("POST", "/api/properties", { cookie, json: payload });
    expect(response.status).toBe(400);
    expect(response.json.message).toBeTruthy();
    expect(response.json.issues.length).toBeGreaterThan(0);
    if (field) expect(response.json.issues[0].path[0]).toBe(field);
    expect((await call("GET", "/api/properties")).json).toHaveLength(0);
  });

  it("refuses feature keys that do not exist", async () => {
    await insertFeatures("pool");
    const response = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ features: ["pool", "helipad"] }),
    });
    expect(response.status).toBe(400);
    expect(response.json.issues[0].message).toContain("helipad");
  });

  it("refuses a consultant that does not exist", async () => {
    const response = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ consultantId: "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b" }),
    });
    expect(response.status).toBe(400);
  });

  it("answers 409 for a duplicate ref", async () => {
    await create({ ref: "CL-DUP" });
    const response = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload({ ref: "CL-DUP" }),
    });
    expect(response.status).toBe(409);
    expect(response.json.message).toMatch(/referência/);
  });
});

describe("PATCH /api/properties/{id}", () => {
  it("changes only the fields sent", async () => {
    const created = await create({ bedrooms: 2 });
    const response = await call("PATCH", `/api/properties/${created.id}`, {
      cookie,
      json: { price: 399_000, bedrooms: null, coordinates: { lat: 41.15, lng: -8.61 } },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      ...created,
      price: 399_000,
      bedrooms: null,
      coordinates: { lat: 41.15, lng: -8.61 },
      updatedAt: expect.any(String),
    });
    expect(response.json.updatedAt >= created.updatedAt).toBe(true);
  });

  it("validates like POST and changes nothing when it refuses", async () => {
    const created = await create();
    for (const body of [
      { price: -5 },
      { area: 0 },
      { type: "castle" },
      { ref: "" },
      { extra: 1 },
    ]) {
      const response = await call("PATCH", `/api/properties/${created.id}`, { cookie, json: body });
      expect(response.status).toBe(400);
    }
    expect((await call("GET", `/api/properties/${created.id}`)).json).toEqual(created);
  });

  it("answers 409 when the new ref is taken", async () => {
    await create({ ref: "TAKEN" });
    const other = await create();
    const response = await call("PATCH", `/api/properties/${other.id}`, {
      cookie,
      json: { ref: "TAKEN" },
    });
    expect(response.status).toBe(409);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = await call("PATCH", "/api/properties/6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b", {
      cookie,
      json: { price: 1 },
    });
    expect(unknown.status).toBe(404);
    const malformed = await call("GET", "/api/properties/not-a-uuid");
    expect(malformed.status).toBe(404);
  });
});

describe("DELETE /api/properties/{id}", () => {
  it("deletes the property, then answers 404", async () => {
    const created = await create();
    expect((await call("DELETE", `/api/properties/${created.id}`, { cookie })).status).toBe(204);
    expect((await call("GET", `/api/properties/${created.id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/properties/${created.id}`, { cookie })).status).toBe(404);
  });
});

describe("PATCH /api/properties/featured/order", () => {
  it("saves every featuredOrder", async () => {
    const a = await create({ featured: true, featuredOrder: 0 });
    const b = await create({ featured: true, featuredOrder: 1 });
    const response = await call("PATCH", "/api/properties/featured/order", {
      cookie,
      json: [
        { id: a.id, featuredOrder: 1 },
        { id: b.id, featuredOrder: 0 },
      ],
    });
    expect(response.status).toBe(204);
    expect((await call("GET", `/api/properties/${a.id}`)).json.featuredOrder).toBe(1);
    expect((await call("GET", `/api/properties/${b.id}`)).json.featuredOrder).toBe(0);
  });

  it("changes nothing when one id is unknown", async () => {
    const a = await create({ featured: true, featuredOrder: 0 });
    const response = await call("PATCH", "/api/properties/featured/order", {
      cookie,
      json: [
        { id: a.id, featuredOrder: 7 },
        { id: "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b", featuredOrder: 1 },
      ],
    });
    expect(response.status).toBe(400);
    expect((await call("GET", `/api/properties/${a.id}`)).json.featuredOrder).toBe(0);
  });

  it("is not taken for /api/properties/{id}", async () => {
    const response = await call("PATCH", "/api/properties/featured/order", {
      cookie,
      json: { price: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("Dados do pedido inválidos");
  });
});

describe("the cached full list", () => {
  it("shows every change at once, even changes in quick succession", async () => {
    const created = await create({ price: 100_000 });
    for (const price of [100_001, 100_002, 100_003]) {
      await call("PATCH", `/api/properties/${created.id}`, { cookie, json: { price } });
      const list = await call("GET", "/api/properties");
      expect(list.json.find((p: { id: string }) => p.id === created.id).price).toBe(price);
    }
    await call("DELETE", `/api/properties/${created.id}`, { cookie });
    expect((await call("GET", "/api/properties")).json).toHaveLength(0);
  });

  it("shows a change made straight to the database by another writer", async () => {
    const created = await create({ price: 100_000 });
    const before = await call("GET", "/api/properties");
    // Another app instance, or someone at a SQL prompt: nothing in this process hears of it.
    await db().execute(sql`update properties set price = 250000 where id = ${created.id}`);
    const after = await call("GET", "/api/properties", {
      headers: { "if-none-match": before.headers.get("etag") ?? "" },
    });
    expect(after.status).toBe(200);
    expect(after.json[0].price).toBe(250_000);

    await db().execute(sql`delete from properties`);
    expect((await call("GET", "/api/properties")).json).toEqual([]);
  });

  it("answers many readers at once with the same, current list", async () => {
    await create({ price: 100_000 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call("GET", "/api/properties")),
    );
    const tags = new Set(answers.map((answer) => answer.headers.get("etag")));
    expect(tags.size).toBe(1);
    expect(answers.every((answer) => answer.json.length === 1)).toBe(true);
  });
});
