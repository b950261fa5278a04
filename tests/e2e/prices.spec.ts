// Price history badges, the "price reduced" filter, and prices shown also in another currency,
// against a server whose exchange-rates job reads a local stand-in for the ECB
// (docs/product.md#prices-in-other-currencies), at a phone's and a desktop's width, with axe.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { common } from "../../src/lib/i18n/messages/common";
import { properties as listMessages } from "../../src/lib/i18n/messages/properties";
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { test as base, expect } from "./support/fixtures";
import {
  cards,
  cardsNotHoldingTheirHeight,
  isReduced,
  shownRefs,
  sidebar,
} from "./support/property-list";
import { startTestServer } from "./support/server";

const ECB = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time="2026-11-27">
    <Cube currency="USD" rate="1.0512"/><Cube currency="JPY" rate="162.37"/><Cube currency="GBP" rate="0.83215"/>
  </Cube></Cube>
</gesmes:Envelope>`;

const test = base.extend({
  app: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      const ecb = http.createServer((_request, response) => {
        response.writeHead(200, { "content-type": "text/xml" }).end(ECB);
      });
      await new Promise<void>((resolve) => ecb.listen(0, "127.0.0.1", resolve));
      const port = (ecb.address() as AddressInfo).port;
      const server = await startTestServer({
        env: { FORM_RATE_LIMIT: "1000", FX_RATES_URL: `http://127.0.0.1:${port}/daily.xml` },
      });
      await use(server);
      await server.stop();
      await new Promise((resolve) => ecb.close(resolve));
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

/** Reloads until the exchange-rates job, run at start, has stored the rates. */
async function withRates(page: Page, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByTestId("price-choices").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the Japanese list suggests yen beside every euro price, with the rate's date", async ({
      page,
    }) => {
      await withRates(page, "/jp/properties");
      const t = common.jp.display;
      const first = cards(page).first();
      await expect(first.locator("[data-fx]")).toHaveText(/^≈ ￥[\d,]+$/);
      await expect(page.getByLabel(t.currency)).toHaveValue("JPY");
      await expect(page.getByText("2026年11月27日", { exact: false })).toBeVisible();
      await expectNoAxeViolations(page, { allRules: true });
    });

    test("a Portuguese visitor shows pounds, and the choice stays on the device", async ({
      page,
    }) => {
      await withRates(page, "/pt/properties");
      const t = common.pt.display;
      const line = cards(page).first().locator("[data-fx]");
      await expect(line).toHaveText("");
      const before = await line.boundingBox();
      await page.getByLabel(t.currency).selectOption("GBP");
      await expect(line).toHaveText(/^≈ .*£/);
      // The line had its room already: nothing moved.
      expect((await line.boundingBox())?.height).toBe(before?.height);
      await page.goto("/pt/properties?sort=price_asc");
      await expect(cards(page).first().locator("[data-fx]")).toHaveText(/^≈ .*£/);
      await expectNoAxeViolations(page, { allRules: true });
      await page.getByLabel(t.currency).selectOption("");
      await expect(cards(page).first().locator("[data-fx]")).toHaveText("");
    });

    test("a currency chosen before the page's script has run is shown once it has, and kept", async ({
      page: loaded,
    }) => {
      // Issue 39, item 4: on a slow phone the select works before the script does.
      await withRates(loaded, "/pt/properties");
      // A page of its own: the fixture's goto waits for the script this test holds back.
      const page = await loaded.context().newPage();
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/_next\/static\/islands\/boot-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      // The boot script held, the page cannot reach DOMContentLoaded.
      await page.goto("/pt/properties", { waitUntil: "commit" });
      const t = common.pt.display;
      await page.getByLabel(t.currency).selectOption("GBP");
      const line = cards(page).first().locator("[data-fx]");
      await expect(line).toHaveText("");
      release();
      await expect(line).toHaveText(/^≈ .*£/);
      await expect(page.getByLabel(t.currency)).toHaveValue("GBP");
      await page.unrouteAll();
      await page.goto("/pt/properties?sort=price_asc");
      await expect(cards(page).first().locator("[data-fx]")).toHaveText(/^≈ .*£/);
    });

    test("badges, struck-through prices and the price reduced filter follow the stored dates", async ({
      page,
      request,
      baseURL,
    }) => {
      const stored = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      const reduced = stored.filter((property) => isReduced(property));
      expect(reduced.length).toBeGreaterThan(0);
      await withRates(page, "/pt/properties?reduced=1");
      await expect
        .poll(() => shownRefs(page))
        .toEqual(expect.arrayContaining(reduced.map((property) => property.ref)));
      expect((await shownRefs(page)).length).toBe(reduced.length);
      const card = cards(page).first();
      await expect(card.locator('[data-badge="reduced"]')).toHaveText(common.pt.badge.reduced);
      await expect(card.getByTestId("price-before")).toContainText(common.pt.priceBefore);
      await expectNoAxeViolations(page, { allRules: true });

      // The filter is part of the form: clearing it shows every listing again.
      if (width === 1440) {
        const form = await sidebar(page);
        // The chip's checkbox is visually hidden: a visitor clicks its text.
        await form.getByText(listMessages.pt.filters.reducedOnly, { exact: true }).click();
        await expect(page).toHaveURL(/\/pt\/properties$/);
      }

      const [first] = reduced;
      await page.goto(`/jp/properties/${first?.ref}`);
      const main = page.getByTestId("property-detail");
      await expect(main.locator('[data-badge="reduced"]')).toHaveText(common.jp.badge.reduced);
      await expect(main.getByTestId("price-before")).toBeVisible();
      await expect(main.locator("[data-fx]").first()).toHaveText(/^≈ ￥/);
      await expectNoAxeViolations(page, { allRules: true });
    });

    test("with the converted price's line, every card holds its exact height until it is laid out", async ({
      page,
    }) => {
      for (const path of [
        "/jp/properties",
        "/pt/properties?view=list",
        "/en/properties?reduced=1",
      ]) {
        await withRates(page, path);
        expect(await cardsNotHoldingTheirHeight(page), path).toEqual([]);
      }
    });

    test("English pages show areas in square feet when asked", async ({ page }) => {
      await withRates(page, "/en/properties");
      const area = cards(page).first().locator("[data-area]");
      const metres = Number(await area.getAttribute("data-area"));
      await expect(area).toHaveText(`${metres.toLocaleString("en-GB")} m²`);
      await page.getByLabel(common.en.display.area).selectOption("ft2");
      await expect(area).toHaveText(
        `${Math.round(metres * 10.7639104).toLocaleString("en-GB")} ft²`,
      );
      await page.reload();
      await expect(cards(page).first().locator("[data-area]")).toHaveText(/ft²$/);
    });
  });
}

test("with rates known, the detail page's HTML still arrives within the first round trip", async ({
  browser,
  request,
  baseURL,
}) => {
  // As tests/e2e/page-weight.spec.ts measures it, where no rate is known: here the page also
  // carries the "≈" line and the currency choice.
  const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
  const path = `/pt/properties/${listing?.ref}`;
  const documentBytes = async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const answer = await page.goto(path);
    const html = (await answer?.text()) ?? "";
    const size = await answer?.request().sizes();
    await context.close();
    expect(html).toContain("data-fx=");
    return (size?.responseHeadersSize ?? 0) + (size?.responseBodySize ?? 0);
  };
  const context = await browser.newContext({ baseURL });
  await withRates(await context.newPage(), path);
  await context.close();
  await documentBytes();
  await expect.poll(documentBytes).toBeLessThanOrEqual(14_600);
});
