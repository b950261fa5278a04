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
  // A public address on HTTPS, reached here over plain HTTP as behind a proxy, no proxy trusted.
  server = await startAppServer({ env: { SEED_DEMO: "false", SITE_URL: "https://casa.test" } });
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
      expect(answer.text).toMatch(/código de percentagem malformado|caracteres de controlo/);
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
])(
  "a Server Action call (%o) answers 4xx: a page takes no POST, the site has none",
  async (headers) => {
    expect((await send("POST", "/pt", headers)).status).toBe(405);
    if (headers["next-action"]) {
      const answer = await send("POST", "/api/leads", headers);
      expect(answer.status).toBe(400);
      expect(answer.text).toMatch(/não tem Server Actions/);
    }
  },
);

// The third hostile test found pages answering 200 to any method, proxy headers honoured from
// anyone, HSTS only when a client said "https", and no Cross-Origin-Resource-Policy.
describe("pages, proxies and the headers of every answer", () => {
  it("a page answers writes with 405 and OPTIONS with 204, saying what it allows", async () => {
    for (const path of ["/pt", "/pt/about", "/en/properties", "/nowhere", "/admin/login"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const answer = await send(method, path, { "content-length": "0" });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, path).toBe("GET, HEAD, OPTIONS");
      }
      const options = await send("OPTIONS", path);
      expect(options.status, path).toBe(204);
      expect(options.headers.allow, path).toBe("GET, HEAD, OPTIONS");
      expect(options.body.length).toBe(0);
    }
  });

  it("sends HSTS on every answer when the public address is HTTPS, whatever the request said", async () => {
    const home = (await send("GET", "/pt")).text;
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
    expect(script, "a script of the build on the home page").not.toBe("");
    for (const path of ["/pt", "/nowhere", "/admin/login", "/api/health", "/api/properties"]) {
      for (const headers of [{}, { "x-forwarded-proto": "http" }] as Record<string, string>[]) {
        const answer = await send("GET", path, headers);
        expect(answer.headers["strict-transport-security"], path).toMatch(/^max-age=\d+/);
      }
    }
    // The server's own answers and the paths src/proxy.ts skips: the build's files (compressed
    // ahead of time for Brotli), robots.txt, the favicon, a write to a page (405), OPTIONS (204),
    // a request the guard refuses (400).
    const own: [string, string, Record<string, string>, number][] = [
      ["GET", script, { "accept-encoding": "br" }, 200],
      ["GET", script, {}, 200],
      ["GET", "/robots.txt", {}, 200],
      ["GET", "/favicon.ico", {}, 200],
      ["POST", "/pt", { "content-length": "0" }, 405],
      ["OPTIONS", "/pt", {}, 204],
      ["GET", "/pt/properties/%00", {}, 400],
      ["TRACE", "/pt", {}, 405],
    ];
    for (const [method, path, headers, status] of own) {
      const answer = await send(method, path, headers);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.headers["strict-transport-security"], `${method} ${path}`).toMatch(
        /^max-age=\d+/,
      );
    }
    // Every answer keeps to this site, the build's files and the refusals included.
    for (const path of ["/pt", "/api/health", script, "/robots.txt", "/images/hero-default.jpg"]) {
      expect((await send("GET", path)).headers["cross-origin-resource-policy"], path).toBe(
        "same-origin",
      );
    }
    expect((await send("TRACE", "/pt")).headers["cross-origin-resource-policy"]).toBe(
      "same-origin",
    );
  });

  it("refuses a sign-in from a page on another host resolving here (DNS rebinding)", async () => {
    const body = JSON.stringify({ email: "admin@casa.test", password: "wrong-password-1" });
    const login = (headers: Record<string, string>) =>
      rawRequest(
        "POST",
        `${server.url}/api/auth/login`,
        {
          "content-type": "application/json",
          ...headers,
        },
        body,
      );
    // The browser thinks the page same-origin: it is, with itself, at evil.example.
    for (const headers of [
      { host: "evil.example", "sec-fetch-site": "same-origin" } as Record<string, string>,
      { host: "evil.example", "sec-fetch-site": "same-origin", origin: "http://evil.example" },
      { host: "casa.test", origin: "http://evil.example" },
      // Without a trusted proxy, its forwarded host is nobody's word.
      { "x-forwarded-host": "evil.example", origin: "http://evil.example" },
    ]) {
      expect((await login(headers)).status, JSON.stringify(headers)).toBe(403);
    }
    const own = await login({
      host: "casa.test",
      origin: "https://casa.test",
      "sec-fetch-site": "same-origin",
    });
    expect(own.status).toBe(401);
  });
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
    /"level":(50|60)|failed on a request|Erro interno do servidor|⨯/,
  );
});
