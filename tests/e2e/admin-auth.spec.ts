import { TEST_ADMIN } from "../support/app-server";
import { signInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("admin pages without a session go to the login page, whatever the browser claims", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.evaluate(() => {
    localStorage.setItem("isAdminLoggedIn", "true");
    localStorage.setItem("adminEmail", "intruder@example.com");
  });
  for (const path of ["/admin", "/admin/dashboard", "/admin/properties", "/admin/leads"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server still refuses the admin pages", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  });
});

test("a wrong password shows the login error toast with the server's message", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(TEST_ADMIN.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Erro de login")).toBeVisible();
  await expect(page.getByText("Email ou senha inválidos")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the login form checks its fields before sending", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();
  await expect(page.getByText("Password é obrigatória")).toBeVisible();
});

test("signing in and out", async ({ page, request, baseURL }) => {
  await signInAsAdmin(page);
  await expect(page.getByText("Login bem-sucedido")).toBeVisible();
  await expect(page.getByTestId("signed-in-user")).toContainText("Administrador");
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  await expect(page.getByTestId("latest-properties").getByRole("listitem")).toHaveCount(5);
  await expectNoAxeViolations(page, { impacts: ["serious", "critical"] });

  await page.getByRole("button", { name: "Terminar sessão" }).first().click();
  await expect(page.getByText("Sessão terminada")).toBeVisible();
  await expect(page.getByText("Até breve!")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  const cookies = await page.context().cookies();
  const api = await request.get(`${baseURL}/api/leads`, {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
  });
  expect(api.status()).toBe(401);
});
