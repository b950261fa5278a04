// Every public page in every language and every admin screen, at phone and desktop widths,
// against all of axe's rules: WCAG 2.2 A and AA, best practices and the experimental ones (label
// in name, p-as-heading…).
import type { Property } from "../../src/lib/schemas/property";
import { signInAsAdmin } from "./support/admin";
import { adminGet, publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

// Eight long tests: spread over the workers rather than run one after another in one.
test.describe.configure({ mode: "parallel" });

for (const locale of ["pt", "en", "jp"] as const) {
  for (const width of [390, 1440]) {
    test(`every public page in ${locale} passes all of axe's rules at ${width} px`, async ({
      page,
      request,
      baseURL,
    }) => {
      // Ten pages, each scanned with every rule: slow on a busy two-core machine.
      test.setTimeout(180_000);
      const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      const pages = ["", "/properties", `/properties/${listing?.ref}`, "/sell", "/mortgage"];
      pages.push("/about", "/favorites", "/privacy", "/cookies", "/no-such-page");
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(`/${locale}${path}`);
        await expectNoAxeViolations(page, { allRules: true });
      }
    });
  }
}

for (const width of [390, 1440]) {
  test(`every admin screen passes all of axe's rules at ${width} px`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const first = async (path: string) =>
      (await adminGet<{ id: string }[]>(request, baseURL ?? "", path))[0]?.id;
    const [property, consultant, testimonial, user] = await Promise.all(
      ["/api/properties", "/api/consultants", "/api/testimonials", "/api/users"].map(first),
    );
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/login");
    await expectNoAxeViolations(page, { allRules: true });
    await signInAsAdmin(page);
    const screens = ["/admin/dashboard", "/admin/properties", "/admin/properties/new"];
    screens.push(`/admin/properties/${property}`, `/admin/properties/${property}/edit`);
    screens.push("/admin/featured-properties", "/admin/leads", "/admin/mortgage-requests");
    screens.push(
      "/admin/consultants",
      "/admin/consultants/new",
      `/admin/consultants/${consultant}`,
    );
    screens.push("/admin/testimonials", "/admin/testimonials/new");
    screens.push(`/admin/testimonials/${testimonial}`, "/admin/features");
    screens.push("/admin/home-settings", "/admin/page-settings", "/admin/legal-settings");
    screens.push("/admin/portals", "/admin/imports", "/admin/users", "/admin/users/new");
    screens.push(`/admin/users/${user}`, "/admin/account", "/admin/personal-data");
    screens.push("/admin/audit-log", "/admin/no-such-screen");
    for (const path of screens) {
      // The screens load their data from the API once they are in the browser: scanned once it
      // is shown (a button enabled by the data mid-scan is measured half faded in).
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("loading")).toHaveCount(0);
      await expectNoAxeViolations(page, { allRules: true });
    }
  });
}
