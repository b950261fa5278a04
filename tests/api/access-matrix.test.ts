// The access matrix, generated from the endpoint list (src/lib/api/index.ts): every endpoint is
// called as an anonymous visitor, a consultant and an administrator, and the answer is checked
// against its declared access (docs/security.md#staff-rights). Refused: 401 for anonymous on
// "staff" and "admin", 403 for a consultant on "admin". Allowed, two cases:
// - "2xx": a call that takes no body and names only things that exist (the caller's own account
//   and profile, another consultant's real profile, the "sell" page, the "privacy" notice, the
//   Kyero portal), given the query it needs (SAMPLE_QUERY): it must succeed, so an allowed GET
//   answering 400 or 404 fails the test.
// - "allowed" (not 401 or 403, and below 500): a call that takes a body, names an id that does
//   not exist here (a listing, a lead, an import, a session, a viewing) or needs state a generic
//   call cannot have (NEEDS_STATE). Its 400, 404, 409 or 415 is about the input, not the caller;
//   the tests of each resource check its successes with real data.
// The accounts' sessions are opened directly (the login route has its own tests), so the
// matrix stays quick.
import { describe, expect, it } from "vitest";
import { api } from "@/lib/api";
import type { Endpoint } from "@/lib/api/endpoint";
import { createSession } from "@/server/auth/sessions";
import { db } from "@/server/db/client";
import { consultants, users } from "@/server/db/schema";
import { createUploadToken } from "@/server/uploads/upload-url";
import { call } from "../support/http";
import { consultantPayload } from "../support/payloads";
import { concretePath, type HttpMethod } from "../support/routes";

const endpoints = Object.entries(api).flatMap(([group, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    id: `${group}.${name}`,
    endpoint,
  })),
);

type Caller = "anonymous" | "consultant" | "admin";

interface Signed {
  cookie: string;
  userId: string;
  consultantId?: string;
}

async function newProfile(): Promise<string> {
  const [profile] = await db()
    .insert(consultants)
    .values(consultantPayload() as never)
    .returning({ id: consultants.id });
  if (!profile) throw new Error("no consultant profile");
  return profile.id;
}

/** A new account of the caller's kind with an open session (no password: none is typed). */
async function signedIn(caller: Caller): Promise<Signed | null> {
  if (caller === "anonymous") return null;
  const consultantId = caller === "consultant" ? await newProfile() : undefined;
  const [user] = await db()
    .insert(users)
    .values({
      email: `${caller}-${crypto.randomUUID()}@example.pt`,
      passwordHash: "not a hash: nobody signs in with a password here",
      access: caller === "admin" ? "admin" : "consultant",
      consultantId,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  const { token } = await createSession(user.id, { userAgent: null, ip: null });
  return { cookie: `casa_session=${token}`, userId: user.id, consultantId };
}

/** The query a call needs to succeed, for the calls whose query has required fields. */
const SAMPLE_QUERY: Record<string, string> = {
  "stats.site": "from=2026-01-01&to=2026-01-31",
  "personalData.find": "email=nobody@example.pt",
  "personalData.erase": "email=nobody@example.pt",
};

/** Calls that cannot succeed without state a generic call does not have, and why. */
const NEEDS_STATE: Record<string, string> = {
  "twoFactor.recoveryCodes": "the second factor must be on (409 otherwise)",
  "users.remove": "the only real id is the caller's own account, which cannot be removed (409)",
  "twoFactor.reset": "the only real id is the caller's own account: 409, «A minha conta» does it",
  "geocode.lookup": "needs a geocoding service (tests/api/geocode.test.ts runs a fake one)",
  "savedSearches.stopPage": "needs a real unsubscribe token",
  "savedSearches.confirm": "needs a real confirmation token",
  "mailMessages.list": "needs an existing lead, mortgage request or viewing id",
};

/** Path parameters that always name something real here (tests/support/routes.ts). */
const REAL_PARAMS = new Set(["{page}", "{notice}", "{portal}"]);

/**
 * The concrete URL, and whether everything it names exists: the caller's own account and
 * profile, another consultant's real profile (for callers without one), the fixed names.
 */
async function urlFor(
  endpoint: Endpoint,
  id: string,
  who: Signed | null,
): Promise<{ url: string; real: boolean }> {
  const own: Record<string, string> = {};
  let params: string[] = endpoint.path.match(/\{[^}]+\}/g) ?? [];
  if (who && endpoint.path.startsWith("/api/users/{id}")) own[endpoint.path] = who.userId;
  if (endpoint.path.startsWith("/api/consultants/{id}")) {
    own[endpoint.path] = who?.consultantId ?? (await newProfile());
  }
  if (own[endpoint.path]) params = params.filter((param) => param !== "{id}");
  const real = params.every((param) => REAL_PARAMS.has(param));
  const path = endpoint.path.includes("{token}")
    ? `${endpoint.path.split("{token}")[0]}${createUploadToken().token}`
    : concretePath(endpoint.path, own);
  const query = SAMPLE_QUERY[id];
  return { url: query ? `${path}?${query}` : path, real };
}

type Want = 401 | 403 | "2xx" | "allowed";

/** What each caller should get: refused with its status, a success, or "allowed" (see top). */
function expected(id: string, endpoint: Endpoint, caller: Caller): Want {
  if (endpoint.access !== "public") {
    if (caller === "anonymous") return 401;
    if (caller === "consultant" && endpoint.access === "admin") return 403;
  }
  const takesBody = endpoint.body !== undefined || endpoint.rawBody !== undefined;
  const pathIsReal = (endpoint.path.match(/\{[^}]+\}/g) ?? []).every(
    (param) =>
      REAL_PARAMS.has(param) ||
      (param === "{id}" && /^\/api\/(users|consultants)\/\{id\}/.test(endpoint.path)),
  );
  return takesBody || !pathIsReal || id in NEEDS_STATE ? "allowed" : "2xx";
}

describe("the access matrix covers", () => {
  it("every endpoint of the list, each declaring public, staff or admin", () => {
    expect(endpoints.length).toBeGreaterThan(50);
    for (const { id, endpoint } of endpoints) {
      expect(["public", "staff", "admin"], id).toContain(endpoint.access);
    }
  });

  it("leaves consultants the staff calls they need, and administrators the rest", () => {
    const staff = endpoints.filter(({ endpoint }) => endpoint.access === "staff").map((e) => e.id);
    expect(staff).toEqual(
      expect.arrayContaining([
        "properties.create",
        "properties.update",
        "consultants.update",
        "leads.list",
        "leads.update",
        "mortgageRequests.list",
        "auth.me",
      ]),
    );
    const admin = endpoints.filter(({ endpoint }) => endpoint.access === "admin").map((e) => e.id);
    expect(admin).toEqual(
      expect.arrayContaining([
        "properties.remove",
        "properties.reorderFeatured",
        "users.list",
        "users.create",
        "users.remove",
        "testimonials.create",
        "features.create",
        "homeSettings.update",
        "legalSettings.update",
        "notices.update",
        "portals.update",
        "imports.kyero",
        "personalData.find",
        "privacySettings.update",
        "auditLog.list",
      ]),
    );
  });
});

const CALLERS = ["anonymous", "consultant", "admin"] as const;

describe("the access matrix expects a success", () => {
  it("of every GET that names no made-up id, for each caller let through", () => {
    const loose = endpoints.filter(
      ({ id, endpoint }) =>
        endpoint.method === "GET" &&
        !/\{(?!page\}|notice\}|portal\})/.test(endpoint.path) &&
        CALLERS.some((caller) => expected(id, endpoint, caller) === "allowed"),
    );
    // Each needs state a generic call cannot have (NEEDS_STATE); no other GET may join them.
    expect(loose.map(({ id }) => id).sort()).toEqual([
      "geocode.lookup",
      "mailMessages.list",
      "savedSearches.stopPage",
    ]);
  });
});

describe.each(
  endpoints.map(({ id, endpoint }) => [`${id} (${endpoint.access})`, id, endpoint] as const),
)("%s", (_name, id, endpoint) => {
  const answers = CALLERS.map((caller) => `${caller}: ${expected(id, endpoint, caller)}`);
  it(answers.join(", "), async () => {
    for (const caller of CALLERS) await expectAnswer(id, endpoint, caller);
  });
});

async function expectAnswer(id: string, endpoint: Endpoint, caller: Caller) {
  const want = expected(id, endpoint, caller);
  const who = await signedIn(caller);
  const { url, real } = await urlFor(endpoint, id, who);
  const response = await call(endpoint.method as HttpMethod, url, {
    cookie: who?.cookie,
    json: endpoint.body !== undefined ? {} : undefined,
  });
  const seen = `${caller} ${endpoint.method} ${url}: ${response.status} ${response.text.slice(0, 200)}`;
  if (want === "2xx") {
    expect(real, `${seen}: a success is expected only where the path names real things`).toBe(true);
    expect(response.status, seen).toBeGreaterThanOrEqual(200);
    expect(response.status, seen).toBeLessThan(300);
  } else if (want === "allowed") {
    // A body, a made-up id or missing state: the answer is about the input, not the caller.
    expect([401, 403], seen).not.toContain(response.status);
    expect(response.status, seen).toBeLessThan(500);
  } else {
    expect(response.status, seen).toBe(want);
    // Portuguese, for the staff who meet it.
    expect(response.json?.message, seen).toMatch(/[a-zà-ú]/i);
  }
}
