// Every public page in every language, at phone and desktop widths, against all of axe's rules:
// WCAG 2.2 A and AA, best practices and the experimental ones (label in name, p-as-heading…).
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/fixtures";

const WIDTHS = [390, 1440];

for (const locale of ["pt", "en", "jp"] as const) {
  test(`every public page in ${locale} passes all of axe's rules at ${WIDTHS.join(" and ")} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
    const pages = ["", "/properties", `/properties/${listing?.ref}`, "/sell", "/mortgage"];
    pages.push("/about", "/favorites", "/no-such-page");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(`/${locale}${path}`);
        await expectNoAxeViolations(page, { allRules: true });
      }
    }
  });
}
