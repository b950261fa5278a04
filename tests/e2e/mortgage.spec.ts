import type { Page } from "@playwright/test";
import { demoMortgagePage } from "../../demo/content/settings";
import { AGENCY } from "../../src/lib/agency";
import type { Locale } from "../../src/lib/i18n/locales";
import { mortgage } from "../../src/lib/i18n/messages/mortgage";
import type { MortgageRequest } from "../../src/lib/schemas/mortgage-request";
import { adminGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { LOCALES, SUFFIX, toast, uniqueEmail, watchPosts } from "./support/forms";

const SUCCESS = {
  pt: "Pedido enviado com sucesso! Entraremos em contacto brevemente.",
  en: "Request sent successfully! We will contact you soon.",
  jp: "ご依頼を受け付けました。担当者より近日中にご連絡いたします。",
};
const REQUIRED = {
  pt: "Por favor, preencha todos os campos obrigatórios",
  en: "Please fill in all required fields",
  jp: "必須項目をすべてご入力ください",
};

async function fillContact(page: Page, email: string) {
  await page.locator("#name").fill("Hiro Tanaka");
  await page.locator("#email").fill(email);
  await page.locator("#phone").fill("+81 90 1234 5678");
}

const submit = (page: Page, locale: Locale) =>
  page.getByRole("button", { name: mortgage[locale].submit });

for (const locale of LOCALES) {
  const s = SUFFIX[locale];

  test(`the ${locale} mortgage page shows the page settings texts and the contact block`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/mortgage`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoMortgagePage[`title${s}`]);
    await expect(page.getByTestId("page-subtitle")).toHaveText(demoMortgagePage[`subtitle${s}`]);
    await expect(page.getByTestId("page-intro")).toHaveText(demoMortgagePage[`intro${s}`] ?? "");
    await expect(page.getByTestId("benefits").getByRole("listitem")).toHaveText([
      demoMortgagePage[`benefit1${s}`],
      demoMortgagePage[`benefit2${s}`],
      demoMortgagePage[`benefit3${s}`],
    ]);
    await expect(page.locator("#form-title")).toHaveText(demoMortgagePage[`formTitle${s}`]);
    const contact = page.getByTestId("mortgage-contact");
    await expect(contact.getByTestId("form-description")).toHaveText(
      demoMortgagePage[`formDesc${s}`] ?? "",
    );
    await expect(contact.locator(`a[href="${AGENCY.phoneHref}"]`)).toContainText(AGENCY.phone);
    await expect(contact.locator(`a[href="mailto:${AGENCY.email}"]`)).toContainText(AGENCY.email);
    await expect(contact.locator(`a[href="${AGENCY.whatsappHref}"]`)).toBeVisible();
  });

  test(`a mortgage request in ${locale} is stored and the form resets`, async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail(`mortgage-${locale}`);
    await page.goto(`/${locale}/mortgage`);
    await fillContact(page, email);
    await page.locator("#message").fill("Imóvel de 600 000 €, financiamento de 70 %.");
    await page.getByLabel(mortgage[locale].consent).check();
    await submit(page, locale).click();

    await expect(toast(page).title).toHaveText(SUCCESS[locale]);
    await expect(toast(page).item).toHaveAttribute("data-type", "success");
    await expect(page.locator("#name")).toHaveValue("");
    await expect(page.locator("#message")).toHaveValue("");
    await expect(page.getByLabel(mortgage[locale].consent)).not.toBeChecked();

    const stored = await adminGet<MortgageRequest[]>(
      request,
      baseURL ?? "",
      "/api/mortgage-requests",
    );
    expect(stored.find((item) => item.email === email)).toMatchObject({
      name: "Hiro Tanaka",
      phone: "+81 90 1234 5678",
      message: "Imóvel de 600 000 €, financiamento de 70 %.",
      language: locale,
      status: "new",
    });
  });

  test(`missing fields in ${locale}: the destructive toast and field messages, nothing sent`, async ({
    page,
  }) => {
    const posts = watchPosts(page, "/api/mortgage-requests");
    await page.goto(`/${locale}/mortgage`);
    await submit(page, locale).click();
    await expect(toast(page).title).toHaveText(REQUIRED[locale]);
    await expect(toast(page).item).toHaveAttribute("data-type", "error");
    await expect(page.locator("#name")).toBeFocused();
    for (const field of ["name", "email", "phone", "consent"]) {
      await expect(page.locator(`#${field}`)).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator(`#${field}`)).toHaveAttribute("aria-describedby", `${field}-error`);
      await expect(page.locator(`#${field}-error`)).toBeVisible();
    }
    await expect(page.locator("#consent-error")).toHaveText(mortgage[locale].consentError);
    await expect(page.locator("#message-error")).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(posts).toEqual([]);
  });
}

test("without consent the request is not sent", async ({ page, request, baseURL }) => {
  const posts = watchPosts(page, "/api/mortgage-requests");
  const email = uniqueEmail("mortgage-no-consent");
  await page.goto("/en/mortgage");
  await fillContact(page, email);
  await submit(page, "en").click();

  await expect(toast(page).title).toHaveText("Please fill in all required fields");
  await expect(page.locator("#consent")).toBeFocused();
  await expect(page.locator("#consent-error")).toHaveText(
    "Please agree to be contacted so that we can send your request",
  );
  await expect(page.locator("#name-error")).toHaveCount(0);
  // What was typed stays for the visitor to complete.
  await expect(page.locator("#email")).toHaveValue(email);

  expect(posts).toEqual([]);
  const stored = await adminGet<MortgageRequest[]>(
    request,
    baseURL ?? "",
    "/api/mortgage-requests",
  );
  expect(stored.filter((item) => item.email === email)).toEqual([]);
});

test("an invalid email is refused in the browser", async ({ page }) => {
  const posts = watchPosts(page, "/api/mortgage-requests");
  await page.goto("/pt/mortgage");
  await fillContact(page, "hiro.example.com");
  await page.getByLabel(mortgage.pt.consent).check();
  await submit(page, "pt").click();
  await expect(toast(page).title).toHaveText("Por favor, preencha todos os campos obrigatórios");
  await expect(page.locator("#email")).toBeFocused();
  await expect(page.locator("#email-error")).toHaveText("Introduza um email válido");
  expect(posts).toEqual([]);
});

test("the mortgage toasts stay for five seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto("/en/mortgage");
  await submit(page, "en").click();
  await page.mouse.move(0, 0);
  const { item } = toast(page);
  await expect(item).toBeVisible();
  await page.clock.fastForward(4_000);
  await expect(item).toBeVisible();
  await page.clock.fastForward(1_500);
  // Time keeps flowing after the jump, so a short wait tells 5 s apart from a longer duration.
  await expect(item).toBeHidden({ timeout: 1_000 });
});

test("a failed request shows the error toast and keeps the data", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/mortgage-requests", async (route) => {
    await held;
    await route.fulfill({ status: 500, body: "" });
  });
  await page.goto("/pt/mortgage");
  await fillContact(page, "hiro@example.jp");
  await page.getByLabel(mortgage.pt.consent).check();
  const button = page.getByTestId("mortgage-form").locator("button[type=submit]");
  await button.click();
  await expect(button).toBeDisabled();
  release();
  await expect(toast(page).title).toHaveText("Por favor, preencha todos os campos obrigatórios");
  await expect(toast(page).item).toHaveAttribute("data-type", "error");
  await expect(page.locator("#name")).toHaveValue("Hiro Tanaka");
  await expect(page.getByLabel(mortgage.pt.consent)).toBeChecked();
  await expect(button).toBeEnabled();
});
