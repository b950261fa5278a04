// Hostile requests against the real production server (issue #17, OWASP ASVS L2): addresses
// with random, malformed and overlong percent-escapes, control characters, `..` segments, huge
// segments and odd unicode, under every part of the site; query strings of the same on pages
// and API reads; garbage in the headers Next.js and the app read (router, compression,
// language, session cookie, cache validators, proxies); methods the site does not serve; and
// control characters and odd unicode in every text field of every write. Every request must be
// answered (no connection left hanging: 10 s of silence fails), never with a 5xx, and with a
// 4xx for the malformed ones the issue names; and the server must log no error. Requests are
// written byte for byte on a socket, so nothing on the way tidies them up.
//
// FUZZ_RUNS scales the runs (time-bounded to 45 s whatever it says), FUZZ_SEED replays
// another sequence; a failure prints the shrunk request, its seed and path.
import fc from "fast-check";
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import { afterAll, beforeAll, expect, it } from "vitest";
import { allEndpoints } from "@/server/http/openapi";
import { type AppServer, startAppServer, TEST_ADMIN } from "../support/app-server";
import {
  consultantPayload,
  leadPayload,
  mortgagePayload,
  propertyPayload,
  testimonialPayload,
} from "../support/payloads";
import { type RawExchange, rawExchange } from "../support/raw-http";
import { postJson, signInCookie } from "./support/client";
import { freshDatabase } from "./support/database";

const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 17);
const TIME_LIMIT_MS = 45_000;

const database = await freshDatabase("hostile");
let server: AppServer;
let cookie = "";
/** Ids of one stored row per resource, so PATCH and GET of one item reach the database. */
const ids: Record<string, string> = {};
let propertyRef = "";
/** A real script of the build, so Range, If-None-Match and Accept-Encoding meet a static file. */
let staticScript = "/_next/static/chunks/x.js";

beforeAll(async () => {
  server = await startAppServer({
    env: {
      ...database.env,
      SEED_DEMO: "false",
      // The forms' limit comes before validation: at 10 most runs would only see 429.
      FORM_RATE_LIMIT: "1000000",
      // A closed local port: the geocoder refuses at once (the API answers 502, documented).
      GEOCODER_URL: "http://127.0.0.1:9",
      // Behind a proxy the fuzzed X-Forwarded-For and -Host are read (client address, origin
      // check); without one they are ignored. FUZZ_TRUST_PROXY=false runs the other way.
      TRUST_PROXY: process.env.FUZZ_TRUST_PROXY ?? "true",
    },
  });
  cookie = await signInCookie(server.url);
  const make = async (path: string, body: unknown) => {
    const response = await postJson(server.url, path, body, cookie);
    if (response.status !== 201) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as { id: string; ref?: string };
  };
  const consultant = await make("/api/consultants", consultantPayload());
  const property = await make("/api/properties", propertyPayload({ consultantId: consultant.id }));
  ids["/api/consultants/{id}"] = consultant.id;
  ids["/api/properties/{id}"] = property.id;
  propertyRef = property.ref ?? "";
  const home = await (await fetch(`${server.url}/pt`)).text();
  staticScript = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1] ?? staticScript;
  ids["/api/testimonials/{id}"] = (await make("/api/testimonials", testimonialPayload())).id;
  ids["/api/property-features/{id}"] = (await make("/api/property-features", FEATURE)).id;
  ids["/api/leads/{id}"] = (await make("/api/leads", leadPayload())).id;
  ids["/api/mortgage-requests/{id}"] = (await make("/api/mortgage-requests", mortgagePayload())).id;
  ids["/api/users/{id}"] = (await make("/api/users", { ...USER, email: "fuzz@casalusa.pt" })).id;
});

afterAll(async () => {
  await server?.stop();
  await database.drop();
});

const FEATURE = { key: "pool", namePt: "Piscina", nameEn: "Pool", nameJp: "プール" };
const USER = { name: "Rita", email: "rita@casalusa.pt", password: "a-long-Secret-42" };

// ---------------------------------------------------------------------------------------------
// The alphabet of addresses and query strings.

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
/** Percent-escapes decodeURIComponent refuses: cut short, not hex, a lone %. */
const MALFORMED = ["%", "%zz", "%E0%A4%A", "%0", "%%", "%G1", "%E0%A4", "%C3", "%u0041"];
/** Byte sequences UTF-8 forbids: overlong "/" and NUL, surrogates, past U+10FFFF, stray bytes. */
const OVERLONG = ["%C0%AF", "%C0%80", "%E0%80%AF", "%F0%80%80%AF", "%ED%A0%80", "%F4%90%80%80"];
const CONTROL = ["%00", "%01", "%07", "%08", "%09", "%0A", "%0D", "%1B%5B31m", "%7F"];
const TRAVERSAL = ["..", ".", "%2e%2e", "%2E%2E%2F", "..%2F..%2Fetc%2Fpasswd", "%5C..%5C", "", ";"];
const WORDS = [
  "properties",
  "sell",
  "about",
  "mortgage",
  "favorites",
  "pt",
  "en",
  "jp",
  "leads",
  "consultants",
  "static",
  "chunks",
  "media",
  "x.js",
  "x.css",
  "index.html",
  "[id]",
  "%5Bref%5D",
  "(site)",
  "__PAGE__",
  "robots.txt",
  "favicon.ico",
  "openapi.json",
  "CL-1",
  "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b",
];

/** A string of these characters: what can stand in a request line or a header value. */
const latin1 = (min: number, max: number) =>
  fc.integer({ min, max }).map((code) => String.fromCharCode(code));
/** Raw bytes no client should send in an address: control characters and non-ASCII. */
const rawByte = fc.oneof(
  latin1(0x00, 0x08),
  latin1(0x0b, 0x1f),
  fc.constant("\u007f"),
  latin1(0x80, 0xff),
);
/** Unicode written as UTF-8 bytes, escaped or raw. */
const unicode = fc.string({ unit: "grapheme", minLength: 1, maxLength: 8 });
const utf8Escaped = unicode.map(encodeURIComponent);
const utf8Raw = unicode.map((text) => Buffer.from(text, "utf8").toString("latin1"));

const piece = fc.oneof(
  // Mostly words, so that many addresses reach pages and routes with the odd part in them.
  { weight: 12, arbitrary: fc.constantFrom(...WORDS) },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 6 }).map((b) => [...b].map(hex).join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom(...MALFORMED) },
  { weight: 1, arbitrary: fc.constantFrom(...OVERLONG) },
  { weight: 1, arbitrary: fc.constantFrom(...CONTROL) },
  { weight: 1, arbitrary: fc.constantFrom(...TRAVERSAL) },
  { weight: 1, arbitrary: utf8Escaped },
  { weight: 1, arbitrary: utf8Raw },
  { weight: 1, arbitrary: rawByte },
  // Past Node's 16 KiB of request head this is a 431 from Node itself.
  { weight: 1, arbitrary: fc.constantFrom(300, 3_000, 3_000, 20_000).map((n) => "a".repeat(n)) },
);
const segment = fc.array(piece, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));

const PREFIXES = [
  "/",
  "/pt/",
  "/en/",
  "/jp/",
  "/pt/properties/",
  "/en/about/",
  "/api/",
  "/api/properties/",
  "/api/leads/",
  "/api/page-settings/",
  "/_next/static/",
  "/_next/static/chunks/",
  "/_next/image/",
  "/objects/",
  "/images/",
  "/admin/",
];
const hostilePath = fc
  .tuple(fc.constantFrom(...PREFIXES), fc.array(segment, { maxLength: 4 }), fc.boolean())
  .map(([prefix, segments, slash]) => `${prefix}${segments.join("/")}${slash ? "/" : ""}`);

const QUERY_KEYS = ["city", "type", "minPrice", "maxPrice", "bedrooms", "page", "sort", "q", "url"];
const queryValue = fc.oneof(
  segment,
  fc.constantFrom("", "-1", "1e308", "NaN", "Lisboa", "apartment"),
  fc.constantFrom(5_000, 15_000).map((n) => "x".repeat(n)),
);
const queryPair = fc
  .tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS, "w", "_rsc", "__proto__"), segment), queryValue)
  .map(([key, value]) => `${key}=${value}`);
const hostileQuery = fc.oneof(
  fc.array(queryPair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join("&")),
  // One key many times over.
  fc
    .tuple(fc.constantFrom(...QUERY_KEYS), queryValue, fc.integer({ min: 2, max: 200 }))
    .map(([key, value, times]) => Array.from({ length: times }, () => `${key}=${value}`).join("&")),
  fc.constantFrom("", "&&&", "=", "==&=", "a", "%"),
);

// ---------------------------------------------------------------------------------------------
// Headers.

/** Printable latin1 and tab: anything a header value can hold without ending the line. */
const headerText = fc.string({
  unit: fc.oneof(latin1(0x20, 0x7e), latin1(0xa0, 0xff), fc.constant("\t")),
  maxLength: 60,
});
const garbage = fc.oneof(
  { weight: 4, arbitrary: headerText },
  { weight: 4, arbitrary: segment.filter((text) => !/[\r\n\0]/.test(text)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom("", " ", "%", "%E0%A4%A", "null", "[]", "{}", "1", "0", "-1", "*"),
  },
  { weight: 1, arbitrary: fc.constantFrom(2_000, 9_000).map((n) => "z".repeat(n)) },
);

const TREE_PAGE = ["", { children: ["__PAGE__", {}] }, null, null, true];
const TREE_LOCALE = [
  "",
  {
    children: [["locale", "pt", "d"], { children: ["properties", { children: ["__PAGE__", {}] }] }],
  },
  null,
  null,
  true,
];
/** Router state trees Next.js can parse (the answer may still be anything below 500). */
const goodTree = fc
  .constantFrom<unknown>(TREE_PAGE, TREE_LOCALE, ["", {}], ["pt", { children: ["x", {}] }])
  .map((tree) => encodeURIComponent(JSON.stringify(tree)));
/** Router state trees it cannot: the server must refuse them with a 4xx. */
const badTree = fc.oneof(
  garbage.filter((text) => text !== ""),
  fc.constantFrom("[1,2,3]", '{"not":"a tree"}', "%5B%22%22%5D", "%5B", "[[[[[[[[[["),
  fc.jsonValue({ maxDepth: 3 }).map((value) => encodeURIComponent(JSON.stringify(value))),
  // Deep enough to blow a recursive parser's stack.
  fc.constant(encodeURIComponent(`${"[".repeat(3_000)}${"]".repeat(3_000)}`)),
);

const sessionCookie = fc.oneof(
  fc.constant("casa_session="),
  garbage.map((value) => `casa_session=${value}`),
  fc.constantFrom(
    "casa_session=0123456789abcdef0123456789abcdef",
    "casa_session=%00",
    "casa_session=a; casa_session=b",
    "casa_device=1.x; casa_session=..%2F",
    "NEXT_LOCALE=%E0%A4%A",
    "casa_locale=jp; casa_favorites=%5B%22x%22%5D",
  ),
  // The real session now and then, so admin pages and admin reads see the garbage too.
  fc.constant("").map(() => cookie),
);

/** The values of each header: mostly garbage, sometimes what a browser sends. */
const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  rsc: fc.constantFrom("1", "0", "true", "", "%00"),
  "next-router-prefetch": fc.oneof(fc.constantFrom("1", "2", "0"), garbage),
  "next-router-segment-prefetch": fc.oneof(
    fc.constantFrom("/_tree", "/_index", "/_full", "/__PAGE__", "/(site)/$d$locale"),
    garbage,
  ),
  "next-url": fc.oneof(fc.constantFrom("/pt", "/pt/properties", "//evil.test", "/%E0"), garbage),
  "next-action": fc.oneof(fc.constantFrom("0".repeat(40), "x"), garbage),
  "accept-encoding": fc.oneof(
    fc.constantFrom("br", "gzip", "br;q=0, gzip;q=0", "*", "identity;q=0", "zstd", "br, br, br"),
    garbage,
  ),
  "accept-language": fc.oneof(fc.constantFrom("jp", "ja-JP", "*", "pt-PT,pt;q=0.9"), garbage),
  cookie: sessionCookie,
  "if-none-match": fc.oneof(fc.constantFrom("*", 'W/"x"', '"', "W/"), garbage),
  "if-match": fc.oneof(fc.constantFrom("*", '"nope"', 'W/"x"'), garbage),
  "if-unmodified-since": fc.oneof(fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT"), garbage),
  "if-range": fc.oneof(fc.constantFrom('"nope"', "Thu, 01 Jan 1970 00:00:00 GMT"), garbage),
  "if-modified-since": fc.oneof(fc.constantFrom("Thu, 01 Jan 1970 00:00:00 GMT"), garbage),
  range: fc.oneof(
    fc.constantFrom(
      "bytes=0-1",
      "bytes=-1",
      "bytes=5-2",
      "bytes=0-0,1-1,2-2",
      "bytes=99999999999999999999-",
    ),
    garbage,
  ),
  "content-type": fc.oneof(
    fc.constantFrom(
      "application/json",
      "multipart/form-data",
      "text/x-component",
      "multipart/form-data; boundary=",
    ),
    garbage,
  ),
  "x-forwarded-for": fc.oneof(fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "unknown"), garbage),
  "x-forwarded-host": fc.oneof(fc.constantFrom("evil.test", "localhost:1", "[::1"), garbage),
  "x-forwarded-proto": fc.oneof(fc.constantFrom("https", "ftp"), garbage),
  origin: fc.oneof(fc.constantFrom("null", "http://evil.test"), garbage),
  // Sent with "Connection: Upgrade, close" (see wire()).
  upgrade: fc.oneof(fc.constantFrom("websocket", "h2c"), garbage),
};
/** One to five of those headers. */
const hostileHeaders = fc
  .uniqueArray(fc.constantFrom(...Object.keys(HEADER_VALUES)), { minLength: 1, maxLength: 5 })
  .chain((names) =>
    fc
      .tuple(...names.map((name) => HEADER_VALUES[name] as fc.Arbitrary<string>))
      .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index] ?? ""]))),
  );

// ---------------------------------------------------------------------------------------------
// Requests, each with the reason it must be refused with a 4xx (or none).

interface Hostile {
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: string;
  /** Why this request must get a 4xx; null when any status below 500 will do. */
  mustRefuse: string | null;
}

// The methods the server serves; anything else (lowercase ones too) must be refused.
const SERVED = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const ODD_METHODS = [
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "CONNECT",
  "PURGE",
  "M-SEARCH",
  "get",
  "Post",
  "BREW",
  "G\u00c9T",
];

/** What the issue says must be a 4xx, read from the request itself. */
function mustRefuse(method: string, target: string): string | null {
  if (!SERVED.includes(method)) return "unknown method";
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return "malformed percent-escape";
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return "control character in the address";
  return null;
}

const pathRequests = fc
  .tuple(
    fc.constantFrom("GET", "GET", "HEAD", "POST"),
    hostilePath,
    fc.option(hostileQuery, { nil: undefined }),
  )
  .map(([method, path, query]) => ({
    method,
    target: query === undefined ? path : `${path}?${query}`,
    headers: {},
  }));

const PAGES = [
  "/pt",
  "/en/properties",
  "/jp/properties",
  "/pt/sell",
  "/en/mortgage",
  "/pt/about",
  "/admin/leads",
];
const API_READS = [
  "/api/properties",
  "/api/testimonials",
  "/api/consultants",
  "/api/home-settings",
  "/api/page-settings/sell",
  "/api/leads",
  "/api/mail-messages",
  "/api/auth/me",
  "/api/health",
];
const queryRequests = fc
  .tuple(
    fc.constantFrom(
      ...PAGES,
      ...API_READS,
      "/pt/properties/{ref}",
      "/objects/{id}",
      "/_next/image",
      "/_next/image?url=%2Fimages%2Fhero-default.jpg&w=640&q=75&",
      "/_next/image?url=%2Fimages%2Fnone.jpg&w=640&q=75&",
    ),
    hostileQuery,
    fc.boolean(),
  )
  .map(([path, query, signedIn]) => ({
    method: "GET",
    target: `${path.replace("{ref}", propertyRef).replace("{id}", ids["/api/properties/{id}"] ?? "")}${path.includes("?") ? "" : "?"}${query}`,
    headers: signedIn ? { cookie } : ({} as Record<string, string>),
  }));

const headerRequests = fc
  .tuple(
    fc.constantFrom(
      ...PAGES,
      ...API_READS,
      "/",
      "/pt/properties/{ref}",
      "/_next/static/chunks/x.js",
      "{script}",
      "/images/hero-default.jpg",
      "/favicon.ico",
    ),
    hostileHeaders,
    // A router state tree in one request of three, as good as Next.js's own half the time.
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.tuple(fc.constant("next-router-state-tree"), goodTree) },
      { weight: 1, arbitrary: fc.tuple(fc.constant("next-router-state-tree"), badTree) },
    ),
    fc.constantFrom("GET", "GET", "HEAD", "POST"),
  )
  .map(([path, headers, tree, method]) => {
    const all: Record<string, string> = { ...headers };
    if (tree) all[tree[0]] = tree[1];
    const target = path.replace("{ref}", propertyRef).replace("{script}", staticScript);
    return { method, target, headers: all };
  })
  .map((request) => {
    // A tree Next.js cannot parse must be refused whatever else the request says.
    const tree = request.headers["next-router-state-tree"];
    return { ...request, treeMalformed: tree !== undefined && !isTree(tree) };
  });

const methodRequests = fc
  .tuple(
    fc.constantFrom(...ODD_METHODS, ...SERVED),
    fc.constantFrom(
      "/",
      "/pt/properties",
      "/api/leads",
      "/_next/static/x.js",
      "{script}",
      "/images/hero-default.jpg",
      "/_next/image?url=%2Fimages%2Fhero-default.jpg&w=640&q=75",
      "/robots.txt",
      "/objects/x",
      "/admin",
    ),
  )
  .map(([method, path]) => ({
    method,
    target: path.replace("{script}", staticScript),
    headers: {} as Record<string, string>,
  }));

/** Control characters and odd unicode, as text fields get them. */
const hostileText = fc.oneof(
  fc.constantFrom(
    "a\u0000b",
    "\u0000",
    "a\u0008b",
    "\u001b[31mred",
    "a\u007fb",
    "a\u000bb",
    "\u202egnp.exe",
    "\u200b\u200d\ufeff",
    "\ud800",
    "a\udfffb",
    "\uffff\ufffe",
    "\u{10ffff}",
    "e\u0301\u0301\u0301",
    "🏡🇵🇹👨‍👩‍👧",
    "ﾃｽﾄ",
    "\u0085\u2028\u2029",
    "Ｃ:\\..\\..",
    "'; drop table leads; --",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
    minLength: 1,
    maxLength: 5,
  }),
);
// biome-ignore lint/suspicious/noControlCharactersInRegex: what the API refuses in text
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A valid body for each write, from the same factories the API tests use. */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  "POST /api/leads": () => leadPayload(),
  "POST /api/mortgage-requests": () => mortgagePayload(),
  "POST /api/properties": () => propertyPayload(),
  "PATCH /api/properties/{id}": () => propertyPayload(),
  "POST /api/consultants": () => consultantPayload(),
  "PATCH /api/consultants/{id}": () => consultantPayload(),
  "POST /api/testimonials": () => testimonialPayload(),
  "PATCH /api/testimonials/{id}": () => testimonialPayload(),
  "POST /api/property-features": () => ({ ...FEATURE, key: "garden" }),
  "POST /api/users": () => ({ ...USER }),
  "POST /api/auth/login": () => ({ ...TEST_ADMIN, password: "not-the-password" }),
};
// Logging out would end the fuzzer's own session; uploads take files, not JSON text.
const writes = allEndpoints()
  .map(({ endpoint }) => endpoint)
  .filter((endpoint) => ["POST", "PUT", "PATCH"].includes(endpoint.method))
  .filter((endpoint) => endpoint.body && endpoint.path !== "/api/auth/logout");

const bodyRequests = fc
  .tuple(fc.constantFrom(...writes), fc.nat(), hostileText, fc.boolean())
  .map(([endpoint, pick, text, keepOthers]) => {
    const name = `${endpoint.method} ${endpoint.path}`;
    const shape = ((endpoint.body as { shape?: object }).shape ?? {}) as Record<string, unknown>;
    const fields = Object.keys(shape);
    const field = fields[pick % Math.max(1, fields.length)] ?? "name";
    const base = keepOthers ? (VALID_BODIES[name]?.() ?? {}) : {};
    const target = endpoint.path
      .replace("{id}", ids[endpoint.path] ?? "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b")
      .replace("{page}", "sell");
    return {
      method: endpoint.method,
      target,
      headers: {
        "content-type": "application/json",
        ...(endpoint.access === "admin" || pick % 2 ? { cookie } : {}),
      } as Record<string, string>,
      body: JSON.stringify({ ...base, [field]: text }),
      controlInText: CONTROL_IN_TEXT.test(text) ? field : null,
    };
  });

/** Whether Next.js can parse this header as a router state tree: its own check decides. */
function isTree(header: string): boolean {
  try {
    parseAndValidateFlightRouterState(header);
    return true;
  } catch {
    return false;
  }
}

const hostileRequest: fc.Arbitrary<Hostile> = fc
  .oneof(
    { weight: 4, arbitrary: pathRequests.map((r) => ({ ...r, extra: null as string | null })) },
    { weight: 3, arbitrary: queryRequests.map((r) => ({ ...r, extra: null as string | null })) },
    {
      weight: 4,
      arbitrary: headerRequests.map(({ treeMalformed, ...r }) => ({
        ...r,
        extra: treeMalformed ? "malformed Next-Router-State-Tree" : null,
      })),
    },
    { weight: 1, arbitrary: methodRequests.map((r) => ({ ...r, extra: null as string | null })) },
    {
      weight: 3,
      arbitrary: bodyRequests.map(({ controlInText, ...r }) => ({
        ...r,
        extra: controlInText ? `control character in the body's ${controlInText}` : null,
      })),
    },
  )
  .map(({ extra, ...request }) =>
    // fast-check prints a counterexample with this, long runs of one character shortened.
    Object.assign(
      {
        ...request,
        mustRefuse: mustRefuse(request.method, request.target) ?? extra,
      },
      { [fc.toStringMethod]: () => shown(request) },
    ),
  );

// ---------------------------------------------------------------------------------------------

/** The request as bytes on the wire (latin1: one character, one byte). */
function wire({ method, target, headers, body }: Hostile): string {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: localhost:${server.port}`];
  for (const [name, value] of Object.entries(headers)) if (value) lines.push(`${name}: ${value}`);
  const payload = body === undefined ? "" : Buffer.from(body, "utf8").toString("latin1");
  if (body !== undefined) lines.push(`Content-Length: ${payload.length}`);
  // Always close, so the answer ends with the connection; ask for the upgrade too when there is one.
  lines.push(headers.upgrade ? "Connection: Upgrade, close" : "Connection: close");
  return `${lines.join("\r\n")}\r\n\r\n${payload}`;
}

/** The server's log lines at error level or above, and anything it printed about a failure. */
function errorLines(log: string): string[] {
  return log.split("\n").filter((line) => {
    const text = line.trim();
    if (!text) return false;
    try {
      const entry = JSON.parse(text) as { level?: number };
      return typeof entry.level === "number" && entry.level >= 50;
    } catch {
      // Next.js's own failures are plain text ("⨯ Error: …").
      return /⨯|\berror\b|failed|uncaught|unhandled/i.test(text);
    }
  });
}

/** A request shown in full but short: long runs of one character are counted, not printed. */
function shown(request: Omit<Hostile, "mustRefuse">): string {
  return JSON.stringify(request, null, 1).replace(
    /(.)\1{49,}/g,
    (run, char: string) => `${char}×${run.length}`,
  );
}

/** Node's limit on a request's line and headers (its default --max-http-header-size). */
const MAX_HEAD_BYTES = 16 * 1024;

/**
 * Sends the request. A head past Node's limit is refused by Node itself (431) before the app
 * sees it, and Node closes at once: a client still writing may get a reset instead of the
 * answer. That is the only case where a reset counts as an answer.
 */
async function exchange(request: Hostile): Promise<RawExchange> {
  const bytes = wire(request);
  try {
    return await rawExchange(server.port, bytes);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const head = bytes.length - (request.body ? Buffer.byteLength(request.body) : 0);
    if (head > MAX_HEAD_BYTES && ["EPIPE", "ECONNRESET"].includes(code)) {
      return { status: 431, head: `(reset by Node: ${code})`, bodyBytes: 0 };
    }
    throw error;
  }
}

it("answers every hostile request without a 5xx, a hang or an error in its log", async () => {
  let runs = 0;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(hostileRequest, async (request) => {
      runs++;
      const logBefore = server.output().length;
      const answer = await exchange(request);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const label = `${shown(request)}\n→ ${answer.head.split("\r\n")[0]}`;
      // The geocoder is out of reach on purpose: its 502 is the documented answer.
      if (!(request.target.startsWith("/api/geocode?") && answer.status === 502)) {
        expect(answer.status, label).toBeLessThan(500);
      }
      if (request.mustRefuse) {
        expect(answer.status, `${request.mustRefuse}: ${label}`).toBeGreaterThanOrEqual(400);
      }
      expect(errorLines(server.output().slice(logBefore)), label).toEqual([]);
    }),
    {
      numRuns: RUNS,
      seed: SEED,
      interruptAfterTimeLimit: TIME_LIMIT_MS,
    },
  );
  // Log lines of the last request may come in just after its answer.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(errorLines(server.output())).toEqual([]);
  expect(runs).toBeGreaterThan(Math.min(RUNS, 100));
  process.stdout.write(
    `hostile requests: ${runs} runs, statuses ${JSON.stringify(Object.fromEntries(statuses))}\n`,
  );
  // The site still serves.
  expect(
    (
      await rawExchange(
        server.port,
        wire({ method: "GET", target: "/pt", headers: {}, mustRefuse: null }),
      )
    ).status,
  ).toBe(200);
});
