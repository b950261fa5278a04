// Hostile input to every POST, PUT and PATCH route, public and admin: wrong types, missing
// and extra keys, prototype keys, huge strings, control characters, mixed scripts and emoji,
// out-of-range numbers, arrays for objects. Never a 5xx, never a stack trace or SQL in the
// answer, and a refused request leaves the database as it was.

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { resetEnv } from "@/server/env";
import { allEndpoints } from "@/server/http/openapi";
import {
  consultantPayload,
  insertFeatures,
  leadPayload,
  mortgagePayload,
  propertyPayload,
  testimonialPayload,
} from "../support/factories";
import { call, signIn } from "../support/http";
import { concretePath } from "../support/routes";

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
// The geocoder is never reachable from the fuzzer: a closed local port refuses at once.
process.env.GEOCODER_URL = "http://127.0.0.1:9";
resetEnv();

/** A fingerprint of every table the API writes (sessions change on every login). */
async function snapshot(): Promise<string> {
  const tables = [
    "properties",
    "property_features",
    "leads",
    "mortgage_requests",
    "users",
    "consultants",
    "testimonials",
    "home_settings",
    "page_settings",
  ];
  const parts = [];
  for (const table of tables) {
    const result = await db().execute(
      sql.raw(
        `select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${table} t`,
      ),
    );
    parts.push((result as unknown as { rows: { h: string }[] }).rows[0]?.h ?? "");
  }
  return parts.join(":");
}

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e",
    "'; drop table leads; --",
    "<script>x</script>",
    "🏡🇵🇹",
    "ﾃｽﾄ",
    "a".repeat(300_000),
  ),
);
const hostileValue = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 60 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
/** Objects built from the endpoint's own field names (so validation goes deep) plus strays. */
const hostileBody = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] }),
    fc.dictionary(
      fc.constantFrom("__proto__", "constructor", "prototype", ...fields, "extra"),
      hostileValue,
    ),
    fc.anything(),
    fc.array(hostileValue),
  );

const ids: Record<string, string> = {};
let cookie = "";

beforeEach(async () => {
  cookie = await signIn();
  await insertFeatures("pool");
  const make = async (path: string, json: unknown) =>
    (await call("POST", path, { cookie, json })).json.id as string;
  ids["/api/properties/{id}"] = await make("/api/properties", propertyPayload());
  ids["/api/consultants/{id}"] = await make("/api/consultants", consultantPayload());
  ids["/api/testimonials/{id}"] = await make("/api/testimonials", testimonialPayload());
  ids["/api/property-features/{id}"] = await make("/api/property-features", {
    key: "fuzz",
    namePt: "a",
    nameEn: "a",
    nameJp: "a",
  });
  ids["/api/leads/{id}"] = await make("/api/leads", leadPayload());
  ids["/api/mortgage-requests/{id}"] = await make("/api/mortgage-requests", mortgagePayload());
  ids["/api/users/{id}"] = await make("/api/users", {
    name: "U",
    email: "u@example.pt",
    password: "secret-1",
  });
});

const writes = allEndpoints().filter(({ endpoint }) =>
  ["POST", "PUT", "PATCH"].includes(endpoint.method),
);

function expectSafe(response: { status: number; text: string }, label: string) {
  expect(response.status, label).toBeLessThan(500);
  expect(response.text, label).not.toMatch(
    /\bat \S+ \(|node_modules|\bselect\b.*\bfrom\b|insert into|violates|ECONN/i,
  );
}

describe.each(
  writes.map(({ id, endpoint }) => [`${endpoint.method} ${endpoint.path}`, id, endpoint] as const),
)("%s", (_name, _id, endpoint) => {
  const fields = Object.keys(
    ((endpoint.body as { shape?: object } | undefined)?.shape ?? {}) as Record<string, unknown>,
  );
  it("survives hostile input without a 5xx, leaks or changes when refusing", async () => {
    const path = concretePath(endpoint.path, ids);
    await fc.assert(
      fc.asyncProperty(hostileBody(fields), fc.boolean(), async (body, asJson) => {
        const before = await snapshot();
        const response = asJson
          ? await call(endpoint.method as "POST", path, { cookie, json: body })
          : await call(endpoint.method as "POST", path, {
              cookie,
              body: typeof body === "string" ? body : (JSON.stringify(body) ?? "").slice(0, -1),
              contentType: endpoint.rawBody
                ? "multipart/form-data; boundary=x"
                : "application/json",
            });
        expectSafe(response, `${endpoint.method} ${path}`);
        if (response.status >= 400) expect(await snapshot()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("query strings", () => {
  it("are refused with 400 unless the call takes that key, never fatal", async () => {
    const known: Record<string, string[]> = {
      "/api/properties": [],
      "/api/testimonials": [],
      "/api/geocode": ["q"],
    };
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (key, value) => {
        const query = new URLSearchParams({ [key]: value }).toString();
        for (const [path, keys] of Object.entries(known)) {
          const response = await call("GET", `${path}?${query}`, { cookie });
          expectSafe(response, path);
          if (!keys.includes(key)) expect(response.status, `${path}?${query}`).toBe(400);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
