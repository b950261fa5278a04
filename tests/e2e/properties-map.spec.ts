// The map view (Leaflet + OpenStreetMap tiles, loaded on the visitor's click: docs/decisions/026)
// and the accessibility of the list's views. tests/e2e/third-party.spec.ts checks that nothing
// is asked of the tile server before the click.
import type { Page } from "@playwright/test";
import { interpolate } from "../../src/lib/i18n/define-messages";
import { formatPrice } from "../../src/lib/i18n/format";
import { common } from "../../src/lib/i18n/messages/common";
import { properties as messages } from "../../src/lib/i18n/messages/properties";
import { thirdParty } from "../../src/lib/i18n/messages/third-party";
import { axeViolations, expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { expected, expectResults, PAGE_SIZE, sidebar } from "./support/property-list";

const TILES = /tile\.openstreetmap\.org/;
// A 1×1 transparent PNG: a tile server that answers.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const failTiles = (page: Page) => page.route(TILES, (route) => route.abort("internetdisconnected"));

/** Loads the map from its placeholder, as a visitor does. */
async function loadMap(page: Page, locale: "pt" | "en" | "jp") {
  await page
    .getByTestId("map-placeholder")
    .getByRole("button", { name: thirdParty[locale].map.load })
    .click();
}

const markerRefs = (page: Page) =>
  page
    .getByTestId("map-marker")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-ref") ?? "").sort());

test("the map shows a marker for every result, even without tiles, and the list", async ({
  page,
}) => {
  const t = messages.jp;
  await failTiles(page);
  await page.goto("/jp/properties?view=map");
  await loadMap(page, "jp");
  const map = page.getByRole("region", { name: t.map.label });
  await expect(map).toBeVisible();
  // Every match has a marker, not only the first page's; the list below is paged.
  const all = expected();
  await expect(page.getByTestId("map-marker")).toHaveCount(all.length);
  expect(await markerRefs(page)).toEqual(all.map((p) => p.ref).sort());
  await expectResults(page, "jp", all);
  expect(all.length).toBeGreaterThan(PAGE_SIZE);

  const note = page.getByTestId("map-unavailable");
  await expect(note).toContainText(t.map.unavailable);
  await expect(note).toContainText(t.map.unavailableHint);
  // The map keeps its fixed height: no grey hole, no collapse.
  const box = await page.getByTestId("map-view").boundingBox();
  expect(box?.height).toBeGreaterThan(300);
});

test("markers follow the filters and open a popup linking to the property", async ({ page }) => {
  const t = messages.pt;
  await failTiles(page);
  await page.goto("/pt/properties?type=land&view=map");
  await loadMap(page, "pt");
  const land = expected((p) => p.type === "land");
  await expect(page.getByTestId("map-marker")).toHaveCount(land.length);
  expect(await markerRefs(page)).toEqual(land.map((p) => p.ref).sort());

  const form = await sidebar(page);
  await form.getByText(common.pt.propertyType.commercial, { exact: true }).click();
  await expect(page).toHaveURL(/\?type=land&type=commercial&view=map$/);
  // The results came in place: the map stays loaded, with no second click.
  await expect(page.getByTestId("map-placeholder")).toHaveCount(0);
  const shops = expected((p) => p.type === "land" || p.type === "commercial");
  await expect(page.getByTestId("map-marker")).toHaveCount(shops.length);
  await expectResults(page, "pt", shops);

  // Markers are keyboard-focusable buttons named by title and price; Enter opens the popup.
  const property = shops[0];
  if (!property) throw new Error("no property");
  const price = formatPrice(property.price, "pt");
  const marker = page.locator(`[data-testid="map-marker"][data-ref="${property.ref}"]`);
  await expect(marker).toHaveAttribute("tabindex", "0");
  await expect(marker).toHaveAttribute("role", "button");
  await expect(marker).toHaveAccessibleName(
    interpolate(t.map.marker, { title: property.titlePt, price }),
  );
  await marker.focus();
  await expect(marker).toBeFocused();
  await marker.press("Enter");
  const popup = page.locator(".leaflet-popup");
  await expect(popup).toContainText(property.titlePt);
  await expect(popup).toContainText(price);
  const link = popup.getByRole("link", { name: t.map.open });
  await expect(link).toHaveAttribute("href", `/pt/properties/${property.ref}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/pt/properties/${property.ref}$`));
});

test("with working tiles there is no unavailable note", async ({ page }) => {
  await page.route(TILES, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
  );
  await page.goto("/en/properties?view=map&location=Lisboa");
  await loadMap(page, "en");
  await expect(page.getByTestId("map-marker")).toHaveCount(
    expected((p) => p.city === "Lisboa").length,
  );
  await expect(page.locator(".leaflet-tile-loaded").first()).toBeAttached();
  await expect(page.getByTestId("map-unavailable")).toHaveCount(0);
  await expect(page.locator(".leaflet-control-attribution")).toContainText(
    messages.en.map.attribution,
  );
});

test("the map loads only in the map view", async ({ page }) => {
  const leaflet: string[] = [];
  page.on("request", (request) => {
    if (TILES.test(request.url())) leaflet.push(request.url());
  });
  await failTiles(page);
  await page.goto("/en/properties?view=list");
  await sidebar(page);
  await expect(page.locator(".leaflet-container")).toHaveCount(0);
  expect(leaflet).toEqual([]);
});

test.describe("accessibility", () => {
  test("axe finds no violations on /pt/properties", async ({ page }) => {
    await page.goto("/pt/properties");
    await sidebar(page);
    await expectNoAxeViolations(page);
  });

  test("axe finds no violations on /en/properties?view=list", async ({ page }) => {
    await page.goto("/en/properties?view=list");
    await sidebar(page);
    await expectNoAxeViolations(page);
  });

  test("axe finds no violations on /jp/properties?view=map", async ({ page }) => {
    await failTiles(page);
    await page.goto("/jp/properties?view=map");
    await sidebar(page);
    // The placeholder first, then the map.
    await expect(page.getByTestId("map-placeholder")).toBeVisible();
    await expectNoAxeViolations(page);
    await loadMap(page, "jp");
    await expect(page.getByTestId("map-marker")).toHaveCount(expected().length);
    await expect(page.getByTestId("map-unavailable")).toBeVisible();
    const rest = (await axeViolations(page)).filter((v) => v.id !== "target-size");
    expect(rest.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    // Target size everywhere but between the map's pins: they sit where the properties are,
    // so nearby ones overlap (WCAG 2.5.8's "essential" exception), and every pin's link is
    // also a full-size card in the list below (the "equivalent" exception).
    const sizes = await axeViolations(page, {
      rules: ["target-size"],
      exclude: ".leaflet-marker-pane",
    });
    expect(sizes.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
  });

  test("axe finds no violations in the open filter sheet on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pt/properties?features=pool");
    await page.getByRole("button", { name: /^Filtros/ }).click();
    await expect(page.getByRole("dialog", { name: messages.pt.filters.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
