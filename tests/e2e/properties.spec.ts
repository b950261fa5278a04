// The property list in each language: every filter, sort, page and view, checked against
// the demo listings filtered and sorted by the rules written out in support/property-list.

import { demoFeatures } from "../../demo/content/features";
import { interpolate } from "../../src/lib/i18n/define-messages";
import { common } from "../../src/lib/i18n/messages/common";
import { properties as messages } from "../../src/lib/i18n/messages/properties";
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expect, test } from "./support/fixtures";
import {
  expected,
  expectedBadges,
  expectResults,
  LOCALES,
  PAGE_SIZE,
  queryOf,
  type Sort,
  shownBadges,
  sidebar,
} from "./support/property-list";

for (const locale of LOCALES) {
  const t = messages[locale];
  const tc = common[locale];
  const atLeast = (n: number) => interpolate(t.filters.atLeastLabel, { n });

  test.describe(`/${locale}/properties`, () => {
    test("lists every property, each filter narrows it and shows in the URL", async ({ page }) => {
      const start = async () => {
        await page.goto(`/${locale}/properties`);
        return sidebar(page);
      };
      await page.goto(`/${locale}/properties`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expectResults(page, locale, expected());

      await test.step("property type, several at once", async () => {
        const form = await start();
        await form.getByText(tc.propertyType.house, { exact: true }).click();
        await expect(page).toHaveURL(/\/properties\?type=house$/);
        await form.getByText(tc.propertyType.land, { exact: true }).click();
        await expect(page).toHaveURL(/\?type=house&type=land$/);
        await expect(form.getByRole("checkbox", { name: tc.propertyType.house })).toBeChecked();
        await expectResults(
          page,
          locale,
          expected((p) => ["house", "land"].includes(p.type)),
        );
        // Only the public types are offered.
        await expect(form.getByRole("checkbox", { name: tc.propertyType.office })).toHaveCount(0);
      });

      await test.step("location matches the location or the city, in any case", async () => {
        const form = await start();
        await form.getByRole("searchbox", { name: t.filters.location }).fill("PORTO");
        await expect(page).toHaveURL(/\?location=PORTO$/);
        const porto = expected(
          (p) =>
            p.location.toLowerCase().includes("porto") || p.city.toLowerCase().includes("porto"),
        );
        // The city of Porto and Porto de Mós (a location in Lagos).
        expect(porto.map((p) => p.city)).toContain("Lagos");
        await expectResults(page, locale, porto);
      });

      await test.step("bedrooms and bathrooms minimum", async () => {
        const form = await start();
        const bedrooms = form.getByRole("group", { name: t.filters.bedrooms });
        await bedrooms.getByText("4+", { exact: true }).click();
        await expect(page).toHaveURL(/\?bedrooms=4$/);
        await expect(bedrooms.getByRole("radio", { name: atLeast(4) })).toBeChecked();
        await expectResults(
          page,
          locale,
          expected((p) => (p.bedrooms ?? 0) >= 4),
        );

        const bathrooms = form.getByRole("group", { name: t.filters.bathrooms });
        await bathrooms.getByText("3+", { exact: true }).click();
        await expect(page).toHaveURL(/\?bedrooms=4&bathrooms=3$/);
        await expectResults(
          page,
          locale,
          expected((p) => (p.bedrooms ?? 0) >= 4 && (p.bathrooms ?? 0) >= 3),
        );
        await bedrooms.getByText(t.filters.any, { exact: true }).click();
        await expect(page).toHaveURL(/\?bathrooms=3$/);
        await expectResults(
          page,
          locale,
          expected((p) => (p.bathrooms ?? 0) >= 3),
        );
      });

      await test.step("features match when any chosen one is present", async () => {
        const form = await start();
        const name = (key: string) => {
          const feature = demoFeatures.find((f) => f.key === key);
          return feature
            ? { pt: feature.namePt, en: feature.nameEn, jp: feature.nameJp }[locale]
            : key;
        };
        await form.getByRole("checkbox", { name: name("storage"), exact: true }).check();
        await expect(page).toHaveURL(/\?features=storage$/);
        await form.getByRole("checkbox", { name: name("sea_view"), exact: true }).check();
        await expect.poll(() => queryOf(page)).toEqual(["features=sea_view", "features=storage"]);
        await expectResults(
          page,
          locale,
          expected((p) => p.features.includes("storage") || p.features.includes("sea_view")),
        );
      });

      await test.step("status", async () => {
        const form = await start();
        await form.getByText(tc.propertyStatus.reserved, { exact: true }).click();
        await expect(page).toHaveURL(/\?status=reserved$/);
        await expectResults(
          page,
          locale,
          expected((p) => p.status === "reserved"),
        );
        await form.getByText(tc.propertyStatus.sold, { exact: true }).click();
        await expect(page).toHaveURL(/\?status=reserved&status=sold$/);
        await expectResults(
          page,
          locale,
          expected((p) => p.status !== "available"),
        );
      });

      await test.step("price range: inputs clamped against each other, slider", async () => {
        const form = await start();
        const min = form.getByRole("spinbutton", { name: t.filters.minPrice });
        const max = form.getByRole("spinbutton", { name: t.filters.maxPrice });
        await min.fill("1000000");
        await min.press("Enter");
        await expect(page).toHaveURL(/\?minPrice=1000000$/);
        await max.fill("2000000");
        await max.press("Tab");
        await expect(page).toHaveURL(/\?minPrice=1000000&maxPrice=2000000$/);
        await expectResults(
          page,
          locale,
          expected((p) => p.price >= 1_000_000 && p.price <= 2_000_000),
        );
        // docs/product.md#property-list-page: the maximum cannot go below the current minimum.
        await max.fill("300000");
        await max.press("Enter");
        await expect(page).toHaveURL(/\?minPrice=1000000&maxPrice=1000000$/);
        await expect(max).toHaveValue("1000000");
        // … and the minimum cannot go above the current maximum.
        await min.fill("4000000");
        await min.press("Enter");
        await expect(min).toHaveValue("1000000");

        const form2 = await start();
        // PageDown moves the maximum thumb ten steps of 50,000 down.
        await form2.getByRole("slider", { name: t.filters.maxPrice }).press("PageDown");
        await expect(page).toHaveURL(/\?maxPrice=4500000$/);
        await expect(form2.getByRole("spinbutton", { name: t.filters.maxPrice })).toHaveValue(
          "4500000",
        );
        await expectResults(
          page,
          locale,
          expected((p) => p.price <= 4_500_000),
        );
      });
    });

    test("sorts by each option", async ({ page }) => {
      await page.goto(`/${locale}/properties?type=house&type=apartment`);
      await sidebar(page);
      const select = page.getByRole("combobox", { name: t.sort.label });
      const keep = (p: { type: string }) => ["house", "apartment"].includes(p.type);
      for (const sort of ["price_asc", "price_desc", "newest", "area", "relevance"] as Sort[]) {
        await expect(select.locator(`option[value="${sort}"]`)).toHaveText(t.sort[sort]);
        await select.selectOption(sort);
        if (sort === "relevance") await expect(page).toHaveURL(/\?type=house&type=apartment$/);
        else await expect(page).toHaveURL(new RegExp(`&sort=${sort}$`));
        await expectResults(page, locale, expected(keep, sort));
      }
    });

    test("pages through the results, each card with the badges its data calls for", async ({
      page,
      request,
      baseURL,
    }) => {
      const stored = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      const seen = new Set<string>();
      // Three pages show every listing once: each card's badges follow its stored data.
      const expectBadges = async () => {
        const shown = await shownBadges(page);
        const wanted = shown.map(([ref]): [string, string[]] => {
          const property = stored.find((candidate) => candidate.ref === ref);
          if (!property) throw new Error(`${ref} is not in /api/properties`);
          return [ref, expectedBadges(property).map((badge) => `${badge}:${tc.badge[badge]}`)];
        });
        expect(shown).toEqual(wanted);
        for (const [, badges] of shown)
          for (const badge of badges) seen.add(badge.split(":")[0] ?? "");
      };
      await page.goto(`/${locale}/properties?sort=price_asc`);
      await sidebar(page);
      const all = expected(() => true, "price_asc");
      await expectBadges();
      const pages = page.getByRole("navigation", { name: t.pagination.label });
      await expect(
        pages.getByRole("link", { name: interpolate(t.pagination.page, { n: 1 }) }),
      ).toHaveAttribute("aria-current", "page");

      await pages.getByRole("link", { name: interpolate(t.pagination.page, { n: 2 }) }).click();
      await expect(page).toHaveURL(/\?sort=price_asc&page=2$/);
      await expectResults(page, locale, all, 2);
      // A page link brings the filters and the new results into view.
      const filtersTop = () =>
        page.evaluate(() => document.getElementById("filters")?.getBoundingClientRect().top ?? -1);
      await expect.poll(filtersTop).toBeGreaterThanOrEqual(0);
      expect(await filtersTop()).toBeLessThan(100);
      await expect(
        pages.getByRole("link", { name: interpolate(t.pagination.page, { n: 2 }) }),
      ).toHaveAttribute("aria-current", "page");
      await expectBadges();

      await pages.getByRole("link", { name: t.pagination.next }).click();
      await expect(page).toHaveURL(/&page=3$/);
      await expectResults(page, locale, all, 3);
      await expectBadges();
      expect([...seen].sort()).toEqual(["exclusive", "new", "reduced", "reserved", "sold"]);
      expect(all.length - 2 * PAGE_SIZE).toBeGreaterThan(0);
      await expect(pages.getByRole("link", { name: t.pagination.next })).toHaveCount(0);

      await pages.getByRole("link", { name: t.pagination.previous }).click();
      await expect(page).toHaveURL(/&page=2$/);
      await expectResults(page, locale, all, 2);

      // A change of filters starts again on the first page.
      const form = await sidebar(page);
      await form.getByText(tc.propertyType.apartment, { exact: true }).click();
      await expect(page).toHaveURL(/\?type=apartment&sort=price_asc$/);
    });

    test("switches between grid, list and map views with the same results", async ({ page }) => {
      await page.goto(`/${locale}/properties?status=available`);
      await sidebar(page);
      const available = expected((p) => p.status === "available");
      const views = page.getByRole("navigation", { name: t.view.label });
      for (const view of ["list", "map", "grid"] as const) {
        await views.getByRole("link", { name: t.view[view] }).click();
        if (view === "grid") await expect(page).toHaveURL(/\?status=available$/);
        else await expect(page).toHaveURL(new RegExp(`\\?status=available&view=${view}$`));
        await expect(views.getByRole("link", { name: t.view[view] })).toHaveAttribute(
          "aria-current",
          "true",
        );
        await expect(page.getByTestId("map-view")).toHaveCount(view === "map" ? 1 : 0);
        await expectResults(page, locale, available);
      }
      expect(queryOf(page)).toEqual(["status=available"]);
    });

    test("says when nothing matches and offers to clear the filters", async ({ page }) => {
      await page.goto(`/${locale}/properties?location=Atlantis&view=list`);
      await sidebar(page);
      const empty = page.getByTestId("no-results");
      await expect(empty).toContainText(tc.noResults);
      await expect(page.getByTestId("result-count")).toHaveText(
        interpolate(t.count.other, { n: 0 }),
      );
      await empty.getByRole("link", { name: t.filters.clear }).click();
      // Clearing keeps the view.
      await expect(page).toHaveURL(/\/properties\?view=list$/);
      await expectResults(page, locale, expected());
      await expect(
        page
          .getByTestId("filter-form-sidebar")
          .getByRole("searchbox", { name: t.filters.location }),
      ).toHaveValue("");
    });
  });
}
