// What the law asks of every public page (docs/product.md#law-and-privacy): the agency's legal
// identity and the complaints book in the footer, in the three languages; the energy class of
// every ad, "Isento" for land; the privacy line and version beside every form.
import { demoLegalSettings } from "../../demo/content/settings";
import { common } from "../../src/lib/i18n/messages/common";
import { isPageRoute } from "../../src/lib/i18n/routing";
import { expectToast, signInAsAdmin } from "./support/admin";
import { signedInApi } from "./support/api";
import { expect, test } from "./support/fixtures";
import { LOCALES } from "./support/forms";

const LAND = "CL-CAR-028";
/** One path of each public page route (routing.ts), and a path no page has. */
const PATHS = [
  "/",
  "/properties",
  `/properties/${LAND}`,
  "/favorites",
  "/sell",
  "/mortgage",
  "/about",
  "/privacy",
  "/cookies",
  "/saved-searches",
];
const COMPLAINTS_LINK =
  /<a[^>]*href="https:\/\/www\.livroreclamacoes\.pt"[^>]*>Livro de Reclamações<\/a>/;

test("every public page shows the legal identity and the complaints book, in every language", async ({
  request,
}) => {
  for (const path of PATHS) expect(isPageRoute(path), path).toBe(true);
  for (const locale of LOCALES) {
    const t = common[locale].footer;
    for (const path of [...PATHS, "/no-such-page"]) {
      const response = await request.get(`/${locale}${path === "/" ? "" : path}`);
      const html = await response.text();
      const where = `/${locale}${path}`;
      expect(html, where).toContain(demoLegalSettings.companyName);
      expect(html, where).toContain(`${t.ami} ${demoLegalSettings.amiLicence}`);
      expect(html, where).toContain(`${t.nif} ${demoLegalSettings.nif}`);
      expect(html, where).toMatch(COMPLAINTS_LINK);
      expect(html, where).toContain(`href="${demoLegalSettings.ralUrl}"`);
      expect(html, where).toContain(`href="/${locale}/privacy"`);
      expect(html, where).toContain(`href="/${locale}/cookies"`);
    }
  }
});

test("the complaints book is a visible link in the footer", async ({ page }) => {
  await page.goto("/en/about");
  const footer = page.getByRole("region", { name: common.en.footer.legal });
  await footer.scrollIntoViewIfNeeded();
  const link = footer.getByRole("link", { name: "Livro de Reclamações" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "https://www.livroreclamacoes.pt");
  await expect(footer).toContainText("(complaints book)");
});

for (const locale of LOCALES) {
  test(`a land listing says its energy class is exempt, in ${locale}`, async ({ page }) => {
    const exempt = common[locale].energy.exempt;
    await page.goto(`/${locale}/properties/${LAND}`);
    await expect(
      page.getByTestId("key-facts").locator('[data-energy="exempt"]').first(),
    ).toHaveText(exempt);
    await page.goto(`/${locale}/properties?type=land`);
    const card = page.locator(`[data-testid="property-card"][data-ref="${LAND}"]`);
    await expect(card.getByRole("listitem").filter({ hasText: exempt })).toBeVisible();
  });
}

test("every public form links the privacy notice beside its button and sends its version", async ({
  page,
}) => {
  for (const path of ["/pt/sell", "/en/mortgage", `/jp/properties/${LAND}`]) {
    await page.goto(path);
    const form = page.locator("form").filter({ has: page.locator('[name="consentVersion"]') });
    await expect(form).toHaveCount(1);
    const locale = path.slice(1, 3);
    await expect(form.locator('[name="consentVersion"]')).toHaveValue(
      new RegExp(`^${locale}-[0-9a-f]{12}$`),
    );
    await expect(form.locator(`a[href="/${locale}/privacy"]`)).toBeVisible();
  }
});

test("the privacy and cookie notices name the agency and what the site stores", async ({
  page,
}) => {
  await page.goto("/pt/privacy");
  const notice = page.getByTestId("notice-privacy");
  await expect(notice).toContainText(demoLegalSettings.companyName);
  await expect(notice).toContainText(demoLegalSettings.privacyEmail);
  await expect(notice).toContainText("24 meses");
  await expect(notice).toContainText("www.cnpd.pt");
  await page.goto("/jp/cookies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("クッキーポリシー");
  await expect(page.getByTestId("notice-cookies")).toContainText("casa.third-party");
});

test("staff change the legal identity and every page shows it at once; a wrong NIF is refused beside the field", async ({
  page,
  playwright,
  request,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext();
  for (const locale of LOCALES) await visitor.get(`${baseURL}/${locale}/sell`);
  await signedInApi(request, baseURL ?? "");
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/legal-settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identificação legal");
    await expect(page.getByLabel("Denominação social")).toHaveValue(demoLegalSettings.companyName);
    await page.getByLabel("NIF").fill("512345679");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByLabel("NIF")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("NIF inválido: 9 algarismos, o último de controlo")).toBeVisible();

    await page.getByLabel("NIF").fill("PT 500 000 000");
    await page.getByLabel("Licença AMI n.º").fill("67890");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Identificação legal atualizada");
    await expect(page.getByLabel("NIF")).toHaveValue("500000000");
    // The visitor gets the cached pages, rendered again after the change.
    for (const locale of LOCALES) {
      const html = await (await visitor.get(`${baseURL}/${locale}/sell`)).text();
      expect(html).toContain(`${common[locale].footer.ami} 67890`);
      expect(html).toContain(`${common[locale].footer.nif} 500000000`);
    }
  } finally {
    await visitor.dispose();
    await request.put(`${baseURL}/api/legal-settings`, { data: demoLegalSettings });
  }
});
