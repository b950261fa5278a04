// A control used before the page's script has run keeps what the visitor did (issue 39, item 4;
// docs/decisions/037): on a slow phone the islands hydrate seconds after the first paint
// (docs/decisions/021), and a filter ticked, or the filters' panel asked for, in that time must
// still take effect once the script has run.
import type { BrowserContext, Page } from "@playwright/test";
import { common } from "../../src/lib/i18n/messages/common";
import { properties } from "../../src/lib/i18n/messages/properties";
import { expect, test } from "./support/fixtures";
import { expected, expectResults } from "./support/property-list";

const house = common.pt.propertyType.house;
/** How long the slowed page may take to hydrate. */
const SLOW = 60_000;

test.describe.configure({ timeout: 150_000 });

/**
 * The property list on a phone's CPU (Chromium slowed six times), with the islands' scripts held
 * back (all but the small boot script) until `release` is called: what the test does before that
 * is done before the page's script for certain.
 */
async function slowListBeforeItsScript(context: BrowserContext, width: number) {
  // A page of its own: the fixture's goto waits for the islands, which this test holds back.
  const page: Page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/islands\/(?!boot-)[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/pt/properties", { waitUntil: "domcontentloaded" });
  return { page, release };
}

test("a filter ticked before the page's script has run still filters the list, at 6× CPU slowdown (1440 px)", async ({
  context,
}) => {
  const { page, release } = await slowListBeforeItsScript(context, 1440);
  const form = page.getByTestId("filter-form-sidebar");
  await form.getByText(house, { exact: true }).click();
  await expect(form.getByRole("checkbox", { name: house })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
  release();

  // Six times slower, the islands take a while to hydrate, longer on a busy machine.
  await expect(form).toHaveAttribute("data-hydrated", "true", { timeout: SLOW });
  await expect(page).toHaveURL(/\/pt\/properties\?type=house$/);
  await expectResults(
    page,
    "pt",
    expected((p) => p.type === "house"),
  );
  await expect(form.getByRole("checkbox", { name: house })).toBeChecked();
});

test("the filters' panel asked for before the page's script has run opens once it has, at 6× CPU slowdown (390 px)", async ({
  context,
}) => {
  const { page, release } = await slowListBeforeItsScript(context, 390);
  await page.getByRole("button", { name: properties.pt.filters.open }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.islands)).toBeUndefined();
  release();

  const panel = page.getByRole("dialog", { name: properties.pt.filters.title });
  await expect(panel).toBeVisible({ timeout: SLOW });
  await panel.getByText(house, { exact: true }).click();
  await expect(page).toHaveURL(/\/pt\/properties\?type=house$/);
  await expectResults(
    page,
    "pt",
    expected((p) => p.type === "house"),
  );
});
