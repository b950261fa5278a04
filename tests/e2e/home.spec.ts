import { demoProperties } from "../../src/server/db/seed/content/properties";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("the home page lists the featured demo properties from the database", async ({ page }) => {
  await page.goto("/pt");
  const featured = demoProperties
    .filter((property) => property.featured)
    .sort(
      (a, b) =>
        (a.featuredOrder ?? Number.POSITIVE_INFINITY) -
          (b.featuredOrder ?? Number.POSITIVE_INFINITY) || b.ageDays - a.ageDays,
    );
  const cards = page.getByTestId("featured-property");
  await expect(cards.first()).toBeVisible();
  await expect(cards).toHaveCount(Math.min(featured.length, 9));
  await expect(cards.first().getByRole("heading")).toHaveText(featured[0]?.titlePt ?? "");
});

for (const locale of ["pt", "en", "jp"] as const) {
  test(`the ${locale} home page has no accessibility violations, at phone and desktop widths`, async ({
    page,
  }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}`);
      await expectNoAxeViolations(page);
    }
  });
}

test("the 404 page and the open phone menu have no accessibility violations", async ({ page }) => {
  await page.goto("/pt/nothing-here");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/pt");
  await page.getByRole("button", { name: "Abrir menu" }).click();
  await expectNoAxeViolations(page);
});
