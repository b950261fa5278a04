// One listing's figures (GET /api/properties/{id}/stats) against a known sequence, and the
// anonymous favourite count a visitor's browser sends (POST /api/favourites).
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { leads, pageVisits } from "@/server/db/schema";
import { call, signIn, signInConsultant } from "../support/http";
import { leadPayload, propertyPayload } from "../support/payloads";

let cookie: string;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());

async function listing(overrides: Record<string, unknown> = {}) {
  const answer = await call("POST", "/api/properties", {
    cookie,
    json: propertyPayload(overrides),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as { id: string; ref: string };
}

const views = (ref: string, day: string, count: number) => ({
  day,
  page: `/properties/${ref}`,
  locale: "pt" as const,
  source: "search",
  propertyRef: ref,
  views: count,
  visitors: count,
});

beforeEach(async () => {
  cookie = await signIn();
});

describe("POST /api/favourites", () => {
  it("counts an addition for the listing and the day, and nothing else", async () => {
    const { id, ref } = await listing();
    for (const ip of ["198.51.100.1", "198.51.100.2"]) {
      const answer = await call("POST", "/api/favourites", { ip, json: { ref } });
      expect(answer.status, answer.text).toBe(204);
    }
    const stats = await call("GET", `/api/properties/${id}/stats?from=${today}&to=${today}`, {
      cookie,
    });
    expect(stats.json.totals.favourites).toBe(2);
  });

  it("answers 404 for a listing that does not exist, 400 for a bad body, 429 past the hour's limit", async () => {
    const { ref } = await listing();
    expect((await call("POST", "/api/favourites", { json: { ref: "NOPE-1" } })).status).toBe(404);
    expect((await call("POST", "/api/favourites", { json: { ref: "" } })).status).toBe(400);
    expect((await call("POST", "/api/favourites", { json: { ref, who: 1 } })).status).toBe(400);
    const ip = "198.51.100.9";
    for (let i = 0; i < 60; i++) await call("POST", "/api/favourites", { ip, json: { ref } });
    expect((await call("POST", "/api/favourites", { ip, json: { ref } })).status).toBe(429);
  });
});

describe("GET /api/properties/{id}/stats", () => {
  it("gives the listing's figures by day, its prices, and its town's listings of its type", async () => {
    const subject = await listing({ type: "house", city: "Cascais", price: 900_000 });
    const a = await listing({ type: "house", city: "Cascais", price: 1_000_000 });
    const b = await listing({ type: "house", city: "Cascais", price: 1_400_000 });
    await listing({ type: "apartment", city: "Cascais", price: 300_000 });
    await db()
      .insert(pageVisits)
      .values([
        views(subject.ref, "2026-11-02", 4),
        views(subject.ref, "2026-11-03", 6),
        views(a.ref, "2026-11-02", 10),
        views(b.ref, "2026-11-03", 20),
      ]);
    await db()
      .insert(leads)
      .values({
        ...leadPayload(),
        propertyRef: subject.ref,
        createdAt: new Date("2026-11-03T15:00:00Z"),
      });
    const patched = await call("PATCH", `/api/properties/${subject.id}`, {
      cookie,
      json: { price: 850_000 },
    });
    expect(patched.status, patched.text).toBe(200);

    const answer = await call(
      "GET",
      `/api/properties/${subject.id}/stats?from=2026-11-02&to=2026-11-03`,
      { cookie },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.series).toEqual([
      { period: "2026-11-02", views: 4, visitors: 4, favourites: 0, leads: 0, viewings: 0 },
      { period: "2026-11-03", views: 6, visitors: 6, favourites: 0, leads: 1, viewings: 0 },
    ]);
    expect(answer.json.prices.map((p: { price: number }) => p.price)).toEqual([900_000, 850_000]);
    expect(answer.json.daysOnMarket).toBe(0);
    expect(answer.json.similar).toEqual({ listings: 2, medianViews: 15, medianPrice: 1_200_000 });
  });

  it("shows a consultant their own listings' figures only, and refuses bad periods", async () => {
    const consultant = await signInConsultant();
    const own = await listing({ consultantId: consultant.consultantId });
    const other = await listing();
    const period = "from=2026-11-01&to=2026-11-30";
    const mine = await call("GET", `/api/properties/${own.id}/stats?${period}`, {
      cookie: consultant.cookie,
    });
    expect(mine.status, mine.text).toBe(200);
    const theirs = await call("GET", `/api/properties/${other.id}/stats?${period}`, {
      cookie: consultant.cookie,
    });
    expect(theirs.status).toBe(403);
    const reversed = await call(
      "GET",
      `/api/properties/${own.id}/stats?from=2026-11-30&to=2026-11-01`,
      {
        cookie,
      },
    );
    expect(reversed.status).toBe(400);
    const missing = await call(
      "GET",
      `/api/properties/6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b/stats?${period}`,
      { cookie },
    );
    expect(missing.status).toBe(404);
  });
});
