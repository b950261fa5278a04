// Every public page in every language, at phone and desktop widths, against all of axe's rules:
// WCAG 2.2 A and AA, best practices and the experimental ones (label in name, p-as-heading…).
import type { Property } from "../../src/lib/schemas/property";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { test } from "./support/fixtures";

for (const locale of ["pt", "en", "jp"] as const) {
  for (const width of [390, 1440]) {
    test(`every public page in ${locale} passes all of axe's rules at ${width} px`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Eight pages, each scanned with every rule: slow on a busy two-core machine.
      test.setTimeout(180_000);
      const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      const pages = ["", "/properties", `/properties/${listing?.ref}`, "/sell", "/mortgage"];
      pages.push("/about", "/favorites", "/no-such-page");
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(`/${locale}${path}`);
        await expectNoAxeViolations(page, { allRules: true });
      }
    });
  }
}
