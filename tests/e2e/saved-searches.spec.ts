// Saving a search from the list page and managing it from the e-mail's links, in a browser at
// a phone's and a desktop's width, in Japanese and Portuguese, checked with axe (every rule).
// This spec runs its own server with a real SMTP server (smtp-server) to read the links from.
import { test as base, expect, type Page } from "@playwright/test";
import type { Locale } from "../../src/lib/i18n/locales";
import { savedSearchTexts } from "../../src/lib/i18n/messages/saved-searches";
import { type AppServer, freePort } from "../support/app-server";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server";
import { axeViolations, expectNoAxeViolations, islandsHydrated } from "./support/axe";
import { uniqueEmail } from "./support/forms";
import { startTestServer } from "./support/server";

const test = base.extend<object, { mail: { app: AppServer; smtp: SmtpServer } }>({
  mail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      const smtpPort = await freePort();
      const smtp = await startSmtpServer(smtpPort);
      const app = await startTestServer({
        // Each test is its own client (X-Forwarded-For behind a trusted proxy): one client
        // address may ask for three confirmations a day.
        env: {
          FORM_RATE_LIMIT: "1000",
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          TRUST_PROXY: "true",
        },
      });
      await use({ app, smtp });
      await app.stop();
      await smtp.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

async function open(page: Page, url: string) {
  await page.goto(url);
  await islandsHydrated(page);
}

/** The link of the last e-mail to `email` that starts with `prefix`. */
async function linkFor(smtp: SmtpServer, email: string, prefix: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = smtp.received.filter((m) => m.rcpt.includes(email)).at(-1);
    const link = mail?.mail.text?.match(new RegExp(`${prefix}[^\\s]+`))?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${email} with ${prefix}`);
}

for (const locale of ["jp", "pt"] as const satisfies Locale[]) {
  for (const width of [390, 1440]) {
    test(`saves a search and manages it in ${locale} at ${width} px`, async ({ page, mail }) => {
      const t = savedSearchTexts[locale];
      const base = mail.app.url;
      await page.setViewportSize({ width, height: 900 });
      await page.setExtraHTTPHeaders({
        "x-forwarded-for": `198.51.100.${10 + (width === 390 ? 0 : 2) + (locale === "jp" ? 0 : 1)}`,
      });
      await open(page, `${base}/${locale}/properties?location=Lisboa`);
      const form = page.getByTestId("save-search");
      await form.scrollIntoViewIfNeeded();
      await islandsHydrated(page);
      await form.locator("summary").click();
      // A bad address is told beside its field, in the page's language.
      await form.getByRole("button", { name: t.formSubmit }).click();
      await expect(form.locator("#alert-email-error")).toBeVisible();
      // Every rule on the form itself; the list's filter sidebar beside it is the list's own
      // spec's (its feature checkboxes fail target-size with every rule on, before this form).
      const ALL = [
        "wcag2a",
        "wcag2aa",
        "wcag21a",
        "wcag21aa",
        "wcag22aa",
        "best-practice",
        "experimental",
      ];
      const found = await axeViolations(page, {
        tags: ALL,
        exclude: "aside[aria-labelledby='filters-title']",
      });
      expect(
        found.map(
          (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(" ")}`,
        ),
      ).toEqual([]);
      const email = uniqueEmail(`alert-${locale}-${width}`);
      await form.locator("#alert-email").fill(email);
      await form.locator("#alert-frequency").selectOption("weekly");
      await form.getByRole("button", { name: t.formSubmit }).click();
      await expect(form.getByTestId("save-search-status")).toHaveText(t.formSent);
      await page.screenshot({ path: `/tmp/alerts-form-${locale}-${width}.png`, fullPage: false });

      // The confirmation link opens a page that asks for a click.
      const confirm = await linkFor(
        mail.smtp,
        email,
        `${base}/${locale}/saved-searches\\?confirm=`,
      );
      await open(page, confirm);
      await expectNoAxeViolations(page, { allRules: true });
      await page.getByRole("button", { name: t.confirmButton }).click();
      await expect(page.getByRole("status").first()).toHaveText(t.confirmed);
      const row = page.getByTestId("saved-searches").getByRole("listitem");
      await expect(row).toHaveCount(1);
      await expect(row.locator("select")).toHaveValue("weekly");
      await expectNoAxeViolations(page, { allRules: true });
      await page.screenshot({ path: `/tmp/alerts-manage-${locale}-${width}.png`, fullPage: true });

      // Change the frequency, then delete, confirming first.
      await row.locator("select").selectOption("instant");
      await row.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").first()).toHaveText(t.updated);
      await expect(row.locator("select")).toHaveValue("instant");
      await row.locator("summary").click();
      await row.getByRole("button", { name: t.remove }).click();
      await expect(page.getByRole("status").first()).toHaveText(t.deleted);
      await expect(row).toHaveCount(0);

      // A tampered link: a clear page, no error.
      const answer = await page.goto(`${base}/${locale}/saved-searches?token=m.x.y.z`);
      expect(answer?.status()).toBe(200);
      await expect(page.getByRole("status")).toHaveText(t.invalid);
      await expectNoAxeViolations(page, { allRules: true });
    });
  }
}
