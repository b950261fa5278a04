import { beforeEach, describe, expect, it } from "vitest";
import { leadPayload, mortgagePayload } from "../support/factories";
import { call, signIn } from "../support/http";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

// What both public forms promise: bots are dropped quietly, and a message has a size limit.
describe.each([
  { path: "/api/leads", payload: leadPayload },
  { path: "/api/mortgage-requests", payload: mortgagePayload },
] as const)("POST $path", ({ path, payload }) => {
  const stored = async () => (await call("GET", path, { cookie })).json;

  it("drops a submission whose honeypot is filled, answering as if it were stored", async () => {
    const response = await call("POST", path, {
      json: payload({ website: "http://spam.example" }),
    });
    expect(response.status).toBe(201);
    expect(response.json.message).toBeTruthy();
    expect(await stored()).toEqual([]);
    // The same submission from a person (honeypot empty) is stored.
    expect((await call("POST", path, { json: payload({ website: "" }) })).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("takes a message of 5,000 characters and refuses a longer one with 400", async () => {
    const tooLong = await call("POST", path, { json: payload({ message: "x".repeat(5001) }) });
    expect(tooLong.status).toBe(400);
    // With zod's kind of the issue, which the public forms tell in the visitor's language.
    expect(tooLong.json.issues).toEqual([
      {
        path: ["message"],
        message: "Máximo de 5000 caracteres",
        code: "too_big",
        origin: "string",
        maximum: 5000,
      },
    ]);
    expect(await stored()).toEqual([]);
    const longest = await call("POST", path, { json: payload({ message: "x".repeat(5000) }) });
    expect(longest.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe("leads", () => {
  it("takes a public enquiry with its defaults and shows it to staff only", async () => {
    const created = await call("POST", "/api/leads", {
      json: leadPayload({ propertyRef: "CL-LIS-001" }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      type: "inquiry",
      language: "pt",
      status: "new",
      propertyRef: "CL-LIS-001",
    });
    expect((await call("GET", "/api/leads")).status).toBe(401);
    const list = await call("GET", "/api/leads", { cookie });
    expect(list.json).toHaveLength(1);
  });

  it("stores a valuation request with its language", async () => {
    const created = await call("POST", "/api/leads", {
      json: leadPayload({ type: "valuation", language: "jp", phone: null }),
    });
    expect(created.json).toMatchObject({ type: "valuation", language: "jp", phone: null });
  });

  it.each([
    ["a missing name", { name: undefined }],
    ["an invalid e-mail", { email: "ana-at-example" }],
    ["an unknown type", { type: "complaint" }],
    ["an unknown language", { language: "fr" }],
    ["an unknown key", { subject: "hello" }],
    ["a number for a name", { name: 42 }],
  ])("refuses %s with 400", async (_what, override) => {
    const response = await call("POST", "/api/leads", { json: { ...leadPayload(), ...override } });
    expect(response.status).toBe(400);
    expect((await call("GET", "/api/leads", { cookie })).json).toHaveLength(0);
  });

  it("limits public submissions per address with 429", async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await call("POST", "/api/leads", { ip: "192.0.2.50", json: leadPayload() })).status,
      ).toBe(201);
    }
    const blocked = await call("POST", "/api/mortgage-requests", {
      ip: "192.0.2.50",
      json: mortgagePayload(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect(
      (await call("POST", "/api/leads", { ip: "192.0.2.51", json: leadPayload() })).status,
    ).toBe(201);
  });

  it("PATCH stores the status sent, and DELETE removes the lead", async () => {
    const { json: lead } = await call("POST", "/api/leads", { json: leadPayload() });
    const read = await call("PATCH", `/api/leads/${lead.id}`, { cookie, json: { status: "read" } });
    expect(read.json.status).toBe("read");
    expect((await call("GET", "/api/leads", { cookie })).json[0].status).toBe("read");
    expect((await call("PATCH", `/api/leads/${lead.id}`, { cookie, json: {} })).status).toBe(400);
    expect(
      (await call("PATCH", `/api/leads/${lead.id}`, { cookie, json: { status: "archived" } }))
        .status,
    ).toBe(400);
    expect((await call("DELETE", `/api/leads/${lead.id}`, { cookie })).status).toBe(204);
    expect((await call("DELETE", `/api/leads/${lead.id}`, { cookie })).status).toBe(404);
  });
});

describe("mortgage requests", () => {
  it("takes a public request and lets staff set each status", async () => {
    const created = await call("POST", "/api/mortgage-requests", {
      json: mortgagePayload({ language: "en" }),
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: "new", language: "en" });
    for (const status of ["contacted", "in_process", "completed", "new"]) {
      const response = await call("PATCH", `/api/mortgage-requests/${created.json.id}`, {
        cookie,
        json: { status },
      });
      expect(response.json.status).toBe(status);
    }
    const list = await call("GET", "/api/mortgage-requests", { cookie });
    expect(list.json[0].status).toBe("new");
    expect((await call("GET", "/api/mortgage-requests")).status).toBe(401);
  });

  it("requires a phone, accepts no message", async () => {
    expect(
      (await call("POST", "/api/mortgage-requests", { json: mortgagePayload({ phone: "" }) }))
        .status,
    ).toBe(400);
    const noMessage = await call("POST", "/api/mortgage-requests", {
      json: mortgagePayload({ message: undefined }),
    });
    expect(noMessage.status).toBe(201);
    expect(noMessage.json.message).toBeNull();
  });

  it("refuses an unknown status and deletes on request", async () => {
    const { json: request } = await call("POST", "/api/mortgage-requests", {
      json: mortgagePayload(),
    });
    const refused = await call("PATCH", `/api/mortgage-requests/${request.id}`, {
      cookie,
      json: { status: "approved" },
    });
    expect(refused.status).toBe(400);
    expect((await call("DELETE", `/api/mortgage-requests/${request.id}`, { cookie })).status).toBe(
      204,
    );
    expect((await call("GET", "/api/mortgage-requests", { cookie })).json).toHaveLength(0);
  });
});
