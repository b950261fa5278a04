// Bad requests get a prompt, clear 4xx from the real server, never a 500 or a connection left
// open: malformed percent-escapes, control characters in the address, methods the site does
// not serve (CONNECT too, and writes to files), router headers Next.js cannot parse, Server
// Action calls, NUL in a form's text, a WebSocket upgrade, the image optimizer, ranges and
// preconditions on files. Each of these used to answer 500, log an error, or never answer at
// all (a static file asked for with Brotli; CONNECT and Upgrade, closed unanswered).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { leadPayload } from "../support/payloads";
import { rawExchange, rawRequest } from "../support/raw-http";
import { postJson } from "./support/client";

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({ env: { SEED_DEMO: "false" } });
});

afterAll(async () => {
  await server?.stop();
});

/** One request as given; its body as text. */
async function send(method: string, path: string, headers: Record<string, string> = {}) {
  const answer = await rawRequest(method, `${server.url}${path}`, headers);
  return { ...answer, text: answer.body.toString("utf8") };
}

describe("addresses that cannot be decoded or hold control characters", () => {
  it.each([
    "/_next/static/%E0%A4%A.js",
    "/pt/properties/%E0%A4%A",
    "/pt/properties/%00",
    "/pt/properties?city=%00",
    "/pt/properties?city=%ZZ",
    "/en/%1B%5B31m",
    "/api/leads?x=%00",
    "/objects/%00",
  ])("%s answers 400", async (path) => {
    for (const encoding of ["br", "gzip", ""]) {
      const answer = await send("GET", path, encoding ? { "accept-encoding": encoding } : {});
      expect(answer.status, `${path} (${encoding || "identity"})`).toBe(400);
      expect(answer.text).toMatch(/malformed percent-escape|control characters/);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    }
  });

  it("fifty at once, each answered", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send("GET", "/_next/static/%E0%A4%A.js", { "accept-encoding": "br" }),
      ),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
  });
});

describe("methods the site does not serve", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL"])(
    "%s answers 405 with the methods allowed",
    async (method) => {
      for (const path of ["/", "/pt/properties", "/api/leads"]) {
        const answer = await send(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      }
    },
  );
});

it("CONNECT answers 405 instead of a dropped connection", async () => {
  const answer = await rawExchange(
    server.port,
    `CONNECT localhost:${server.port} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  );
  expect(answer.status).toBe(405);
  expect(answer.head).toMatch(/^Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS$/m);
});

it("a request asking for a WebSocket is served like any other, not dropped or left open", async () => {
  for (const path of ["/pt", "/nowhere"]) {
    const answer = await rawExchange(
      server.port,
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade, close\r\n\r\n`,
    );
    expect(answer.status, path).toBe(path === "/pt" ? 200 : 404);
  }
});

it.each<Record<string, string>>([
  { "next-action": "0".repeat(40) },
  { "content-type": "multipart/form-data; boundary=" },
  { "content-type": "application/x-www-form-urlencoded" },
])("a Server Action call to a page (%o) answers 400: the site has none", async (headers) => {
  const answer = await send("POST", "/pt", headers);
  expect(answer.status).toBe(400);
  expect(answer.text).toMatch(/no Server Actions/);
});

it("other methods on the files Next.js serves answer 405, not 500", async () => {
  const home = (await send("GET", "/pt")).text;
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
  for (const path of [script, "/images/hero-default.jpg"]) {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const answer = await send(method, path, { "content-length": "0" });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
    }
    expect((await send("GET", path)).status, path).toBe(200);
  }
});

it("a range past a file's end or a failed precondition gets the whole file, not a 500", async () => {
  const home = (await send("GET", "/pt")).text;
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
  for (const path of [script, "/images/hero-default.jpg"]) {
    const conditions: Record<string, string>[] = [
      { range: "bytes=5-2" },
      { range: "bytes=999999999-" },
      { "if-match": '"nope"' },
      { "if-unmodified-since": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const headers of conditions) {
      const answer = await send("GET", path, headers);
      expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
    }
  }
});

it("the image optimizer, which the site does not use, is off and logs nothing", async () => {
  for (const image of ["hero-default.jpg", "none.jpg"]) {
    const answer = await send("GET", `/_next/image?url=%2Fimages%2F${image}&w=640&q=75`);
    expect(answer.status, image).toBe(404);
  }
});

describe("router headers Next.js cannot parse", () => {
  it.each([
    ["not JSON", "garbage"],
    ["a malformed percent-escape", "%E0%A4%A"],
    ["JSON that is no tree", encodeURIComponent(JSON.stringify({ not: "a tree" }))],
    ["an array that is no tree", encodeURIComponent("[1,2,3]")],
  ])("Next-Router-State-Tree holding %s answers 400", async (_label, tree) => {
    const answer = await send("GET", "/pt/properties", {
      rsc: "1",
      "next-router-state-tree": tree,
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toMatch(/Next-Router-State-Tree/);
  });
});

describe("text with NUL", () => {
  it("a lead whose message holds NUL is refused with 400 naming the field", async () => {
    const response = await postJson(server.url, "/api/leads", leadPayload({ message: "a\u0000b" }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { path: string[] }[] }).issues[0]?.path).toEqual([
      "message",
    ]);
  });
});

it("after all of this, the site serves as before and logged no server failure", async () => {
  expect((await send("GET", "/pt")).status).toBe(200);
  expect((await send("GET", "/pt/properties?city=Lisboa")).status).toBe(200);
  expect(server.output()).not.toMatch(
    /"level":(50|60)|failed on a request|Internal server error|⨯/,
  );
});
