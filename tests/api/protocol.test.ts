// What every call shares: bodies are JSON of bounded size, parsed strictly, and refusals are
// 4xx answers with a message that change nothing.
import { describe, expect, it } from "vitest";
import { allEndpoints } from "@/server/http/openapi";
import { leadPayload, propertyPayload } from "../support/factories";
import { call, signIn } from "../support/http";
import { decodeBody } from "../support/raw-http";
import { concretePath } from "../support/routes";

async function leadCount(cookie: string) {
  return (await call("GET", "/api/leads", { cookie })).json.length;
}

describe("request bodies", () => {
  it("refuses malformed JSON with 400", async () => {
    const cookie = await signIn();
    const response = await call("POST", "/api/leads", {
      body: '{"name": "Ana",',
      contentType: "application/json",
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: "O pedido não é JSON válido" });
    expect(await leadCount(cookie)).toBe(0);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await call("POST", "/api/leads", {
      body: "name=Ana",
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(415);
    expect(response.json.message).toMatch(/application\/json/);
  });

  it.each([
    ["an array", []],
    ["null", null],
    ["a string", "hello"],
    ["a number", 42],
  ])("refuses %s where an object is expected", async (_what, json) => {
    const response = await call("POST", "/api/leads", { json });
    expect(response.status).toBe(400);
    expect(response.json.issues.length).toBeGreaterThan(0);
  });

  it("refuses __proto__ and constructor keys as unknown keys", async () => {
    for (const body of [
      '{"__proto__": {"admin": true}, "name": "A", "email": "a@b.pt", "message": "m"}',
      '{"constructor": {"prototype": {"x": 1}}, "name": "A", "email": "a@b.pt", "message": "m"}',
    ]) {
      const response = await call("POST", "/api/leads", { body, contentType: "application/json" });
      expect(response.status).toBe(400);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("answers 413 to a body over 1 MB, declared or not", async () => {
    const cookie = await signIn();
    const big = JSON.stringify(leadPayload({ message: "x".repeat(1_100_000) }));
    const declared = await call("POST", "/api/leads", {
      body: big,
      contentType: "application/json",
      headers: { "content-length": String(Buffer.byteLength(big)) },
    });
    expect(declared.status).toBe(413);
    const streamed = await call("POST", "/api/leads", {
      body: new Blob([big]).stream(),
      contentType: "application/json",
      headers: {},
    });
    expect(streamed.status).toBe(413);
    expect(await leadCount(cookie)).toBe(0);
  });

  // The hostile test's body: arrays (or objects) nested 5,000 deep, 10 KB. The recursive
  // control-character walk answered it with a 500 and a stack trace, after ~330 ms of CPU.
  it.each([
    ["arrays", `${"[".repeat(5000)}${"]".repeat(5000)}`],
    ["objects", `${'{"a":'.repeat(5000)}1${"}".repeat(5000)}`],
    ["unclosed arrays", "[".repeat(5000)],
  ])(
    "refuses %s nested 5,000 deep with 400 on public and admin routes alike",
    async (_kind, body) => {
      const cookie = await signIn();
      const [property] = [
        (await call("POST", "/api/properties", { cookie, json: propertyPayload() })).json,
      ];
      const routes: [method: "POST" | "PATCH", path: string, cookie?: string][] = [
        ["POST", "/api/auth/login"],
        ["POST", "/api/leads"],
        ["PATCH", `/api/properties/${property.id}`, cookie],
      ];
      for (const [method, path, withCookie] of routes) {
        const response = await call(method, path, {
          body,
          contentType: "application/json",
          cookie: withCookie,
        });
        expect(response.status, path).toBe(400);
        expect(response.json.message, path).toMatch(/a mais de 32 níveis/);
      }
      expect(await leadCount(cookie)).toBe(0);
    },
  );

  it("takes a body nested as deep as the limit to its schema", async () => {
    const body = `{"name":${"[".repeat(31)}${"]".repeat(31)}}`;
    const response = await call("POST", "/api/leads", { body, contentType: "application/json" });
    expect(response.status).toBe(400);
    expect(response.json.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(
      "name",
    );
  });

  it("refuses text that is not UTF-8", async () => {
    const response = await call("POST", "/api/leads", {
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      contentType: "application/json",
    });
    expect(response.status).toBe(400);
  });

  it("keeps Japanese, accents and emoji intact", async () => {
    const cookie = await signIn();
    const created = await call("POST", "/api/leads", {
      json: leadPayload({
        name: "山田 太郎 — João 🏡",
        message: "リスボンの物件に興味があります。",
      }),
    });
    expect(created.status).toBe(201);
    const [lead] = (await call("GET", "/api/leads", { cookie })).json;
    expect(lead.name).toBe("山田 太郎 — João 🏡");
    expect(lead.message).toBe("リスボンの物件に興味があります。");
  });
});

describe("query strings", () => {
  it("refuses an unknown key with 400 {message, issues}, also on a call that takes none", async () => {
    const response = await call("GET", "/api/properties?foo=1");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: "Parâmetros do endereço inválidos",
      issues: [{ path: [], message: expect.stringContaining('"foo"'), code: "unrecognized_keys" }],
    });
    expect((await call("GET", "/api/properties?")).status).toBe(200);
  });

  it.each([
    ["an unknown key beside a known one", "q=Lisboa&limit=1"],
    ["a repeated key", "q=Lisboa&q=Porto"],
    ["a prototype key", "q=Lisboa&__proto__=1"],
    ["no value for a required key", ""],
  ])("refuses %s on a call that takes a query", async (_what, query) => {
    const cookie = await signIn();
    const response = await call("GET", `/api/geocode?${query}`, { cookie });
    expect(response.status).toBe(400);
    expect(response.json.issues.length).toBeGreaterThan(0);
  });

  it("every call refuses an unknown query key before doing anything", async () => {
    const cookie = await signIn();
    const before = await call("GET", "/api/properties");
    for (const { id, endpoint } of allEndpoints()) {
      const response = await call(endpoint.method, `${concretePath(endpoint.path)}?stray=1`, {
        cookie,
        json: endpoint.body ? leadPayload() : undefined,
      });
      expect(response.status, id).toBe(400);
      expect(response.json?.message, id).toBe("Parâmetros do endereço inválidos");
    }
    expect(await leadCount(cookie)).toBe(0);
    expect((await call("GET", "/api/properties")).json).toEqual(before.json);
  });
});

describe("OpenAPI", () => {
  it("describes every endpoint with its schemas", async () => {
    const response = await call("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    const doc = response.json;
    expect(doc.openapi).toBe("3.1.0");
    const property = doc.paths["/api/properties"].post;
    expect(property.security).toEqual([{ session: [] }]);
    const schema = property.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["ref", "price", "titleJp"]));
    expect(schema.additionalProperties).toBe(false);
    expect(doc.paths["/api/properties/featured/order"].patch).toBeDefined();
    expect(doc.paths["/api/leads"].post.security).toEqual([]);
    expect(doc.paths["/api/page-settings/{page}"].get.parameters[0]).toMatchObject({
      name: "page",
      in: "path",
      schema: { enum: ["sell", "mortgage"] },
    });
    expect(doc.paths["/api/geocode"].get.parameters).toEqual([
      {
        name: "q",
        in: "query",
        required: true,
        schema: { type: "string", minLength: 1, maxLength: 300 },
      },
    ]);
    expect(doc.paths["/api/properties"].get.parameters).toEqual([]);
    expect(JSON.stringify(doc)).not.toMatch(/passwordHash/);
  });

  it("has a readable page", async () => {
    const response = await call("GET", "/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.text).toContain("/api/properties/featured/order");
  });
});

describe("conditional GETs", () => {
  it("answers lists with an ETag and 304 when the client already has that version", async () => {
    const first = await call("GET", "/api/properties");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await call("GET", "/api/properties", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const cookie = await signIn();
    await call("POST", "/api/leads", { json: leadPayload() });
    const leads = await call("GET", "/api/leads", { cookie });
    const changed = await call("GET", "/api/leads", {
      cookie,
      headers: { "if-none-match": leads.headers.get("etag") ?? "" },
    });
    expect(changed.status).toBe(304);
    await call("POST", "/api/leads", { json: leadPayload({ name: "Outra pessoa" }) });
    const after = await call("GET", "/api/leads", {
      cookie,
      headers: { "if-none-match": leads.headers.get("etag") ?? "" },
    });
    expect(after.status).toBe(200);
    expect(after.json).toHaveLength(2);
  });
});

describe("compression", () => {
  it("answers the property list in the encoding Accept-Encoding prefers, else as it is", async () => {
    const cookie = await signIn();
    await call("POST", "/api/properties", { cookie, json: propertyPayload() });
    const plain = await call("GET", "/api/properties");
    expect(plain.json).toHaveLength(1);
    for (const [accept, encoding] of [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["*", "br"],
      ["identity", null],
      ["", null],
      ["br;q=0, gzip;q=0", null],
    ] as const) {
      const response = await call("GET", "/api/properties", {
        headers: { "accept-encoding": accept },
      });
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(response.headers.get("vary"), accept).toBe("Accept-Encoding, Cookie");
      expect(response.headers.get("content-length"), accept).toBe(String(response.bytes.length));
      expect(response.headers.get("etag"), accept).toBe(plain.headers.get("etag"));
      expect(decodeBody(response.bytes, encoding).toString("utf8"), accept).toBe(plain.text);
    }
  });
});
