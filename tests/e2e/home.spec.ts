import { demoProperties } from "../../src/server/db/seed/content/properties";
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
