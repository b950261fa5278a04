// GET /api/stats against a known sequence of visits, leads, viewings and mortgage requests, on
// days in Lisbon; a consultant's figures are their own listings'; bad periods answer 400.
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import {
  dailyVisitors,
  leadEvents,
  leads,
  mortgageRequests,
  pageVisits,
  users,
} from "@/server/db/schema";
import { call, signIn, signInConsultant } from "../support/http";
import { leadPayload, mortgagePayload, propertyPayload } from "../support/payloads";

let cookie: string;
let adminId: string;

async function listing(overrides: Record<string, unknown> = {}) {
  const answer = await call("POST", "/api/properties", {
    cookie,
    json: propertyPayload(overrides),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.json as { id: string; ref: string; titlePt: string };
}

const visit = (day: string, page: string, views: number, visitors: number, source = "direct") => ({
  day,
  page,
  locale: "pt" as const,
  source,
  propertyRef: page.startsWith("/properties/") ? page.slice("/properties/".length) : null,
  views,
  visitors,
});

/** A lead that arrived at a given Lisbon time (a UTC instant in winter: the same clock). */
async function leadAt(at: string, overrides: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db()
    .insert(leads)
    .values({ ...leadPayload(), message: "m", ...overrides, createdAt: new Date(at) })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

const stats = (query: string, who = cookie) => call("GET", `/api/stats?${query}`, { cookie: who });

beforeEach(async () => {
  cookie = await signIn();
  const [admin] = await db().select({ id: users.id }).from(users);
  adminId = admin?.id ?? "";
});

describe("GET /api/stats", () => {
  it("adds up a known sequence by Lisbon day, and ranks the listings by views", async () => {
    const a = await listing();
    const b = await listing();
    await db()
      .insert(pageVisits)
      .values([
        visit("2026-11-02", "/", 10, 8),
        visit("2026-11-02", `/properties/${a.ref}`, 5, 4, "portals"),
        visit("2026-11-03", `/properties/${a.ref}`, 3, 2, "search"),
        visit("2026-11-03", `/properties/${b.ref}`, 7, 7, "search"),
        // Outside the period: not counted.
        visit("2026-11-05", "/", 100, 90),
      ]);
    await db()
      .insert(dailyVisitors)
      .values([
        { day: "2026-11-02", visitors: 9 },
        { day: "2026-11-03", visitors: 8 },
        { day: "2026-11-05", visitors: 90 },
      ]);
    // 23:30 UTC on 2 November is 23:30 in Lisbon (winter): the 2nd; 00:30 UTC on the 4th: out.
    const first = await leadAt("2026-11-02T23:30:00Z", { propertyRef: a.ref });
    await leadAt("2026-11-03T10:00:00Z", { propertyRef: a.ref, language: "en" });
    await leadAt("2026-11-03T11:00:00Z", { type: "valuation", language: "jp" });
    await leadAt("2026-11-04T00:30:00Z", { propertyRef: b.ref });
    await db()
      .insert(mortgageRequests)
      .values({ ...mortgagePayload(), createdAt: new Date("2026-11-03T09:00:00Z") } as never);
    // Answered three hours after it came: a note by an account.
    await db()
      .insert(leadEvents)
      .values({
        leadId: first,
        kind: "note",
        text: "Liguei",
        userId: adminId,
        createdAt: new Date("2026-11-03T02:30:00Z"),
      });

    const answer = await stats("from=2026-11-02&to=2026-11-03");
    expect(answer.status, answer.text).toBe(200);
    const figures = answer.json;
    expect(figures.bucket).toBe("day");
    expect(figures.series).toEqual([
      { period: "2026-11-02", views: 15, visitors: 9, leads: 1, viewings: 0, mortgageRequests: 0 },
      { period: "2026-11-03", views: 10, visitors: 8, leads: 2, viewings: 0, mortgageRequests: 1 },
    ]);
    expect(figures.totals).toMatchObject({
      views: 25,
      visitors: 17,
      leads: 3,
      mortgageRequests: 1,
    });
    expect(figures.listings.map((l: { ref: string }) => l.ref)).toEqual([a.ref, b.ref]);
    expect(figures.listings[0]).toMatchObject({ views: 8, visitors: 6, leads: 2 });
    expect(figures.listings[0].conversion).toBeCloseTo(2 / 6);
    expect(figures.listings[1]).toMatchObject({ views: 7, leads: 0, conversion: 0 });
    expect(figures.sources).toEqual([
      { source: "direct", views: 10 },
      { source: "search", views: 10 },
      { source: "portals", views: 5 },
    ]);
    expect(figures.leadsByType).toEqual(
      expect.arrayContaining([
        { type: "inquiry", leads: 2 },
        { type: "valuation", leads: 1 },
      ]),
    );
    expect(figures.leadsByLanguage).toEqual(
      expect.arrayContaining([
        { language: "pt", leads: 1 },
        { language: "en", leads: 1 },
        { language: "jp", leads: 1 },
      ]),
    );
    expect(figures.firstAnswer).toEqual([
      { consultantId: null, name: "Administradores", leads: 3, answered: 1, medianHours: 3 },
    ]);
  });

  it("goes by month past three months, every month present", async () => {
    await db().insert(dailyVisitors).values({ day: "2026-03-15", visitors: 4 });
    const answer = await stats("from=2026-01-01&to=2026-12-31");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.bucket).toBe("month");
    expect(answer.json.series).toHaveLength(12);
    expect(answer.json.series[2]).toMatchObject({ period: "2026-03", visitors: 4 });
  });

  it("gives a consultant the figures of their own listings and requests only", async () => {
    const consultant = await signInConsultant();
    const own = await listing({ consultantId: consultant.consultantId });
    const other = await listing();
    await db()
      .insert(pageVisits)
      .values([
        visit("2026-11-02", "/", 50, 40),
        visit("2026-11-02", `/properties/${own.ref}`, 6, 5),
        visit("2026-11-02", `/properties/${other.ref}`, 9, 9),
      ]);
    await db().insert(dailyVisitors).values({ day: "2026-11-02", visitors: 50 });
    await leadAt("2026-11-02T12:00:00Z", {
      propertyRef: own.ref,
      consultantId: consultant.consultantId,
    });
    await leadAt("2026-11-02T12:00:00Z", { propertyRef: other.ref });
    const answer = await stats("from=2026-11-02&to=2026-11-02", consultant.cookie);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.series).toEqual([
      { period: "2026-11-02", views: 6, visitors: 5, leads: 1, viewings: 0, mortgageRequests: 0 },
    ]);
    expect(answer.json.listings.map((l: { ref: string }) => l.ref)).toEqual([own.ref]);
  });

  it.each([
    ["from=2026-11-10&to=2026-11-01", "to", /posterior/],
    ["from=2020-01-01&to=2026-01-02", "to", /5 anos/],
    ["from=2026-02-30&to=2026-03-01", "from", /inválida/],
    ["from=01-11-2026&to=2026-11-30", "from", /AAAA-MM-DD/],
    ["to=2026-11-30", "from", /início/],
    ["from=2026-11-01&to=2026-11-30&consultant=x", undefined, /consultant/],
  ])("answers 400 to %s, with the reason beside the field", async (query, field, reason) => {
    const answer = await stats(query);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toMatch(reason);
    if (field) expect(JSON.stringify(answer.json.fields ?? answer.json)).toContain(field);
  });

  it("is for staff only", async () => {
    const answer = await call("GET", "/api/stats?from=2026-11-01&to=2026-11-30");
    expect(answer.status).toBe(401);
  });
});
