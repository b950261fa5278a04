// The report for a listing's owner (issue 38, item 4): in Portuguese and Japanese, at a phone's
// and a desktop's width, with axe; printed, only the report shows; an administrator e-mails it.
import type { Property } from "../../src/lib/schemas/property";
import { expectToast, signInAsAdmin } from "./support/admin";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("reports a listing's weeks, prices and neighbours in the owner's language, and prints alone", async ({
      page,
      request,
      baseURL,
    }) => {
      const listings = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      const listing = listings.find((l) =>
        listings.some((o) => o.id !== l.id && o.type === l.type && o.city === l.city),
      );
      if (!listing) throw new Error("the demo has two listings of one type in one town");
      await signInAsAdmin(page);
      await page.goto(`/admin/properties/${listing.id}/edit`);
      await page.getByRole("link", { name: "em japonês" }).click();
      await expect(page).toHaveURL(/\/report\?lang=jp$/);

      const report = page.getByTestId("seller-report");
      await expect(report).toHaveAttribute("lang", "ja");
      await expect(report.getByRole("heading", { level: 1 })).toHaveText("物件レポート");
      await expect(report).toContainText(listing.titleJp);
      await expect(report.getByRole("heading", { name: "週ごとの閲覧数" })).toBeVisible();
      // Each week since it was published (at most twelve), with its views.
      const weeks = await report.getByRole("row", { name: /の週/ }).count();
      expect(weeks).toBeGreaterThan(0);
      expect(weeks).toBeLessThanOrEqual(12);
      const neighbours = report.getByRole("region", { name: "同じ地域の類似物件" });
      await expect(neighbours.getByRole("row")).not.toHaveCount(0);
      await expect(report).toContainText("AMI");
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Português" }).click();
      await expect(page).toHaveURL(/lang=pt$/);
      await expect(report.getByRole("heading", { level: 1 })).toHaveText("Relatório do seu imóvel");
      await expect(report).toContainText(listing.titlePt);
      await expectNoAxeViolations(page);

      await page.emulateMedia({ media: "print" });
      await expect(report).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Língua do relatório" })).toBeHidden();
      await expect(page.getByRole("region", { name: "Enviar ao proprietário" })).toBeHidden();
    });

    test("an administrator e-mails it to the owner, in the language chosen, told beside the field what is wrong", async ({
      page,
      request,
      baseURL,
    }) => {
      const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      if (!listing) throw new Error("the demo has listings");
      await signInAsAdmin(page);
      await page.goto(`/admin/properties/${listing.id}/report?lang=en`);
      const form = page.getByRole("region", { name: "Enviar ao proprietário por email" });
      await expect(form.getByLabel("Língua", { exact: true })).toHaveValue("en");
      const email = form.getByLabel("Email do proprietário");
      await email.fill("maria");
      await form.getByRole("button", { name: "Enviar relatório" }).click();
      await expect(email).toHaveAccessibleDescription(
        "Indique um email válido, por exemplo nome@exemplo.pt",
      );
      await expectNoAxeViolations(page);

      const owner = `owner-${width}@example.pt`;
      await email.fill(owner);
      await form.getByLabel("Língua", { exact: true }).selectOption("jp");
      await form.getByRole("button", { name: "Enviar relatório" }).click();
      await expectToast(page, "Relatório enviado ao proprietário");
      await expect(email).toHaveValue("");
      await expect(email).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("listitem").filter({ hasText: owner })).toContainText(
        /Japonês · por Administrador \((por enviar|enviado)\)/,
      );
      // Still there when the page is opened again.
      await page.reload();
      await expect(form.getByRole("listitem").filter({ hasText: owner })).toContainText(
        "por Administrador",
      );
      await expectNoAxeViolations(page);
    });

    test("is no page for a listing that does not exist", async ({ page }) => {
      await signInAsAdmin(page);
      const answer = await page.goto(
        "/admin/properties/6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b/report",
      );
      expect(answer?.status()).toBe(404);
    });
  });
}
