// With no exchange rate known (the test servers cannot reach the ECB), prices are in euros only:
// no "≈" line and no currency choice (docs/product.md#prices-in-other-currencies).
import { common } from "../../src/lib/i18n/messages/common";
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expect, test } from "./support/fixtures";

test("no rate known: no conversion on the list or the detail page, the new badge as stored", async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ["/jp/properties", "/pt/properties"]) {
    await page.goto(path);
    await expect(page.getByTestId("property-card").first()).toBeVisible();
    await expect(page.locator("[data-fx]")).toHaveCount(0);
    await expect(page.getByTestId("price-choices")).toHaveCount(0);
  }
  const stored = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
  const newest = stored.find((property) => property.status === "available");
  await page.goto(`/pt/properties/${newest?.ref}`);
  await expect(page.getByTestId("property-detail").locator('[data-badge="new"]')).toHaveText(
    common.pt.badge.new,
  );
  await expect(page.locator("[data-fx]")).toHaveCount(0);
});
