import { demoProperties } from "../../demo/content/properties";
import { expect, test } from "./support/fixtures";

test("robots.txt keeps crawlers out of the admin and the API and points at the sitemap", async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get(`${baseURL}/robots.txt`)).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api/");
  expect(text).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("the sitemap lists every public page and listing in every language, with alternates", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get(`${baseURL}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  for (const locale of ["pt", "en", "jp"]) {
    for (const page of [
      "",
      "/properties",
      "/sell",
      "/mortgage",
      "/about",
      "/privacy",
      "/cookies",
    ]) {
      expect(urls).toContain(`/${locale}${page}`);
    }
    for (const property of demoProperties) {
      expect(urls).toContain(`/${locale}/properties/${property.ref}`);
    }
  }
  expect(urls).toHaveLength(3 * (7 + demoProperties.length));
  expect(xml).toContain('hreflang="ja"');
  expect(xml).toContain('hreflang="x-default"');
});

test("pages carry canonical, hreflang alternates and link-preview tags", async ({ page }) => {
  await page.goto("/en");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en$/);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang"), new URL((l as HTMLLinkElement).href).pathname]),
    );
  expect(alternates).toEqual(
    expect.arrayContaining([
      ["pt-PT", "/pt"],
      ["en", "/en"],
      ["ja", "/jp"],
      ["x-default", "/"],
    ]),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Casa Lusa/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the home page describes the agency in JSON-LD", async ({ page }) => {
  await page.goto("/pt");
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(data["@type"]).toBe("RealEstateAgent");
  expect(data.address.addressCountry).toBe("PT");
});
