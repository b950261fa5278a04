// The dashboard's statistics (issue 38): the totals and every chart of the demo's counts, a
// period chosen, each chart's table of the same figures and its CSV, at a phone's and a
// desktop's width, with axe.
import fs from "node:fs/promises";
import type { Property } from "../../src/lib/schemas/property";
import { signInAsAdmin } from "./support/admin";
import { publicGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const FIGURES = [
  "Visualizações e visitantes",
  "Contactos, visitas marcadas e pedidos de crédito",
  "Imóveis mais vistos",
  "De onde vêm as visitas",
  "Contactos por origem",
  "Contactos por língua",
  "Tempo até à primeira resposta",
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("draws every chart with its table and CSV, for the period chosen", async ({ page }) => {
      await signInAsAdmin(page);
      const stats = page.getByRole("region", { name: "Estatísticas" });
      await expect(stats.getByTestId("stats-totals")).toContainText("Visualizações");
      for (const title of FIGURES) {
        const figure = stats.getByRole("region", { name: title, exact: true });
        await expect(figure.getByRole("heading", { name: title })).toBeVisible();
        // The demo's 90 days of counts and its leads: every chart has something to draw.
        await expect(figure.locator("canvas").first()).toBeVisible();
        const box = await figure.boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(width);
      }

      await stats.getByRole("button", { name: "7 dias" }).click();
      await expect(stats.getByRole("button", { name: "7 dias" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const visits = stats.getByRole("region", { name: FIGURES[0], exact: true });
      await visits.getByText("Ver tabela").click();
      const rows = visits.getByRole("table").getByRole("row");
      // The header and one row per day of the seven.
      await expect(rows).toHaveCount(8);
      await expect(rows.first()).toContainText("Dia");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        visits.getByRole("button", { name: "Exportar CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^estatisticas-visits-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await fs.readFile(await download.path(), "utf8");
      const lines = csv
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe('"Dia","Visualizações","Visitantes"');
      expect(lines).toHaveLength(8);
      expect(lines[1]).toMatch(/^"\d{4}-\d{2}-\d{2}","\d+","\d+"$/);

      await expectNoAxeViolations(page);
    });

    test("shows a listing's own figures under its form, with its prices", async ({
      page,
      request,
      baseURL,
    }) => {
      const [listing] = await publicGet<Property[]>(request, baseURL ?? "", "/api/properties");
      await signInAsAdmin(page);
      await page.goto(`/admin/properties/${listing?.id}/edit`);
      const stats = page.getByRole("region", { name: "Estatísticas do imóvel" });
      await expect(stats.getByTestId("stats-totals")).toContainText("Favoritos");
      await expect(stats.getByTestId("stats-totals")).toContainText("Dias no mercado");
      await expect(stats.locator("canvas").first()).toBeVisible();
      const prices = stats.getByRole("region", { name: "Preços" });
      await expect(prices.getByRole("row")).not.toHaveCount(0);
      await expect(stats.getByTestId("listing-similar")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
