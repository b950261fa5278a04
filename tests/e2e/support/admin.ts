import { expect, type Page } from "@playwright/test";
import { TEST_ADMIN } from "../../support/app-server";

/** Signs in through the real login page, as staff do. */
export async function signInAsAdmin(page: Page, account = TEST_ADMIN) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The toast with this title (and description) shows. */
export async function expectToast(page: Page, title: string, description?: string) {
  // The newest toast comes first; an older one with the same title may still be leaving.
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

/**
 * Closes the toast showing, as a person would before reaching for what lies beneath it: a toast
 * sliding in over the bottom-right corner can take a click meant for a button there.
 */
export async function closeToast(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  await toasts.getByRole("button", { name: "Fechar" }).click();
  await expect(toasts).toHaveCount(0);
}
