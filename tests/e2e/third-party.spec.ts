// Issue 34, item 4: a public page asks no host but its own for anything until the visitor loads
// the map or a virtual tour (docs/decisions/026). This file's server takes its tiles from a
// local tile server (MAP_TILES_URL), which answers a small PNG for any path and records what
// it was asked; the tour's host is answered by the test (no internet here).
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import { demoProperties } from "../../demo/content/properties";
import { interpolate } from "../../src/lib/i18n/define-messages";
import { thirdParty } from "../../src/lib/i18n/messages/third-party";
import { THIRD_PARTY_KEY } from "../../src/lib/third-party/choice";
import { islandsHydrated } from "./support/axe";
import { test as base, expect } from "./support/fixtures";
import { expected } from "./support/property-list";
import { startTestServer } from "./support/server";

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

interface TileServer {
  origin: string;
  /** The paths asked for so far. */
  asked: string[];
}

const test = base.extend<object, { tiles: TileServer }>({
  tiles: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      const asked: string[] = [];
      const server = http.createServer((request, response) => {
        asked.push(request.url ?? "");
        response.writeHead(200, { "content-type": "image/png", "cache-control": "no-store" });
        response.end(PNG);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      await use({ origin: `http://127.0.0.1:${port}`, asked });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  app: [
    async ({ tiles }, use) => {
      const server = await startTestServer({
        env: { FORM_RATE_LIMIT: "1000", MAP_TILES_URL: `${tiles.origin}/osm/{z}/{x}/{y}.png` },
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

// A listing with a virtual tour and coordinates.
const REF = "CL-LIS-001";
const listing = demoProperties.find((property) => property.ref === REF);
if (!listing?.virtualTour) throw new Error(`${REF} should have a virtual tour`);
const TOUR = new URL(listing.virtualTour);
const TOUR_PAGE = "<!doctype html><title>Tour</title><p>Tour</p>";

/** Every request of the context (frames too), by URL, as it is made. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

const originsOf = (urls: string[]) =>
  [...new Set(urls.filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))].sort();

/** Scrolls the whole page, so every island wakes up (they hydrate as they near the view). */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  // The scroll loads the islands' script where the page has islands.
  await islandsHydrated(page);
}

const tilesAsked = (tiles: TileServer) => tiles.asked.filter((path) => path.startsWith("/osm/"));

test("no public page asks another host for anything before a click", async ({
  context,
  page,
  baseURL,
  tiles,
}) => {
  const urls = recordRequests(context);
  // Were anything to reach for the tour's site, it would be seen (and answered) here.
  await context.route(`${TOUR.origin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: TOUR_PAGE }),
  );
  const before = tilesAsked(tiles).length;
  const pages = ["/pt", "/pt/properties?view=map", `/en/properties/${REF}`, "/jp/sell"];
  for (const path of [...pages, "/en/mortgage", "/pt/about", "/pt/favorites"]) {
    await page.goto(path);
    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
  }
  expect(urls.length).toBeGreaterThan(10);
  expect(originsOf(urls)).toEqual([new URL(baseURL ?? "").origin]);
  expect(tilesAsked(tiles).length).toBe(before);
  // Leaflet itself has not come either, nor any frame.
  expect(urls.filter((url) => /leaflet/i.test(url))).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("the list's map view shows a placeholder and the list; a click loads the tiles", async ({
  context,
  page,
  baseURL,
  tiles,
}) => {
  const t = thirdParty.pt;
  const urls = recordRequests(context);
  await page.goto("/pt/properties?view=map");
  const placeholder = page.getByTestId("map-placeholder");
  const host = new URL(tiles.origin).host;
  await expect(placeholder).toContainText(interpolate(t.map.servedBy, { server: host }));
  await expect(placeholder).toContainText(t.shares);
  await expect(placeholder.getByRole("checkbox", { name: t.remember })).not.toBeChecked();
  // The list is there, usable, under the placeholder.
  await expect(page.getByTestId("property-card").first()).toBeVisible();
  expect(originsOf(urls)).toEqual([new URL(baseURL ?? "").origin]);

  const before = tilesAsked(tiles).length;
  await placeholder.getByRole("button", { name: t.map.load }).click();
  await expect(page.getByTestId("map-marker")).toHaveCount(expected().length);
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  expect(tilesAsked(tiles).length).toBeGreaterThan(before);
  expect(originsOf(urls)).toEqual([new URL(baseURL ?? "").origin, tiles.origin].sort());
  // Not remembered: nothing kept on the device, and the next page asks again.
  expect(await page.evaluate((key) => localStorage.getItem(key), THIRD_PARTY_KEY)).toBeNull();
  await page.reload();
  await expect(page.getByTestId("map-placeholder")).toBeVisible();
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
});

test("a remembered choice loads the map at once on later pages, until it is forgotten", async ({
  page,
  tiles,
}) => {
  const t = thirdParty.en;
  await page.goto("/en/properties?view=map");
  const placeholder = page.getByTestId("map-placeholder");
  await placeholder.getByRole("checkbox", { name: t.remember }).check();
  await placeholder.getByRole("button", { name: t.map.load }).click();
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  expect(await page.evaluate((key) => localStorage.getItem(key), THIRD_PARTY_KEY)).toBe(
    JSON.stringify({ map: true }),
  );

  // The next page (and the detail page's map) loads without a click.
  const before = tilesAsked(tiles).length;
  await page.reload();
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  await expect(page.getByTestId("map-placeholder")).toHaveCount(0);
  expect(tilesAsked(tiles).length).toBeGreaterThan(before);
  await page.goto(`/en/properties/${REF}`);
  await page.getByTestId("section-location").scrollIntoViewIfNeeded();
  await expect(
    page.getByTestId("location-map").locator(".leaflet-tile-loaded").first(),
  ).toBeAttached();
  // The tour is another kind: still waiting for its own click.
  await page.getByTestId("section-tour").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("tour-placeholder")).toBeVisible();

  // "Forget my choice" beside the map: the device keeps nothing, the next page asks again.
  await page.getByTestId("section-location").getByRole("button", { name: t.forget }).click();
  await expect(page.getByTestId("section-location")).toContainText(t.forgotten);
  expect(await page.evaluate((key) => localStorage.getItem(key), THIRD_PARTY_KEY)).toBeNull();
  await page.goto("/en/properties?view=map");
  await expect(page.getByTestId("map-placeholder")).toBeVisible();
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
});

test("the virtual tour names its host and loads only on a click", async ({ context, page }) => {
  const t = thirdParty.jp;
  const asked: string[] = [];
  await context.route(`${TOUR.origin}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: TOUR_PAGE });
  });
  await page.goto(`/jp/properties/${REF}`);
  await page.getByTestId("section-tour").scrollIntoViewIfNeeded();
  const placeholder = page.getByTestId("tour-placeholder");
  await expect(placeholder).toContainText(interpolate(t.tour.servedBy, { server: TOUR.host }));
  await expect(placeholder).toContainText(t.shares);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);

  await placeholder.getByRole("checkbox", { name: t.remember }).check();
  await placeholder.getByRole("button", { name: t.tour.load }).click();
  const frame = page.getByTestId("virtual-tour");
  await expect(frame).toHaveAttribute("src", listing.virtualTour ?? "");
  await expect(frame).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-popups");
  await expect.poll(() => asked).toContain(listing.virtualTour);
  expect(await page.evaluate((key) => localStorage.getItem(key), THIRD_PARTY_KEY)).toBe(
    JSON.stringify({ tour: true }),
  );
  // Remembered: the next visit makes the frame as the visitor nears it, with no click.
  await page.reload();
  await page.getByTestId("section-tour").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("virtual-tour")).toHaveAttribute("src", listing.virtualTour ?? "");
  await expect(page.getByTestId("location-map-placeholder")).toBeVisible();
});

test("the policy lets images and frames come only from the tile server and the page's tour", async ({
  request,
  baseURL,
  tiles,
}) => {
  const detail = await request.get(`${baseURL}/en/properties/${REF}`);
  const policy = detail.headers()["content-security-policy"] ?? "";
  expect(policy).toContain(`img-src 'self' data: blob: ${tiles.origin};`);
  expect(policy).toContain(`frame-src ${TOUR.origin};`);
  const list = await request.get(`${baseURL}/pt/properties?view=map`);
  const listPolicy = list.headers()["content-security-policy"] ?? "";
  expect(listPolicy).toContain(`img-src 'self' data: blob: ${tiles.origin};`);
  expect(listPolicy).toContain("frame-src 'none';");
});

test("without JavaScript nothing from another host loads; the tour is a link", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const urls = recordRequests(context);
  const page = await context.newPage();
  await page.goto(`/pt/properties/${REF}`);
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: interpolate(thirdParty.pt.tour.open, { server: TOUR.host }) }),
  ).toHaveAttribute("href", listing.virtualTour ?? "");
  await page.goto("/pt/properties?view=map");
  await expect(page.getByTestId("map-placeholder")).toBeVisible();
  expect(originsOf(urls)).toEqual([new URL(baseURL ?? "").origin]);
  await context.close();
});
