// Security headers and compression on every kind of answer, from the real server.
import { WEB_FONTS_SWITCH } from "../../src/lib/web-fonts";
import { scriptHash } from "../../src/server/http/content-security-policy";
import { TEST_ADMIN } from "../support/app-server";
import { BROWSER_ACCEPT_ENCODING, decodedBody, rawGet } from "../support/raw-http";
import { expect, test } from "./support/fixtures";

test("pages, API answers and images carry the security headers", async ({ request, baseURL }) => {
  const properties = await (await request.get(`${baseURL}/api/properties`)).json();
  const image = properties[0].images[0];
  for (const path of ["/pt", "/api/properties", "/api/leads", `${image}?w=480`, "/robots.txt"]) {
    const response = await request.get(`${baseURL}${path}`);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    if (path !== "/robots.txt") {
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
    expect(headers["strict-transport-security"], path).toBeUndefined();
    // Nobody else's page may embed these; the listings' photos are meant for e-mails and portals.
    expect(headers["cross-origin-resource-policy"], path).toBe(
      path.startsWith("/objects/") ? "cross-origin" : "same-origin",
    );
  }
  // Public pages come from the page cache. Served as islands, the not-found page among them,
  // they run one inline script: the switch that turns the cached web fonts on, by its hash.
  const fontsSwitch = `'${scriptHash(WEB_FONTS_SWITCH)}'`;
  for (const path of ["/pt", "/pt/properties", "/pt/no-such-page"]) {
    const page = await request.get(`${baseURL}${path}`);
    expect(page.headers()["content-security-policy"], path).toContain(
      `script-src 'self' ${fontsSwitch};`,
    );
  }
  // Pages rendered for one request carry a fresh nonce.
  const nonce = async () =>
    /'nonce-([^']+)' 'strict-dynamic'/.exec(
      (await request.get(`${baseURL}/admin/login`)).headers()["content-security-policy"] ?? "",
    )?.[1];
  const first = await nonce();
  expect(first).toBeTruthy();
  expect(await nonce()).not.toBe(first);
  const admin = await request.get(`${baseURL}/api/leads`);
  expect(admin.headers()["cache-control"]).toBe("no-store");
  // The admin's pages keep other sites' windows away; public pages do not ask for a browsing
  // context group of their own (docs/decisions/044).
  for (const path of ["/admin/login", "/admin"]) {
    const answer = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(answer.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
  }
  for (const path of ["/pt", "/pt/properties", "/pt/no-such-page"]) {
    const answer = await request.get(`${baseURL}${path}`);
    expect(answer.headers()["cross-origin-opener-policy"], path).toBeUndefined();
  }
});

// Without TRUST_PROXY, a client's X-Forwarded-Proto is nobody's word: before the third hostile
// test, it gave a plain-HTTP client HSTS and the cookies meant for HTTPS.
test("a client claiming HTTPS without a trusted proxy gets neither HSTS nor HTTPS cookies", async ({
  request,
  baseURL,
}) => {
  const claim = { "x-forwarded-proto": "https" };
  for (const path of ["/pt", "/api/health"]) {
    const response = await request.get(`${baseURL}${path}`, { headers: claim });
    expect(response.headers()["strict-transport-security"], path).toBeUndefined();
  }
  const login = await request.post(`${baseURL}/api/auth/login`, {
    headers: claim,
    data: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  const cookies = login.headersArray().filter((header) => header.name === "set-cookie");
  expect(cookies.map((cookie) => cookie.value.split("=")[0])).toEqual([
    "casa_session",
    "casa_device",
  ]);
  expect(cookies.some((cookie) => /;\s*secure/i.test(cookie.value))).toBe(false);
});

test("idle kept-alive connections are kept longer than a proxy's idle timeout", async ({
  baseURL,
}) => {
  // Node's default of 5 s let a client reuse a connection just as the server closed it (reset).
  const answer = await rawGet(`${baseURL}/api/health`, { connection: "keep-alive" });
  expect(answer.headers["keep-alive"]).toBe("timeout=65");
});

test("public pages run under their hashed policy: no script is refused and they hydrate", async ({
  page,
  request,
  baseURL,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const [property] = await (await request.get(`${baseURL}/api/properties`)).json();
  for (const path of ["/pt", "/en/properties", `/jp/properties/${property.ref}`, "/pt/sell"]) {
    // The fixture's goto acts on the page and waits for its islands, where it has any.
    await page.goto(`${baseURL}${path}`);
  }
  expect(refused).toEqual([]);
});

test("the property list and pages are sent compressed, once, to a browser", async ({ baseURL }) => {
  const plain = await rawGet(`${baseURL}/api/properties`);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  const list = JSON.parse(plain.body.toString("utf8"));
  expect(list.length).toBeGreaterThan(0);

  const asBrowser = { "accept-encoding": BROWSER_ACCEPT_ENCODING };
  const brotli = await rawGet(`${baseURL}/api/properties`, asBrowser);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
  expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  // Decoded once it is the list itself: nothing compressed it a second time.
  expect(JSON.parse(decodedBody(brotli).toString("utf8"))).toEqual(list);
  const gzip = await rawGet(`${baseURL}/api/properties`, { "accept-encoding": "gzip" });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(JSON.parse(decodedBody(gzip).toString("utf8"))).toEqual(list);
  const unchanged = await rawGet(`${baseURL}/api/properties`, {
    ...asBrowser,
    "if-none-match": String(brotli.headers.etag),
  });
  expect(unchanged.status).toBe(304);

  const page = await rawGet(`${baseURL}/pt`, asBrowser);
  expect(page.headers["content-encoding"]).toMatch(/^(br|gzip)$/);
  expect(decodedBody(page).toString("utf8")).toContain("<html");
});
