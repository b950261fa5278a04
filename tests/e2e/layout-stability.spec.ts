// Nothing on a public page moves as it loads on a phone (issue #13: CLS 0). A browser paints a
// page while its HTML is still being parsed when parsing takes long, as on a slow phone; the
// header's row of buttons and the home page's hero text (anchored to its bottom) would then be
// painted half parsed and move, so each stays unseen until it has been parsed whole
// (src/components/site/parsed-whole.tsx).

import type { Locator, Page } from "@playwright/test";
import { interpolate } from "../../src/lib/i18n/define-messages";
import { properties as listMessages } from "../../src/lib/i18n/messages/properties";
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expect, test } from "./support/fixtures";
import { cards, cardsLaidOut, cardsNotHoldingTheirHeight } from "./support/property-list";

test.use({ viewport: { width: 390, height: 844 } });

async function publicPages(request: Parameters<typeof publicGet>[0], baseURL = "") {
  const [listing] = await publicGet<Property[]>(request, baseURL, "/api/properties");
  return [
    "/pt",
    "/en/properties",
    `/pt/properties/${listing?.ref}`,
    "/en/sell",
    "/pt/mortgage",
    "/en/about",
    "/pt/favorites",
  ];
}

test.describe("painted half parsed", () => {
  test.use({ javaScriptEnabled: false });

  /** How /pt looks when its HTML has arrived up to the first `marker` after `after`. */
  async function cutBefore(page: Page, after: string, marker: string) {
    const html = await (await page.request.get("/pt")).text();
    const cut = html.indexOf(marker, html.indexOf(after));
    expect(cut, marker).toBeGreaterThan(0);
    await page.route("**/pt", (route) =>
      route.fulfill({ contentType: "text/html", body: html.slice(0, cut) }),
    );
    await page.goto("/pt");
  }
  const visibility = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).visibility);
  // One of the row's buttons: not displayed on a phone, it still inherits the row's visibility.
  const buttons = (page: Page) => page.locator('header a[aria-label="WhatsApp"]');

  test("the header's buttons stay unseen until the row is parsed whole", async ({ page }) => {
    await cutBefore(page, "<header", 'commandfor="site-menu"');
    await expect(page.locator("header").getByRole("link", { name: "Casa Lusa" })).toBeVisible();
    expect(await visibility(buttons(page))).toBe("hidden");
  });

  test("the hero's text stays unseen until its search form is parsed whole", async ({ page }) => {
    await cutBefore(page, "<h1", "</form>");
    expect(await visibility(buttons(page))).toBe("visible");
    expect(await visibility(page.locator("h1"))).toBe("hidden");
    await page.unrouteAll();
    await page.goto("/pt");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

// In Portuguese and English: a Japanese page on a device without a Japanese font (this test's
// Linux, not a phone) swaps Noto Sans JP in for characters it could not show, and that moves text.
test("nothing moves on a public page as it loads and its islands hydrate", async ({
  page,
  request,
  baseURL,
}) => {
  await recordShifts(page);
  for (const path of await publicPages(request, baseURL)) {
    // The fixture's goto acts on the page, and waits for its islands where it has any.
    await page.goto(path);
    expect(await shifts(page), path).toEqual([]);
  }
});

// Blocks below the first screen (render-when-near in globals.css) are laid out only as the visitor
// comes near them: the page's first layouts on a slow phone cover one screen, and nothing moves
// in view when the rest is laid out on the way down.
test("a phone lays out a listing's lower sections only on the way down, without moving", async ({
  page,
  request,
  baseURL,
}) => {
  const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
  await recordShifts(page);
  await page.goto(`/pt/properties/${listing?.ref}`);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  const location = page.getByTestId("section-location");
  const similar = page.getByTestId("similar");
  const footer = page.getByRole("contentinfo");
  // A skipped block keeps its own box: what it skips is its content.
  const laidOut = (block: Locator) =>
    block.evaluate((element) =>
      element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    );
  // Chromium lays a skipped block out once it is within one and a half screens below the view:
  // the location section, just above that line on some listings, may be laid out at load; every
  // block further down is skipped.
  const screensDown = (block: Locator) =>
    block.evaluate((element) => element.getBoundingClientRect().top / innerHeight);
  const locationDown = await screensDown(location);
  if (Math.abs(locationDown - 2.5) > 0.1) expect(await laidOut(location)).toBe(locationDown < 2.5);
  expect(await screensDown(similar)).toBeGreaterThan(2.6);
  expect(await laidOut(similar)).toBe(false);
  expect(await laidOut(footer)).toBe(false);
  const bottom = () => page.evaluate(() => scrollY + innerHeight >= document.body.scrollHeight - 1);
  // Laid out on the way (a block is skipped again once the visitor is far past it).
  let locationLaidOut = false;
  for (let step = 0; step < 100 && !(await bottom()); step++) {
    await page.mouse.wheel(0, 400);
    await painted(page);
    locationLaidOut ||= Boolean(await laidOut(location));
  }
  expect(locationLaidOut).toBe(true);
  expect(await laidOut(similar)).toBe(true);
  expect(await laidOut(footer)).toBe(true);
  expect(await shifts(page)).toEqual([]);
});

// Property cards are laid out as the visitor comes near them as well (docs/decisions/047 and
// 048), each holding its exact height until then: at any width, in each language, in the grid
// and the list (the converted price's line is measured in prices.spec.ts).
for (const width of [320, 390, 640, 1024, 1440]) {
  test(`at ${width} px, every card holds its exact height until it is laid out`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/pt/properties", "/jp/properties?view=list", "/en", "/jp"]) {
      await page.goto(path);
      expect(await cardsNotHoldingTheirHeight(page), path).toEqual([]);
    }
  });
}

// Decision 020 withdrew skipped cards when a click on the pagination, right after Playwright
// scrolled to it, landed while the cards above were being laid out and moved it.
test("a phone lays out the list's cards only on the way down, and the pagination stays put", async ({
  page,
}) => {
  await recordShifts(page);
  await page.goto("/pt/properties");
  const t = listMessages.pt.pagination;
  const pagination = page.getByRole("navigation", { name: t.label });
  const top = () => pagination.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const laidOut = () => cardsLaidOut(page);
  const atLoad = await laidOut();
  expect(atLoad).toHaveLength(12);
  expect(atLoad[0]).toBe(true);
  expect(atLoad.at(-1)).toBe(false);
  // Laid out before they come in view: every card that starts within half a screen below it.
  const near = await cards(page).evaluateAll((nodes) =>
    nodes.map((card) => card.getBoundingClientRect().top < innerHeight * 1.5),
  );
  expect(near.filter((close, index) => close && !atLoad[index])).toEqual([]);
  expect(near.filter((close) => close).length).toBeGreaterThan(1);
  const before = await top();
  const bottom = () => page.evaluate(() => scrollY + innerHeight >= document.body.scrollHeight - 1);
  const seen = [...atLoad];
  const tops = new Set([before]);
  for (let step = 0; step < 100 && !(await bottom()); step++) {
    await page.mouse.wheel(0, 400);
    await painted(page);
    (await laidOut()).forEach((shown, index) => {
      seen[index] ||= shown;
    });
    tops.add(await top());
  }
  expect(seen).toEqual(atLoad.map(() => true));
  expect([...tops]).toEqual([before]);
  expect(await shifts(page)).toEqual([]);
  // Loaded again, straight to the pagination: the cards above it are laid out as it comes in view.
  await page.goto("/pt/properties");
  await pagination.getByRole("link", { name: interpolate(t.page, { n: 2 }) }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
});

// Decision 048: the photo, laid out on its own, has a link of its own to the listing, hidden
// from keyboards and screen readers; the title's link stays the card's one link, and its focus
// rings the whole card. The heart stays a button of its own above the photo.
for (const [width, path] of [
  [390, "/pt/properties"],
  [1440, "/pt/properties?view=list"],
] as const) {
  test(`at ${width} px, a card leads to its listing from its photo and rings itself when its link has the focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    const card = cards(page).first();
    const ref = await card.getAttribute("data-ref");
    const title = card.getByRole("heading").getByRole("link");
    await expect(card.getByRole("link")).toHaveCount(1);
    const heart = card.getByTestId("favorite-button");
    await heart.focus();
    await page.keyboard.press("Tab");
    await expect(title).toBeFocused();
    expect(await card.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    const photo = await card.locator("img").boundingBox();
    if (!photo) throw new Error("the card has no photo");
    await page.mouse.click(photo.x + photo.width / 3, photo.y + photo.height * 0.8);
    await expect(page).toHaveURL(`/pt/properties/${ref}`);
  });
}

// docs/decisions/043: a slow phone draws its first frame once the page's content is parsed, so it
// lays the page out once (not once for the part parsed first and again for the rest).
test("a slow phone draws a listing's first frame once its content is parsed", async ({
  page,
  request,
  baseURL,
}) => {
  const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { seen });
    new MutationObserver((_, observer) => {
      if (!document.getElementById("main-end")) return;
      seen.parsed = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "first-paint") seen.painted = entry.startTime;
      }
    }).observe({ type: "paint", buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(`/pt/properties/${listing?.ref}`, { waitUntil: "load" });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: object }).seen))
    .toHaveProperty("painted");
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { parsed: number; painted: number } }).seen,
  );
  expect(seen.parsed).toBeGreaterThan(0);
  expect(seen.painted).toBeGreaterThanOrEqual(seen.parsed);
});

/** Records the page's layout shifts from its first load on, with what moved. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[]) {
        const moved = shift.sources.map((source) => source.node?.nodeName).join(", ");
        shifts.push(`${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${moved}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts so far: a shift is reported once the frame that shows it has been painted. */
async function shifts(page: Page) {
  await painted(page);
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

function painted(page: Page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}
