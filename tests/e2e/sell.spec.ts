import type { Page } from "@playwright/test";
import { demoSellPage } from "../../demo/content/settings";
import { MAX_OBSERVATIONS } from "../../src/lib/forms/public-form-values";
import type { Locale } from "../../src/lib/i18n/locales";
import { forms } from "../../src/lib/i18n/messages/forms";
import { mortgage } from "../../src/lib/i18n/messages/mortgage";
import { sell } from "../../src/lib/i18n/messages/sell";
import type { Lead } from "../../src/lib/schemas/lead";
import { adminGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { LOCALES, SUFFIX, toast, uniqueEmail, watchPosts } from "./support/forms";

// One valuation per language, each with different details, and the message staff receive.
const CASES = {
  pt: {
    input: { type: "house", location: "Cascais", area: "250", condition: "good", bedrooms: "4" },
    observations: "Vista mar e piscina.",
    message:
      "Tipo: Moradia\nLocalização: Cascais\nÁrea: 250 m²\nQuartos: 4\nEstado: Bom\nObservações: Vista mar e piscina.\nFotografias: sala.jpg, jardim.png",
    success: [
      "Mensagem enviada com sucesso!",
      "Entraremos em contacto brevemente para agendar a avaliação.",
    ],
  },
  en: {
    input: {
      type: "apartment",
      location: "Lisbon",
      area: "1250",
      condition: "excellent",
      bedrooms: "0",
    },
    observations: "",
    message:
      "Type: Apartment\nLocation: Lisbon\nArea: 1,250 m²\nBedrooms: 0\nCondition: Excellent\nPhotos: sala.jpg, jardim.png",
    success: [
      "Message sent successfully!",
      "We will be in touch shortly to arrange the valuation.",
    ],
  },
  jp: {
    input: {
      type: "land",
      location: "Sintra",
      area: "3000",
      condition: "needs_renovation",
      bedrooms: "",
    },
    observations: "早めの売却を希望します。",
    message:
      "種別: 土地\n所在地: Sintra\n面積: 3,000 m²\n状態: 要リフォーム\n備考: 早めの売却を希望します。\n写真: sala.jpg, jardim.png",
    success: [
      "メッセージを送信しました",
      "査定の日程について、担当者より近日中にご連絡いたします。",
    ],
  },
} as const;

const REQUIRED_FIELDS = ["name", "email", "phone", "propertyType", "location", "area", "condition"];

const PHOTOS = [
  { name: "sala.jpg", mimeType: "image/jpeg", buffer: Buffer.from("fake") },
  { name: "jardim.png", mimeType: "image/png", buffer: Buffer.from("fake") },
];

for (const locale of LOCALES) {
  const s = SUFFIX[locale];

  test(`the ${locale} sell page shows the page settings texts`, async ({ page }) => {
    await page.goto(`/${locale}/sell`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoSellPage[`title${s}`]);
    await expect(page.getByTestId("page-subtitle")).toHaveText(demoSellPage[`subtitle${s}`]);
    await expect(page.getByTestId("benefits").getByRole("listitem")).toHaveText([
      demoSellPage[`benefit1${s}`],
      demoSellPage[`benefit2${s}`],
      demoSellPage[`benefit3${s}`],
    ]);
    await expect(page.locator("#form-title")).toHaveText(demoSellPage[`formTitle${s}`]);
    await expect(page.getByTestId("form-description")).toHaveText(
      demoSellPage[`formDesc${s}`] ?? "",
    );
    // Only the public property types are offered.
    await expect(page.locator("#propertyType option:not([value=''])")).toHaveCount(4);
  });

  test(`a valuation request in ${locale} is stored with the composed message`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { input, observations, message, success } = CASES[locale];
    const email = uniqueEmail(`sell-${locale}`);
    await page.goto(`/${locale}/sell`);
    const form = page.getByTestId("valuation-form");
    await form.getByLabel(forms[locale].name).fill("Ana Ferreira");
    await form.getByLabel(forms[locale].email).fill(email);
    await form.getByLabel(forms[locale].phone).fill("+351 912 345 678");
    await page.locator("#propertyType").selectOption(input.type);
    await page.locator("#condition").selectOption(input.condition);
    await page.locator("#location").fill(input.location);
    await page.locator("#area").fill(input.area);
    await page.locator("#bedrooms").fill(input.bedrooms);
    await page.locator("#photos").setInputFiles(PHOTOS);
    await expect(page.getByTestId("chosen-photos").getByRole("listitem")).toHaveText([
      "sala.jpg",
      "jardim.png",
    ]);
    await page.locator("#observations").fill(observations);
    await page.getByRole("button", { name: sell[locale].submit }).click();

    await expect(toast(page).title).toHaveText(success[0]);
    await expect(toast(page).description).toHaveText(success[1]);
    await expect(page.locator("#name")).toHaveValue("");
    await expect(page.locator("#propertyType")).toHaveValue("");
    await expect(page.locator("#area")).toHaveValue("");
    await expect(page.getByTestId("chosen-photos")).toHaveCount(0);

    const leads = await adminGet<Lead[]>(request, baseURL ?? "", "/api/leads");
    const lead = leads.find((candidate) => candidate.email === email);
    expect(lead).toMatchObject({
      name: "Ana Ferreira",
      phone: "+351 912 345 678",
      type: "valuation",
      language: locale,
      propertyRef: null,
      message,
    });
  });

  test(`the ${locale} sell page has no axe violations; bad input shows field messages and stores nothing`, async ({
    page,
    request,
    baseURL,
  }) => {
    const errors = forms[locale].errors;
    const posts = watchPosts(page, "/api/leads");
    await page.goto(`/${locale}/sell`);
    const submit = page.getByRole("button", { name: sell[locale].submit });
    await submit.click();

    const name = page.locator("#name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAttribute("aria-describedby", "name-error");
    for (const field of REQUIRED_FIELDS) {
      await expect(page.locator(`#${field}-error`)).toHaveText(errors.required);
    }
    await expect(page.locator("#bedrooms-error")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A name no other test uses: a stored lead would carry it.
    const marker = `Ana ${uniqueEmail(`sell-bad-${locale}`)}`;
    await name.fill(marker);
    await page.locator("#email").fill("ana.example.com");
    await page.locator("#phone").fill("call me");
    await page.locator("#area").fill("-3");
    await submit.click();
    await expect(page.locator("#email")).toBeFocused();
    await expect(page.locator("#email-error")).toHaveText(errors.email);
    await expect(page.locator("#phone-error")).toHaveText(errors.phone);
    await expect(page.locator("#area-error")).toHaveText(errors.number);
    await expect(page.locator("#name-error")).toHaveCount(0);

    expect(posts).toEqual([]);
    const leads = await adminGet<Lead[]>(request, baseURL ?? "", "/api/leads");
    expect(leads.filter((lead) => lead.name === marker)).toEqual([]);
  });
}

/** Fills the valuation form's required fields with valid values. */
async function fillValuation(page: Page, locale: Locale) {
  const form = page.getByTestId("valuation-form");
  await form.getByLabel(forms[locale].name).fill("Ana Ferreira");
  await form.getByLabel(forms[locale].email).fill(uniqueEmail(`sell-${locale}`));
  await form.getByLabel(forms[locale].phone).fill("+351 912 345 678");
  await page.locator("#propertyType").selectOption("house");
  await page.locator("#condition").selectOption("good");
  await page.locator("#location").fill("Cascais");
  await page.locator("#area").fill("250");
}

// The photos' names go in the lead's message, which the API takes up to 5,000 characters: the
// form used to pass such a request and show only "try again" when the API refused it.
test("photos whose names would not fit in the request are refused beside the photos, in the visitor's language", async ({
  page,
}) => {
  const posts = watchPosts(page, "/api/leads");
  await page.goto("/jp/sell");
  await fillValuation(page, "jp");
  await page.locator("#observations").fill("x".repeat(MAX_OBSERVATIONS));
  const photos = Array.from({ length: 30 }, (_, n) => ({
    name: `${"fotografia-da-sala-de-estar-".repeat(4)}${n}.jpg`,
    mimeType: "image/jpeg",
    buffer: Buffer.from("fake"),
  }));
  await page.locator("#photos").setInputFiles(photos);
  await page.getByRole("button", { name: sell.jp.submit }).click();

  await expect(page.locator("#photos-error")).toHaveText(sell.jp.fields.tooManyPhotos);
  await expect(page.locator("#photos")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#photos")).toBeFocused();
  expect(posts).toEqual([]);

  // Fewer photos: the message fits, and the error goes as soon as they are chosen.
  await page.locator("#photos").setInputFiles(photos.slice(0, 20));
  await expect(page.locator("#photos-error")).toHaveCount(0);
  await page.getByRole("button", { name: sell.jp.submit }).click();
  await expect(toast(page).title).toHaveText(CASES.jp.success[0]);
  expect(posts).toHaveLength(1);
});

test("what the API refuses all the same is shown beside its field, in the visitor's language", async ({
  page,
}) => {
  await page.route("**/api/leads", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        message: "Dados do pedido inválidos",
        issues: [
          {
            path: ["name"],
            message: "Máximo de 100 caracteres",
            code: "too_big",
            origin: "string",
            maximum: 100,
          },
        ],
      }),
    }),
  );
  await page.goto("/en/sell");
  await fillValuation(page, "en");
  await page.getByRole("button", { name: sell.en.submit }).click();

  await expect(page.locator("#name-error")).toHaveText("Maximum 100 characters");
  await expect(page.locator("#name")).toBeFocused();
  await expect(page.locator("#name")).toHaveValue("Ana Ferreira");
  await expect(toast(page).item).toHaveCount(0);
  // Changing the field takes the API's message away; the form's own check has nothing to say.
  await page.locator("#name").fill("Ana");
  await expect(page.locator("#name-error")).toHaveCount(0);
});

test("a failed request shows the error toast and keeps what was typed", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/leads", async (route) => {
    await held;
    await route.fulfill({ status: 500, body: "Internal Server Error" });
  });
  await page.goto("/pt/sell");
  await page.locator("#name").fill("Rui Costa");
  await page.locator("#email").fill("rui@example.pt");
  await page.locator("#phone").fill("912345678");
  await page.locator("#propertyType").selectOption("commercial");
  await page.locator("#condition").selectOption("good");
  await page.locator("#location").fill("Porto");
  await page.locator("#area").fill("80");
  const submit = page.getByTestId("valuation-form").locator("button[type=submit]");
  await submit.click();

  // While the request is out the form is disabled.
  await expect(submit).toBeDisabled();
  await expect(page.locator("#name")).toBeDisabled();
  release();

  await expect(toast(page).title).toHaveText("Erro ao enviar a mensagem");
  await expect(toast(page).description).toHaveText("Por favor, tente novamente.");
  await expect(toast(page).item).toHaveAttribute("data-type", "error");
  await expect(page.locator("#name")).toHaveValue("Rui Costa");
  await expect(page.locator("#propertyType")).toHaveValue("commercial");
  await expect(page.locator("#area")).toHaveValue("80");
  await expect(submit).toBeEnabled();
});

test("the English failure toast reads 'Error sending message'", async ({ page }) => {
  await page.route("**/api/leads", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/en/sell");
  await page.locator("#name").fill("John");
  await page.locator("#email").fill("john@example.com");
  await page.locator("#phone").fill("+44 20 7946 0958");
  await page.locator("#propertyType").selectOption("house");
  await page.locator("#condition").selectOption("excellent");
  await page.locator("#location").fill("Comporta");
  await page.locator("#area").fill("400");
  await page.getByRole("button", { name: "Request a valuation" }).click();
  await expect(toast(page).title).toHaveText("Error sending message");
  await expect(toast(page).description).toHaveText("Please try again.");
});

test("a submission that fills the hidden honeypot looks sent but is not stored", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail("sell-bot");
  await page.goto("/pt/sell");
  await expect(page.locator("#website")).toHaveAttribute("tabindex", "-1");
  await page.locator("#name").fill("Bot");
  await page.locator("#email").fill(email);
  await page.locator("#phone").fill("912345678");
  await page.locator("#propertyType").selectOption("house");
  await page.locator("#condition").selectOption("good");
  await page.locator("#location").fill("Faro");
  await page.locator("#area").fill("100");
  await page.locator("#website").fill("https://spam.example");
  await page.getByRole("button", { name: sell.pt.submit }).click();
  await expect(toast(page).title).toHaveText("Mensagem enviada com sucesso!");

  const leads = await adminGet<Lead[]>(request, baseURL ?? "", "/api/leads");
  expect(leads.filter((lead) => lead.email === email)).toEqual([]);
});

test("before the page's JavaScript runs, the valuation and mortgage forms cannot be sent", async ({
  browser,
  baseURL,
}) => {
  // Sent by script only: a native submit would put the visitor's details in the page's URL.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/pt/sell");
  await expect(page.getByRole("button", { name: sell.pt.submit })).toBeDisabled();
  await page.goto("/pt/mortgage");
  await expect(page.getByRole("button", { name: mortgage.pt.submit })).toBeDisabled();
  await context.close();
});
