// Every route file under src/app/api is checked here, so a new route cannot slip in unguarded: each
// export must be a handler made by route() (no HEAD, OPTIONS or helper besides it) and described in
// the OpenAPI document, staff and admin ones must answer 401 without a session and 403 from a foreign origin,
// and the public ones are exactly the calls docs/product.md#endpoints marks public.
import { describe, expect, it } from "vitest";
import { resetEnv } from "@/server/env";
import { allEndpoints } from "@/server/http/openapi";
import { endpointOf } from "@/server/http/route";
import { call, signIn } from "../support/http";
import { concretePath, METHODS, routeFiles } from "../support/routes";

async function exportedHandlers() {
  const found = [];
  for (const route of routeFiles("api")) {
    const module = (await import(route.file)) as Record<string, unknown>;
    for (const method of METHODS) {
      if (module[method]) found.push({ route, method, endpoint: endpointOf(module[method]) });
    }
  }
  return found;
}

const handlers = await exportedHandlers();

describe("every API route file", () => {
  it("exports only handlers made by route(), matching their endpoint's method and path", () => {
    expect(handlers.length).toBeGreaterThan(30);
    for (const { route, method, endpoint } of handlers) {
      expect(endpoint, `${method} ${route.pattern}`).toBeDefined();
      expect(endpoint?.method).toBe(method);
      expect(endpoint?.path).toBe(route.pattern);
    }
  });

  it("exports only handlers of the methods above, not HEAD, OPTIONS or anything else", async () => {
    // Next's route segment options are plain values a route file may set; any other export
    // (a HEAD or OPTIONS handler, a helper) could answer without going through route().
    const segmentOptions = ["dynamic", "dynamicParams", "revalidate", "runtime", "maxDuration"];
    for (const route of routeFiles("api")) {
      const module = (await import(route.file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module)) {
        const allowed = (METHODS as readonly string[]).includes(name)
          ? Boolean(endpointOf(value))
          : segmentOptions.includes(name) && typeof value !== "function";
        expect(allowed, `export ${name} in ${route.file}`).toBe(true);
      }
    }
  });

  it("serves every call of the OpenAPI document, and the document describes every handler", async () => {
    const doc = (await call("GET", "/api/openapi.json")).json as {
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };
    const described = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        signedIn: operation.security.length > 0,
      })),
    );
    const served = handlers.map(({ method, route, endpoint }) => ({
      call: `${method} ${route.pattern}`,
      signedIn: endpoint?.access !== "public",
    }));
    const byCall = (a: { call: string }, b: { call: string }) => a.call.localeCompare(b.call);
    expect(served.sort(byCall)).toEqual(described.sort(byCall));
  });

  it("serves every endpoint of the API description", () => {
    const served = new Set(handlers.map(({ endpoint }) => endpoint));
    for (const { id, endpoint } of allEndpoints()) {
      expect(served.has(endpoint), id).toBe(true);
    }
  });

  it("opens to the public exactly the calls the public site needs", () => {
    const open = handlers
      .filter(({ endpoint }) => endpoint?.access === "public")
      .map(({ method, route }) => `${method} ${route.pattern}`)
      .sort();
    expect(open).toEqual(
      [
        "GET /api/properties",
        "GET /api/properties/{id}",
        "GET /api/property-features",
        "GET /api/home-settings",
        "GET /api/legal-settings",
        "GET /api/notices/{notice}",
        "GET /api/page-settings/{page}",
        "GET /api/testimonials",
        "GET /api/testimonials/{id}",
        "GET /api/consultants",
        "GET /api/consultants/{id}",
        "POST /api/leads",
        "POST /api/mortgage-requests",
        "GET /api/properties/{id}/viewing-slots",
        "POST /api/viewings",
        "POST /api/saved-searches",
        "POST /api/saved-searches/confirm",
        "GET /api/saved-searches/unsubscribe",
        "POST /api/saved-searches/unsubscribe",
        "POST /api/saved-searches/manage",
        // A favourite added, counted anonymously for the listing's statistics (issue 38).
        "POST /api/favourites",
        "POST /api/auth/login",
        "POST /api/auth/login/verify",
        "POST /api/auth/logout",
        "GET /api/openapi.json",
        "GET /api/health",
        "GET /api/docs",
      ].sort(),
    );
  });
});

const staffHandlers = handlers.filter(({ endpoint }) => endpoint?.access !== "public");

describe.each(
  staffHandlers.map(
    ({ method, route }) => [`${method} ${route.pattern}`, method, route.pattern] as const,
  ),
)("%s", (_name, method, pattern) => {
  it("answers 401 without a session", async () => {
    const response = await call(method, concretePath(pattern), {
      json: method === "GET" || method === "DELETE" ? undefined : {},
    });
    expect(response.status).toBe(401);
    expect(response.json.message).toBeTruthy();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 with a forged session cookie", async () => {
    const response = await call(method, concretePath(pattern), {
      cookie: "casa_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    });
    expect(response.status).toBe(401);
  });

  it("answers 403 to a signed-in browser on a foreign origin", async () => {
    const cookie = await signIn();
    const viaOrigin = await call(method, concretePath(pattern), {
      cookie,
      origin: "https://evil.example",
      json: method === "GET" || method === "DELETE" ? undefined : {},
    });
    expect(viaOrigin.status).toBe(403);
    const viaFetchMetadata = await call(method, concretePath(pattern), {
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(viaFetchMetadata.status).toBe(403);
  });
});

describe("answers that depend on the session", () => {
  it.each(["/api/consultants", "/api/testimonials", "/api/properties"])(
    "GET %s is never kept by a shared cache and varies on the cookie",
    async (path) => {
      for (const cookie of ["", await signIn()]) {
        const response = await call("GET", path, { cookie });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(response.headers.get("vary")).toMatch(/\bCookie\b/);
      }
    },
  );
});

describe("same-origin checks", () => {
  it("accepts the site's own origin and same-origin fetch metadata", async () => {
    const cookie = await signIn();
    const own = await call("GET", "/api/leads", { cookie, origin: "http://localhost:3000" });
    expect(own.status).toBe(200);
    const sameOrigin = await call("GET", "/api/leads", {
      cookie,
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("takes the site's own host only (a loopback name for another on the machine), the reached one behind a trusted proxy", async () => {
    const cookie = await signIn();
    const asked = (origin: string | undefined, headers: Record<string, string>) =>
      call("GET", "/api/leads", { cookie, origin, headers });
    // SITE_URL is http://localhost:3000, which 127.0.0.1:3000 is too; another port is not.
    expect((await asked("http://127.0.0.1:3000", { host: "127.0.0.1:3000" })).status).toBe(200);
    expect((await asked("http://127.0.0.1:3100", { host: "127.0.0.1:3100" })).status).toBe(403);
    expect((await asked("not a url", { host: "localhost:3000" })).status).toBe(403);
    // DNS rebinding: a page at evil.example made to resolve to this server is same-origin to
    // the browser, and says so; its Host gives it away.
    const rebinding = { host: "evil.example:3000", "sec-fetch-site": "same-origin" };
    expect((await asked(undefined, rebinding)).status).toBe(403);
    expect((await asked("http://evil.example:3000", rebinding)).status).toBe(403);

    // Behind a proxy, the host it was asked for, only when the proxy is trusted.
    const proxied = { host: "10.0.0.5:3000", "x-forwarded-host": "casa.example" };
    expect((await asked("https://casa.example", proxied)).status).toBe(403);
    process.env.TRUST_PROXY = "true";
    resetEnv();
    try {
      expect((await asked("https://casa.example", proxied)).status).toBe(200);
      expect((await asked("https://evil.example", proxied)).status).toBe(403);
    } finally {
      delete process.env.TRUST_PROXY;
      resetEnv();
    }
  });

  it("refuses a cross-site login or logout", async () => {
    expect(
      (await call("POST", "/api/auth/login", { origin: "https://evil.example", json: {} })).status,
    ).toBe(403);
    expect(
      (await call("POST", "/api/auth/logout", { origin: "https://evil.example" })).status,
    ).toBe(403);
  });
});
