// The access matrix, generated from the endpoint list (src/lib/api/index.ts): every endpoint is
// called as an anonymous visitor, a consultant and an administrator, and the answer is checked
// against its declared access. Refused: 401 for anonymous on "staff" and "admin", 403 for a
// consultant on "admin". Allowed: never 401 or 403 (any other status is about the input, which
// here is empty or made up). Calls on a user or a consultant profile name the caller's own, so a
// consultant's allowed calls on their own account and profile are really let through; an upload
// URL is a real one. The accounts' sessions are opened directly (the login route has its own
// tests), so the matrix stays quick.
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

/** A new account of the caller's kind with an open session (no password: none is typed). */
async function signedIn(caller: Caller): Promise<Signed | null> {
  if (caller === "anonymous") return null;
  let consultantId: string | undefined;
  if (caller === "consultant") {
    const [profile] = await db()
      .insert(consultants)
      .values(consultantPayload() as never)
      .returning({ id: consultants.id });
    consultantId = profile?.id;
  }
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

function pathFor(endpoint: Endpoint, who: Signed | null): string {
  const own: Record<string, string> = {};
  if (who && endpoint.path.startsWith("/api/users/{id}")) own[endpoint.path] = who.userId;
  if (who?.consultantId && endpoint.path.startsWith("/api/consultants/{id}")) {
    own[endpoint.path] = who.consultantId;
  }
  const path = concretePath(endpoint.path, own);
  return endpoint.path.includes("{token}")
    ? `${endpoint.path.split("{token}")[0]}${createUploadToken().token}`
    : path;
}

/** What each caller should get: "refused" with its status, or "allowed". */
function expected(endpoint: Endpoint, caller: Caller): 401 | 403 | "allowed" {
  if (endpoint.access === "public") return "allowed";
  if (caller === "anonymous") return 401;
  if (caller === "consultant" && endpoint.access === "admin") return 403;
  return "allowed";
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

describe.each(
  endpoints.map(({ id, endpoint }) => [`${id} (${endpoint.access})`, endpoint] as const),
)("%s", (_name, endpoint) => {
  const answers = CALLERS.map((caller) => `${caller}: ${expected(endpoint, caller)}`).join(", ");
  it(answers, async () => {
    for (const caller of CALLERS) await expectAnswer(endpoint, caller, expected(endpoint, caller));
  });
});

async function expectAnswer(endpoint: Endpoint, caller: Caller, want: 401 | 403 | "allowed") {
  const who = await signedIn(caller);
  const sendsBody = endpoint.body !== undefined;
  const response = await call(endpoint.method as HttpMethod, pathFor(endpoint, who), {
    cookie: who?.cookie,
    json: sendsBody ? {} : undefined,
  });
  const seen = `${endpoint.method} ${endpoint.path}: ${response.status} ${response.text.slice(0, 200)}`;
  if (want === "allowed") {
    expect([401, 403], seen).not.toContain(response.status);
    expect(response.status, seen).toBeLessThan(500);
  } else {
    expect(response.status, seen).toBe(want);
    // Portuguese, for the staff who meet it.
    expect(response.json?.message, seen).toMatch(/[a-zà-ú]/i);
  }
}
