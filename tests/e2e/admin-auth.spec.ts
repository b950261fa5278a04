import type { Page } from "@playwright/test";
import type { Lead } from "@/lib/schemas/lead";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import type { Property } from "@/lib/schemas/property";
import { TEST_ADMIN } from "../support/app-server";
import { expectToast, signInAsAdmin } from "./support/admin";
import { sendAsVisitor, signedInApi } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { watchPosts } from "./support/forms";

const SERIOUS: { impacts: ("serious" | "critical")[] } = { impacts: ["serious", "critical"] };

/** The admin sidebar (docs/product.md#admin-shell-and-sidebar), in its order: label and address. */
const SIDEBAR = [
  ["Painel", "/admin/dashboard"],
  ["Imóveis", "/admin/properties"],
  ["Ordenar Destaques", "/admin/featured-properties"],
  ["Contactos", "/admin/leads"],
  ["Pedidos de Crédito", "/admin/mortgage-requests"],
  ["Visitas", "/admin/viewings"],
  ["Consultores", "/admin/consultants"],
  ["Testemunhos", "/admin/testimonials"],
  ["Utilizadores", "/admin/users"],
  ["Características", "/admin/features"],
  ["Página Inicial", "/admin/home-settings"],
  ["Páginas", "/admin/page-settings"],
  ["Identificação legal", "/admin/legal-settings"],
  ["Portais", "/admin/portals"],
  ["Importação", "/admin/imports"],
  ["Dados pessoais", "/admin/personal-data"],
  ["Registo de atividade", "/admin/audit-log"],
] as const;

const newest = <T extends { createdAt: string }>(items: T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** The figure shown on the dashboard card with this label. */
const stat = (page: Page, label: string) =>
  page.getByRole("listitem").filter({ hasText: label }).getByTestId("stat-value");

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
  await expectNoAxeViolations(page, SERIOUS);
  const posts = watchPosts(page, "/api/auth/login");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByText("Email inválido")).toBeVisible();
  await expect(page.getByText("Password é obrigatória")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, SERIOUS);
  expect(posts).toEqual([]);
});

test("the dashboard counts what the API holds, and signing out ends the server session", async ({
  page,
  playwright,
  baseURL,
}) => {
  // Six leads (one read) and two mortgage requests (one contacted), sent as visitors do.
  const staff = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  const api = await signedInApi(staff, baseURL ?? "");
  const leads: Lead[] = [];
  for (let n = 1; n <= 6; n++) {
    leads.push(
      await sendAsVisitor<Lead>(visitor, "/api/leads", {
        name: `Painel Teste ${n}`,
        email: `painel-${n}@example.pt`,
        message: "Pedido para o painel.",
        type: "inquiry",
        language: "pt",
      }),
    );
  }
  const requests = [
    await sendAsVisitor<MortgageRequest>(visitor, "/api/mortgage-requests", {
      name: "Crédito Teste 1",
      email: "credito-1@example.pt",
      phone: "+351 910 000 001",
      language: "pt",
    }),
    await sendAsVisitor<MortgageRequest>(visitor, "/api/mortgage-requests", {
      name: "Crédito Teste 2",
      email: "credito-2@example.pt",
      phone: "+351 910 000 002",
      language: "pt",
    }),
  ];
  expect((await api.patch(`/api/leads/${leads[2]?.id}`, { status: "read" })).ok()).toBe(true);
  expect(
    (await api.patch(`/api/mortgage-requests/${requests[0]?.id}`, { status: "contacted" })).ok(),
  ).toBe(true);

  try {
    await signInAsAdmin(page);
    await expect(page.getByText("Login bem-sucedido")).toBeVisible();
    await expect(page.getByTestId("signed-in-user")).toContainText("Administrador");
    await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();

    await test.step("the dashboard's counts and latest lists match the API", async () => {
      const properties = await api.get<Property[]>("/api/properties");
      const allLeads = await api.get<Lead[]>("/api/leads");
      const mortgage = await api.get<MortgageRequest[]>("/api/mortgage-requests");
      const count = <T>(items: T[], keep: (item: T) => boolean) =>
        String(items.filter(keep).length);
      await expect(stat(page, "Imóveis disponíveis")).toHaveText(
        count(properties, (p) => p.status === "available"),
      );
      await expect(stat(page, "Imóveis reservados")).toHaveText(
        count(properties, (p) => p.status === "reserved"),
      );
      await expect(stat(page, "Imóveis vendidos")).toHaveText(
        count(properties, (p) => p.status === "sold"),
      );
      await expect(stat(page, "Contactos novos")).toHaveText(
        count(allLeads, (l) => l.status === "new"),
      );
      await expect(stat(page, "Pedidos de crédito novos")).toHaveText(
        count(mortgage, (m) => m.status === "new"),
      );

      const latestProperties = page.getByTestId("latest-properties").getByRole("listitem");
      await expect(latestProperties).toHaveCount(5);
      await expect(latestProperties).toContainText(
        newest(properties)
          .slice(0, 5)
          .map((p) => p.ref),
      );
      const latestLeads = page.getByTestId("latest-leads").getByRole("listitem");
      await expect(latestLeads).toHaveCount(5);
      await expect(latestLeads).toContainText([6, 5, 4, 3, 2].map((n) => `Painel Teste ${n}`));
      await expect(latestLeads.filter({ hasText: "Painel Teste 3" })).toContainText("Lido");
      await expect(latestLeads.filter({ hasText: "Painel Teste 6" })).toContainText("Novo");
      await expectNoAxeViolations(page, SERIOUS);
    });

    await test.step("the sidebar has every link of docs/product.md#admin-shell-and-sidebar, each reaching its page", async () => {
      const menu = page.getByRole("navigation", { name: "Menu de gestão" });
      const links = menu.getByRole("link");
      await expect(links).toHaveText(SIDEBAR.map(([label]) => label));
      expect(await links.evaluateAll((items) => items.map((a) => a.getAttribute("href")))).toEqual(
        SIDEBAR.map(([, href]) => href),
      );
      await expect(page.getByRole("button", { name: "Terminar sessão" })).toBeVisible();
      for (const [, href] of SIDEBAR) {
        const response = await page.request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
      }
      await menu.getByRole("link", { name: "Pedidos de Crédito" }).click();
      await expect(
        page.getByRole("heading", { name: "Pedidos de Crédito", level: 1 }),
      ).toBeVisible();
      await expect(menu.getByRole("link", { name: "Pedidos de Crédito" })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });

    // The browser's session cookie, replayed after logout as a stolen copy would be.
    const cookie = (await page.context().cookies())
      .map(({ name, value }) => `${name}=${value}`)
      .join("; ");
    const copy = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie },
    });
    expect((await copy.get("/api/leads")).status()).toBe(200);
    expect(new URL((await copy.get("/admin/dashboard")).url()).pathname).toBe("/admin/dashboard");

    await test.step("at 768 px the menu is a sheet: it navigates and signs out", async () => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await expect(page.getByRole("navigation", { name: "Menu de gestão" })).toBeHidden();
      await page.getByRole("button", { name: "Abrir menu" }).click();
      const sheet = page.getByRole("dialog", { name: "Menu de gestão" });
      await expect(
        sheet.getByRole("navigation", { name: "Menu de gestão" }).getByRole("link"),
      ).toHaveText(SIDEBAR.map(([label]) => label));
      await expectNoAxeViolations(page, SERIOUS);
      await sheet.getByRole("link", { name: "Características" }).click();
      await expect(page).toHaveURL(/\/admin\/features$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole("heading", { name: "Características", level: 1 })).toBeVisible();

      // A logout the server does not confirm is not announced as done.
      await page.route("**/api/auth/logout", (route) => route.fulfill({ status: 503, body: "" }));
      await page.getByRole("button", { name: "Abrir menu" }).click();
      await sheet.getByRole("button", { name: "Terminar sessão" }).click();
      await expectToast(
        page,
        "Erro ao terminar sessão",
        "A sessão continua aberta. Tente novamente.",
      );
      await expect(page.getByText("Sessão terminada")).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/features$/);
      await page.unroute("**/api/auth/logout");

      await sheet.getByRole("button", { name: "Terminar sessão" }).click();
      await expectToast(page, "Sessão terminada", "Até breve!");
      await expect(page).toHaveURL(/\/admin\/login$/);
    });

    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await copy.get("/api/leads")).status()).toBe(401);
    expect(new URL((await copy.get("/admin/dashboard")).url()).pathname).toBe("/admin/login");
    await copy.dispose();
  } finally {
    for (const lead of leads) await api.remove(`/api/leads/${lead.id}`);
    for (const request of requests) await api.remove(`/api/mortgage-requests/${request.id}`);
    await staff.dispose();
    await visitor.dispose();
  }
});
