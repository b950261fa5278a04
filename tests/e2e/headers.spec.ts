// Security headers on every kind of answer, from the real server.
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
  }
  const page = await request.get(`${baseURL}/pt`);
  expect(page.headers()["content-security-policy"]).toMatch(
    /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
  );
  const admin = await request.get(`${baseURL}/api/leads`);
  expect(admin.headers()["cache-control"]).toBe("no-store");
});

test("HSTS is sent when the site is served over HTTPS", async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/pt`, {
    headers: { "x-forwarded-proto": "https" },
  });
  expect(response.headers()["strict-transport-security"]).toContain("max-age=");
});

test("every page nonce is fresh", async ({ request, baseURL }) => {
  const nonce = async () =>
    /'nonce-([^']+)'/.exec(
      (await request.get(`${baseURL}/pt`)).headers()["content-security-policy"] ?? "",
    )?.[1];
  expect(await nonce()).not.toBe(await nonce());
});
