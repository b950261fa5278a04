import { axeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test.describe("language", () => {
  test.use({ locale: "ja-JP" });

  test("the first visit follows the browser's language (ja → jp)", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ポルトガル");
  });
});

test.describe("an unsupported browser language", () => {
  test.use({ locale: "de-DE" });

  test("falls back to Portuguese", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
  });
});

test.describe("switching", () => {
  test.use({ locale: "en-GB" });

  test("the menu switches the language, which is remembered after a reload and on the next visit", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const header = page.getByRole("banner");
    await header.getByLabel("Choose language").click();
    await header.getByRole("link", { name: "Português" }).click();
    await expect(page).toHaveURL(/\/pt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("pt");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");

    // Next visit, at the unprefixed address: the remembered language, not the browser's.
    const next = await context.newPage();
    await next.goto("/");
    await expect(next.locator("html")).toHaveAttribute("lang", "pt-PT");
    await expect(next.getByRole("heading", { level: 1 })).toContainText("Portugal");
  });

  test("a language remembered only in localStorage is restored", async ({ page, context }) => {
    await page.goto("/");
    // The page records the language it was shown in once it has loaded its scripts.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    await page.evaluate(() => localStorage.setItem("language", "jp"));
    await context.clearCookies();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });
});

test("unknown pages answer 404 Page Not Found in the site layout", async ({ page }) => {
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  // In the HTML as sent, not filled in by JavaScript (Next.js's own not-found answer is an empty
  // shell), and kept out of search engines' indexes.
  const html = (await response?.text()) ?? "";
  expect(html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain("<title>404 Page Not Found · Casa Lusa</title>");
  const unprefixed = await page.goto("/definitely/not/here");
  expect(unprefixed?.status()).toBe(404);
});

for (const width of [390, 1440]) {
  test(`the language menu's name starts with the code it shows, in every language, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of ["pt", "en", "jp"]) {
      await page.goto(`/${locale}`);
      const summary = page.getByRole("banner").locator("details[data-menu] summary");
      const shown = (await summary.textContent())?.trim() ?? "";
      expect(shown).toBe(locale.toUpperCase());
      // WCAG 2.5.3 (Label in Name): a voice user says what they see, so the name starts with it.
      await expect(summary).toHaveAccessibleName(new RegExp(`^${shown}\\b`));
      const found = await axeViolations(page, { rules: ["label-content-name-mismatch"] });
      expect(found.map((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
    }
  });
}

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: "pt-PT" });

  test("opens as a modal dialog, keeps the navigation and closes with Escape", async ({ page }) => {
    await page.goto("/pt");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Imóveis" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await dialog.getByRole("link", { name: "Vender" }).click();
    await expect(page).toHaveURL(/\/pt\/sell$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, locale: "en-GB" });

  test("the language menu still opens and switches language", async ({ page }) => {
    await page.goto("/en");
    const header = page.getByRole("banner");
    await header.getByLabel("Choose language").click();
    await header.getByRole("link", { name: "日本語" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });
});
