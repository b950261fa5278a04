// Inter and Playfair Display on public pages once they are in the browser's cache
// (docs/decisions/022): a first visit paints with the metric-matched fallbacks, without waiting
// for the fonts or fetching them beside its first photo, and fetches them after its load; the
// next page in the tab leads with them, from the cache.
import type { CDPSession, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

const WEB_FONT = /\/_next\/static\/media\/(inter|playfair)[^/]*\.woff2$/;
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test("a first visit paints with the fallbacks and fetches the fonts after its load; the next page uses them from the cache", async ({
  page,
}) => {
  let loaded = false;
  page.on("load", () => {
    loaded = true;
  });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (!WEB_FONT.test(new URL(request.url()).pathname)) return;
    fetched.push(`${request.resourceType()} ${loaded ? "after" : "before"} load`);
  });
  await page.goto("/pt/about");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/web-fonts/);
  expect(await bodyFont(page)).toMatch(/^"inter Fallback", "Inter Fallback Liberation"/);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("casa-lusa:web-fonts")))
    .toMatch(/inter.*\.woff2 .*playfair.*\.woff2$/);
  expect(fetched).toEqual(["fetch after load", "fetch after load"]);

  // The next page, in the same tab: the fonts lead the stack and come from the cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // From the disk cache, or from the memory cache ("served from cache", before the response).
  const servedFromCache = new Set<string>();
  cdp.on("Network.requestServedFromCache", ({ requestId }) => servedFromCache.add(requestId));
  const fromCache: boolean[] = [];
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    if (WEB_FONT.test(new URL(response.url).pathname)) {
      fromCache.push(response.fromDiskCache || servedFromCache.has(requestId));
    }
  });
  fetched.length = 0;
  loaded = false;
  await page.goto("/pt/properties");
  await expect(html).toHaveClass(/web-fonts/);
  expect(await bodyFont(page)).toMatch(/^"?inter"?, "inter Fallback"/);
  await expect.poll(() => fromCache).toEqual([true, true]);
  expect(fetched).toEqual(["font before load", "font before load"]);
  // Preloaded from <head>, so that Chromium waits for them before it first paints text: both are
  // drawn with, Playfair too (without the preloads it came after the first paint, and was not).
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(2);
  expect(await fontsDrawn(cdp, "h1")).toEqual(["Playfair Display"]);
  expect(await fontsDrawn(cdp, "main p")).toEqual(["Inter"]);
});

/** The fonts the browser drew an element's text with (its own glyphs, by family). */
async function fontsDrawn(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  await cdp.send("CSS.enable");
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.map((font) => font.familyName);
}

test("a new tab starts again from the fallbacks: the mark lasts as long as the tab's visit", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const first = await context.newPage();
  await first.goto("/pt/about");
  await expect
    .poll(() => first.evaluate(() => sessionStorage.getItem("casa-lusa:web-fonts")))
    .not.toBeNull();
  const second = await context.newPage();
  await second.goto("/pt/about");
  await expect(second.locator("html")).not.toHaveClass(/web-fonts/);
  await context.close();
});
