// NUL and the other control characters in any text field of any write, public or admin, are
// refused with 400 naming the field, and nothing is written. PostgreSQL refuses NUL in text:
// before this check, a lead's message "a\u0000b" and seven admin writes answered 500.
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import {
  consultantPayload,
  leadPayload,
  mortgagePayload,
  propertyPayload,
  testimonialPayload,
} from "../support/factories";
import { call, signIn } from "../support/http";

let cookie = "";
const ids: Record<string, string> = {};

beforeEach(async () => {
  cookie = await signIn();
  const make = async (path: string, json: unknown) =>
    (await call("POST", path, { cookie, json })).json.id as string;
  ids.property = await make("/api/properties", propertyPayload());
  ids.consultant = await make("/api/consultants", consultantPayload());
  ids.testimonial = await make("/api/testimonials", testimonialPayload());
  ids.feature = await make("/api/property-features", {
    key: "pool",
    namePt: "Piscina",
    nameEn: "Pool",
    nameJp: "プール",
  });
});

const feature = { key: "garden", namePt: "Jardim", nameEn: "Garden", nameJp: "庭" };
const user = { name: "Rita", email: "rita@casalusa.pt", password: "a-long-Secret-42" };
const homeSettings = { heroTitlePt: "Casas", heroTitleEn: "Homes", heroTitleJp: "住まい" };
const pageSettings = { titlePt: "Vender", titleEn: "Sell", titleJp: "売却" };

/** Every write with a valid body; `path` may name an id made in beforeEach. */
const WRITES: [method: "POST" | "PATCH", path: string, body: () => Record<string, unknown>][] = [
  ["POST", "/api/leads", () => leadPayload({ propertyRef: "CL-1" })],
  ["POST", "/api/mortgage-requests", () => mortgagePayload()],
  ["POST", "/api/properties", () => propertyPayload()],
  ["PATCH", "/api/properties/{property}", () => propertyPayload()],
  ["POST", "/api/consultants", () => consultantPayload()],
  ["PATCH", "/api/consultants/{consultant}", () => consultantPayload()],
  ["POST", "/api/testimonials", () => testimonialPayload()],
  ["PATCH", "/api/testimonials/{testimonial}", () => testimonialPayload()],
  ["POST", "/api/property-features", () => ({ ...feature })],
  ["PATCH", "/api/property-features/{feature}", () => ({ namePt: "Piscina aquecida" })],
  ["POST", "/api/users", () => ({ ...user })],
  ["PATCH", "/api/home-settings", () => ({ ...homeSettings })],
  ["PATCH", "/api/page-settings/sell", () => ({ ...pageSettings })],
  ["POST", "/api/auth/login", () => ({ email: "admin@casalusa.pt", password: "x" })],
];

async function fingerprint(): Promise<string> {
  const tables = ["properties", "consultants", "testimonials", "property_features", "leads"];
  const counts = await Promise.all(
    tables.map(async (table) => {
      const result = await db().execute(sql.raw(`select count(*)::int as n from ${table}`));
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    }),
  );
  return counts.join(",");
}

describe.each(WRITES)("%s %s", (method, pattern, body) => {
  const valid = body();
  const textFields = Object.entries(valid).filter(([, value]) => typeof value === "string");

  it.each(textFields.map(([field]) => field))(
    "refuses NUL or another control character in %s with 400 naming it",
    async (field) => {
      const path = pattern.replace(/\{(\w+)\}/, (_, name: string) => ids[name] ?? "");
      const before = await fingerprint();
      for (const hostile of ["a\u0000b", "a\u0008b", "\u001b[31mred", "a\u007fb"]) {
        const response = await call(method, path, {
          cookie,
          json: { ...body(), [field]: hostile },
        });
        expect(response.status, `${field} = ${JSON.stringify(hostile)}`).toBe(400);
        expect(response.json.issues?.[0]).toMatchObject({
          path: [field],
          code: "invalid_format",
          format: "control_characters",
        });
      }
      expect(await fingerprint()).toBe(before);
    },
  );
});

it("keeps line breaks and tabs in a message", async () => {
  const response = await call("POST", "/api/leads", {
    json: leadPayload({ message: "Primeira linha\r\nSegunda\tlinha" }),
  });
  expect(response.status).toBe(201);
  expect(response.json.message).toBe("Primeira linha\r\nSegunda\tlinha");
});

it("refuses control characters in a query string, and in a key of the body", async () => {
  const query = await call("GET", `/api/geocode?q=${encodeURIComponent("Rua\u0000")}`, {
    cookie,
  });
  expect(query.status).toBe(400);
  const key = await call("POST", "/api/leads", {
    json: { ...leadPayload(), "na\u0000me": "x" },
  });
  expect(key.status).toBe(400);
});
