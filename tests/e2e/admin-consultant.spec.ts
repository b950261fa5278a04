// A consultant's account in the admin (docs/security.md#staff-rights): their own sidebar, their
// own work first, no other consultant's leads, a clear page on an administrators' screen, and
// their own public profile. At a phone's width and a desktop's, with axe's every rule.
import type { APIRequestContext, Page } from "@playwright/test";
import { TEST_ADMIN } from "../support/app-server";
import { closeToast, expectToast, signInAsAdmin } from "./support/admin";
import { adminGet, sendAsVisitor } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const CONSULTANT_SIDEBAR = [
  ["Contactos", "/admin/leads"],
  ["Pedidos de Crédito", "/admin/mortgage-requests"],
  ["Visitas", "/admin/viewings"],
  ["Painel", "/admin/dashboard"],
  ["Imóveis", "/admin/properties"],
  ["O meu perfil", "/admin/profile"],
] as const;

const FIRST_PASSWORD = "first-Consultant-pass-1";
const PASSWORD = "own-Consultant-pass-2";

/**
 * A consultant's account made by the administrator, its first password replaced by the
 * consultant (as a new account must), through the API.
 */
async function consultantAccount(request: APIRequestContext, baseURL: string) {
  const tag = Math.random().toString(36).slice(2, 8);
  const email = `consultora.${tag}@test.casalusa.pt`;
  expect((await request.post(`${baseURL}/api/auth/login`, { data: TEST_ADMIN })).ok()).toBe(true);
  const profile = await request.post(`${baseURL}/api/consultants`, {
    data: {
      name: `Beatriz Ramos ${tag}`,
      role: "Consultora Imobiliária",
      email,
      phone: "+351 912 000 111",
      whatsapp: "+351912000111",
      languages: ["pt", "en"],
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  const consultantId = ((await profile.json()) as { id: string }).id;
  const user = await request.post(`${baseURL}/api/users`, {
    data: {
      name: "Beatriz Ramos",
      email,
      password: FIRST_PASSWORD,
      role: "Consultora",
      access: "consultant",
      consultantId,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const userId = ((await user.json()) as { id: string }).id;
  await request.post(`${baseURL}/api/auth/logout`);

  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { email, password: FIRST_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const changed = await request.patch(`${baseURL}/api/users/${userId}`, {
    data: { password: PASSWORD, currentPassword: FIRST_PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await request.post(`${baseURL}/api/auth/logout`);
  return { email, password: PASSWORD, consultantId };
}

/**
 * A listing of another consultant who has an account (the demo content gives the first demo
 * consultant one): a lead about it is theirs whatever the round-robin's turn, where a general
 * enquiry could fall to the consultant under test. Nothing is added to the public site.
 */
async function anotherConsultantsListing(request: APIRequestContext, notThem: string) {
  expect((await request.post("/api/auth/login", { data: TEST_ADMIN })).ok()).toBe(true);
  const accounts = (await (await request.get("/api/users")).json()) as {
    access: string;
    consultantId: string | null;
  }[];
  const withAccount = new Set(
    accounts.filter((user) => user.access === "consultant").map((user) => user.consultantId),
  );
  const listings = (await (await request.get("/api/properties")).json()) as {
    ref: string;
    consultantId: string | null;
  }[];
  await request.post("/api/auth/logout");
  const listing = listings.find(
    ({ consultantId }) => consultantId && consultantId !== notThem && withAccount.has(consultantId),
  );
  if (!listing) throw new Error("no listing of another consultant with an account");
  return listing;
}

/** The same login page as administrators'; its welcome toast closed, as a person would. */
async function signInAsConsultant(page: Page, account: { email: string; password: string }) {
  await signInAsAdmin(page, account);
  await closeToast(page);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a consultant sees only their sidebar, their own leads and their profile (${viewport.width} px)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({ baseURL });
    const account = await consultantAccount(api, baseURL ?? "");
    // A lead about another consultant's listing: assigned to them, never to this consultant.
    const other = await anotherConsultantsListing(api, account.consultantId);
    const visitor = await playwright.request.newContext({ baseURL });
    const lead = await sendAsVisitor<{ id: string }>(visitor, "/api/leads", {
      name: "Rita Ferreira",
      // Her own address each run: a second request for the same listing would join the first.
      email: `rita.${Math.random().toString(36).slice(2, 8)}@example.pt`,
      phone: "+351 913 222 333",
      message: "Gostaria de saber mais sobre a moradia.",
      type: "inquiry",
      propertyRef: other.ref,
      language: "pt",
    });
    await visitor.dispose();
    const leads = await adminGet<{ id: string; consultantId: string | null }[]>(
      api,
      baseURL ?? "",
      "/api/leads",
    );
    expect(leads.find((row) => row.id === lead.id)?.consultantId).toBe(other.consultantId);
    await api.dispose();

    await page.setViewportSize(viewport);
    await signInAsConsultant(page, account);

    await test.step("the dashboard puts their own leads first", async () => {
      const headings = page.getByRole("heading", { level: 2 });
      await expect(headings.first()).toHaveText("Últimos contactos");
      await expect(page.getByText("Rita Ferreira")).toHaveCount(0);
      await expectNoAxeViolations(page, { allRules: true });
    });

    await test.step("the sidebar has only what a consultant may use, their leads first", async () => {
      if (viewport.width < 1024) await page.getByRole("button", { name: "Abrir menu" }).click();
      const menu = page.getByRole("navigation", { name: "Menu de gestão" });
      const links = menu.getByRole("link");
      await expect(links).toHaveText(CONSULTANT_SIDEBAR.map(([label]) => label));
      expect(await links.evaluateAll((items) => items.map((a) => a.getAttribute("href")))).toEqual(
        CONSULTANT_SIDEBAR.map(([, href]) => href),
      );
      await expectNoAxeViolations(page, { allRules: true });
      await menu.getByRole("link", { name: "Contactos" }).click();
    });

    await test.step("the leads screen shows none of the leads of others", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Nenhum contacto encontrado")).toBeVisible();
      await expect(page.getByText("Rita Ferreira")).toHaveCount(0);
      await expectNoAxeViolations(page, { allRules: true });
    });

    await test.step("an administrators' screen says so, in Portuguese", async () => {
      await page.goto("/admin/users");
      await expect(
        page.getByRole("heading", { name: "Página reservada aos administradores" }),
      ).toBeVisible();
      await expect(page.getByTestId("user-card")).toHaveCount(0);
      await expectNoAxeViolations(page, { allRules: true });
      await page.screenshot({ path: `/tmp/rights-admin-only-${viewport.width}.png` });
    });

    await test.step("O meu perfil edits their own public profile", async () => {
      await page.goto("/admin/profile");
      await expect(page.getByRole("heading", { name: "O meu perfil", level: 1 })).toBeVisible();
      await expect(page.getByLabel("Ordem")).toHaveCount(0);
      await page.getByLabel("Telefone").fill("+351 912 999 888");
      await page.getByRole("button", { name: "Guardar", exact: true }).click();
      await expectToast(page, "Consultor atualizado com sucesso");
      await closeToast(page);
      await expectNoAxeViolations(page, { allRules: true });
      await page.screenshot({ path: `/tmp/rights-profile-${viewport.width}.png`, fullPage: true });
      const saved = await page.request.get(`/api/consultants/${account.consultantId}`);
      expect(((await saved.json()) as { phone: string }).phone).toBe("+351 912 999 888");
    });
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`an administrator makes a consultant's account in Utilizadores (${viewport.width} px)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post("/api/auth/login", { data: TEST_ADMIN })).ok()).toBe(true);
    const profile = await api.post("/api/consultants", {
      data: {
        name: `Duarte Pinto ${tag}`,
        role: "Consultor Imobiliário",
        email: `duarte.${tag}@test.casalusa.pt`,
        phone: "+351 912 000 222",
        whatsapp: "+351912000222",
        languages: ["pt"],
      },
    });
    expect(profile.status()).toBe(201);
    await api.dispose();

    await page.setViewportSize(viewport);
    await signInAsAdmin(page);
    await closeToast(page);
    await page.goto("/admin/users/new");
    await page.getByLabel("Nome").fill("Duarte Pinto");
    await page.getByLabel("Email").fill(`duarte.${tag}@test.casalusa.pt`);
    await page.getByLabel("Password").fill("a-Long-first-password-7");
    await page.getByLabel("Acesso").selectOption("consultant");
    await page.getByLabel("Perfil de consultor").selectOption({ label: `Duarte Pinto ${tag}` });
    await expectNoAxeViolations(page, { allRules: true });
    await page.screenshot({ path: `/tmp/rights-user-form-${viewport.width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Utilizador criado com sucesso");
    await closeToast(page);
    const card = page.getByTestId("user-card").filter({ hasText: `duarte.${tag}@` });
    await expect(card).toContainText("Consultor");
    await expect(card).toContainText(`Consultor: Duarte Pinto ${tag}`);
    await expectNoAxeViolations(page, { allRules: true });
    await page.screenshot({ path: `/tmp/rights-users-${viewport.width}.png`, fullPage: true });
  });
}
