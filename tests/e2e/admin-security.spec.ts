// Account security (issue #17, OWASP ASVS L2) as staff meet it: enrolling a second factor,
// signing in with a code or a recovery code, confirming one's identity before a sensitive
// change, ending sessions, and the agency's rule that every account has a second factor.
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { generate } from "otplib";
import type { User } from "../../src/lib/schemas/user";
import { TEST_ADMIN } from "../support/app-server";
import { expectToast, signInAsAdmin } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { watchPosts } from "./support/forms";

/** Long and uncommon enough for the password policy. */
const PASSWORD = "Azulejo-Cacilheiro-2026";
/** What the admin sets for a new account, replaced at its first sign-in. */
const ADMIN_CHOSEN = "Primeiro-Acesso-Lisboa-7";
const PREFIX = "e2e-sec-";
const SERIOUS: { impacts: ("serious" | "critical")[] } = { impacts: ["serious", "critical"] };

interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
}

type Playwright = PlaywrightWorkerArgs["playwright"];

/** The last time step each secret has given a code for: the server takes a step only once. */
const lastStep = new Map<string, number>();

/**
 * A code of a time step not used yet. The server accepts the step after its own too (clock
 * drift), so a second code is taken from the next step at once; only a third within the same
 * 30 seconds waits.
 */
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (lastStep.get(secret) ?? now - 1) + 1);
    if (step <= now + 1) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
}

/** A request context signed in as `account`, through the second step when there is one. */
async function apiAs(
  playwright: Playwright,
  baseURL: string,
  account: { email: string; password: string },
  secondFactor?: () => Promise<string>,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  const login = await context.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  if ((await login.json()).mfaRequired) {
    if (!secondFactor) throw new Error(`${account.email} needs a second factor`);
    const verify = await context.post("/api/auth/login/verify", {
      data: { code: await secondFactor() },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
  }
  return context;
}

/**
 * A new staff account, made by the test admin (whose sign-in just opened the re-auth window),
 * that has replaced the password the admin chose with its own, as the first sign-in asks.
 */
async function createUser(
  admin: APIRequestContext,
  name: string,
  playwright: Playwright,
  baseURL: string,
): Promise<Account> {
  const email = `${PREFIX}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@casalusa.pt`;
  const response = await admin.post("/api/users", {
    data: { name, email, password: ADMIN_CHOSEN, role: "admin" },
  });
  expect(response.status(), await response.text()).toBe(201);
  const user = (await response.json()) as User;
  const own = await apiAs(playwright, baseURL, { email, password: ADMIN_CHOSEN });
  const changed = await own.patch(`/api/users/${user.id}`, {
    data: { password: PASSWORD, currentPassword: ADMIN_CHOSEN },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await own.post("/api/auth/logout");
  await own.dispose();
  return { id: user.id, name, email, password: PASSWORD };
}

/** Enrols a second factor through the API, as the signed-in `own` context's user. */
async function enrolByApi(own: APIRequestContext) {
  const setup = await own.post("/api/auth/two-factor/setup");
  expect(setup.ok(), await setup.text()).toBe(true);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await own.post("/api/auth/two-factor/enable", {
    data: { code: await freshCode(secret) },
  });
  expect(enable.ok(), await enable.text()).toBe(true);
  const { recoveryCodes } = (await enable.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

/** The first sign-in step on the login page. */
async function enterPassword(page: Page, account: { email: string; password: string }) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

const codeStepHeading = (page: Page) =>
  page.getByRole("heading", { name: "Verificação em dois passos", level: 1 });

/** Enrols the second factor on the account page; answers the secret and the recovery codes. */
async function enrolOnAccountPage(page: Page) {
  await page.getByRole("button", { name: "Ativar verificação em dois passos" }).click();
  await expect(
    page.getByRole("img", { name: /Código QR para adicionar a conta Casa Lusa/ }),
  ).toBeVisible();
  const secret = ((await page.getByTestId("two-factor-secret").textContent()) ?? "").replace(
    /\s/g,
    "",
  );
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await page.getByLabel("Código da aplicação").fill(await freshCode(secret));
  await page.getByRole("button", { name: "Confirmar e ativar" }).click();
  await expectToast(page, "Verificação em dois passos ativada");
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  return { secret, recoveryCodes: await codes.allTextContents() };
}

test.afterEach(async ({ playwright, baseURL }) => {
  const admin = await apiAs(playwright, baseURL ?? "", TEST_ADMIN);
  const users = (await (await admin.get("/api/users")).json()) as User[];
  for (const user of users.filter((item) => item.email.startsWith(PREFIX))) {
    await admin.delete(`/api/users/${user.id}`);
  }
  await admin.dispose();
});

test("a user enrols a second factor from the QR code's secret, then signs in with password and code", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const admin = await apiAs(playwright, baseURL ?? "", TEST_ADMIN);
  const user = await createUser(admin, "Rita Dois Passos", playwright, baseURL ?? "");
  await admin.dispose();

  await enterPassword(page, user);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("banner").getByRole("link", { name: "A minha conta" }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole("heading", { name: "A minha conta", level: 1 })).toBeVisible();
  await expect(page.getByTestId("two-factor-status")).toHaveText(/Inativa/);

  const { secret } = await enrolOnAccountPage(page);
  await test.step("the recovery codes download as a text file", async () => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Descarregar .txt" }).click();
    expect((await download).suggestedFilename()).toBe("casa-lusa-codigos-recuperacao.txt");
  });
  await page.getByRole("button", { name: "Já guardei os códigos" }).click();
  await expect(page.getByTestId("recovery-codes")).toHaveCount(0);
  await expect(page.getByTestId("two-factor-status")).toHaveText(/Ativa/);
  await expect(page.getByTestId("recovery-codes-left")).toHaveText(
    "10 códigos de recuperação disponíveis",
  );

  await page.getByRole("button", { name: "Terminar sessão" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await enterPassword(page, user);
  await expect(codeStepHeading(page)).toBeVisible();
  const code = page.getByLabel("Código de verificação");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, { allRules: true });
  }

  const right = await freshCode(secret);
  await code.fill(right === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expectToast(page, "Erro de login", "Código inválido");
  await expect(codeStepHeading(page)).toBeVisible();

  await code.fill(right);
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectToast(page, "Login bem-sucedido");
});

test("a recovery code signs in once and is refused the second time; an admin removes a lost second factor", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(playwright, baseURL ?? "", TEST_ADMIN);
  const user = await createUser(admin, "Bruno Recuperação", playwright, baseURL ?? "");
  await admin.dispose();
  const own = await apiAs(playwright, baseURL ?? "", user);
  const { recoveryCodes } = await enrolByApi(own);
  const recovery = recoveryCodes[0] ?? "";

  const signInWithRecoveryCode = async (value: string) => {
    await enterPassword(page, user);
    await expect(codeStepHeading(page)).toBeVisible();
    await page.getByRole("button", { name: "Usar um código de recuperação" }).click();
    const field = page.getByLabel("Código de recuperação");
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("inputmode", "text");
    await field.fill(value);
    await page.getByRole("button", { name: "Verificar" }).click();
  };

  await signInWithRecoveryCode(recovery);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/account");
  await expect(page.getByTestId("recovery-codes-left")).toHaveText(
    "9 códigos de recuperação disponíveis",
  );
  await page.getByRole("button", { name: "Terminar sessão" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await signInWithRecoveryCode(recovery);
  await expectToast(page, "Erro de login", "Código inválido");
  await expect(codeStepHeading(page)).toBeVisible();
  await page.getByRole("button", { name: "Voltar ao início de sessão" }).click();
  await expect(page.getByRole("heading", { name: "Entrar", level: 1 })).toBeVisible();

  await test.step("an admin sees the badge and removes the lost second factor", async () => {
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    const card = page.getByTestId("user-card").filter({ hasText: user.email });
    await expect(card.getByTestId("two-factor-badge")).toHaveText(/Dois passos ativos/);
    await card.getByRole("link", { name: `Editar ${user.name}` }).click();
    const security = page.getByRole("region", { name: "Segurança" });
    await expect(security.getByTestId("session")).toHaveCount(1);
    await expectNoAxeViolations(page, SERIOUS);
    await security.getByRole("button", { name: "Desativar verificação em dois passos" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading")).toHaveText(
      "Desativar a verificação em dois passos desta conta?",
    );
    await dialog.getByRole("button", { name: "Desativar" }).click();
    await expectToast(page, "Verificação em dois passos desativada");
    await expect(security).toContainText("Esta conta não tem verificação em dois passos.");
    await page.goto("/admin/users");
    await expect(card.getByTestId("two-factor-badge")).toHaveText(/Sem dois passos/);
  });
  await own.dispose();
});

test("a refused sensitive call asks for the password, then goes through with the typed work", async ({
  page,
}) => {
  // The server's five-minute rule is tested by the API tests; here the first answer is made to
  // be the refusal, to see what the person sees.
  const refusal = {
    status: 403,
    contentType: "application/json",
    body: JSON.stringify({
      message: "Confirme a sua password para continuar.",
      code: "reauth_required",
    }),
  };
  const refuseOnce = (method: string) => {
    let refused = false;
    return async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
      if (route.request().method() === method && !refused) {
        refused = true;
        return route.fulfill(refusal);
      }
      return route.fallback();
    };
  };

  await signInAsAdmin(page);
  await page.goto("/admin/users/new");
  const email = `${PREFIX}reauth-${Date.now().toString(36)}@casalusa.pt`;
  await page.getByLabel("Nome").fill("Carla Confirmada");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.route("**/api/users", refuseOnce("POST"));
  const reauths = watchPosts(page, "/api/auth/reauth");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Confirmar identidade" });
  await expect(dialog).toBeVisible();
  const current = dialog.getByLabel("Password atual");
  await expect(current).toBeFocused();
  await expectNoAxeViolations(page, SERIOUS);
  await current.fill("not-the-password");
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog.getByText("Password incorreta")).toBeVisible();
  await expect(dialog).toBeVisible();
  await current.fill(TEST_ADMIN.password);
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, "Utilizador criado com sucesso");
  await expect(page).toHaveURL(/\/admin\/users$/);
  const card = page.getByTestId("user-card").filter({ hasText: email });
  await expect(card).toContainText("Carla Confirmada");
  expect(reauths).toHaveLength(2);
  await page.unroute("**/api/users");

  await test.step("cancelling keeps the original error", async () => {
    await page.route("**/api/users/*", refuseOnce("DELETE"));
    await card.getByRole("button", { name: "Eliminar Carla Confirmada" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Error deleting user", "Confirme a sua password para continuar.");
    await expect(card).toBeVisible();
    expect(reauths).toHaveLength(2);
  });
});

test("a user sees their sessions and ends another browser's, which is then signed out", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await apiAs(playwright, baseURL ?? "", TEST_ADMIN);
  const user = await createUser(admin, "Sofia Sessões", playwright, baseURL ?? "");
  await admin.dispose();
  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  const signInElsewhere = async () => {
    await enterPassword(other, user);
    await expect(other).toHaveURL(/\/admin\/dashboard$/);
  };

  try {
    await enterPassword(page, user);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await signInElsewhere();
    await page.goto("/admin/account");
    const sessions = page.getByTestId("session");
    await expect(sessions).toHaveCount(2);
    const current = sessions.filter({ hasText: "Esta sessão" });
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("data-current", "true");
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, { allRules: true });
    }

    const dialog = page.getByRole("alertdialog");
    await sessions
      .filter({ hasNotText: "Esta sessão" })
      .getByRole("button", { name: /^Terminar/ })
      .click();
    await expect(dialog.getByRole("heading")).toHaveText("Terminar esta sessão?");
    await dialog.getByRole("button", { name: "Terminar" }).click();
    await expectToast(page, "Sessão terminada");
    await expect(sessions).toHaveCount(1);
    await other.goto("/admin/dashboard");
    await expect(other).toHaveURL(/\/admin\/login$/);

    await signInElsewhere();
    await page.reload();
    await expect(sessions).toHaveCount(2);
    await page.getByRole("button", { name: "Terminar todas as outras sessões" }).click();
    await expect(dialog.getByRole("heading")).toHaveText("Terminar todas as outras sessões?");
    await dialog.getByRole("button", { name: "Terminar" }).click();
    await expectToast(page, "Sessões terminadas");
    await expect(sessions).toHaveCount(1);
    await other.goto("/admin/dashboard");
    await expect(other).toHaveURL(/\/admin\/login$/);

    // Ending the session in use is signing out.
    await current.getByRole("button", { name: /^Terminar/ }).click();
    await expect(dialog).toContainText("Esta é a sessão que está a usar");
    await dialog.getByRole("button", { name: "Terminar" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  } finally {
    await elsewhere.close();
  }
});

test("requiring a second factor of every account holds a user without one on their account page until they enrol", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(playwright, baseURL ?? "", TEST_ADMIN);
  const boss = await createUser(admin, "Helena Chefe", playwright, baseURL ?? "");
  const worker = await createUser(admin, "Tiago Sem Dois Passos", playwright, baseURL ?? "");
  await admin.dispose();
  const bossApi = await apiAs(playwright, baseURL ?? "", boss);
  const { recoveryCodes } = await enrolByApi(bossApi);
  await bossApi.dispose();
  const [first, second] = recoveryCodes;

  await enterPassword(page, boss);
  await page.getByRole("button", { name: "Usar um código de recuperação" }).click();
  await page.getByLabel("Código de recuperação").fill(first ?? "");
  await page.getByRole("button", { name: "Verificar" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/users");
  const rule = page.getByRole("switch", {
    name: "Exigir verificação em dois passos a todas as contas",
  });
  await expect(rule).toHaveAttribute("aria-checked", "false");
  await expect(
    page.getByTestId("user-card").filter({ hasText: boss.email }).getByTestId("two-factor-badge"),
  ).toHaveText(/Dois passos ativos/);
  await expect(
    page.getByTestId("user-card").filter({ hasText: worker.email }).getByTestId("two-factor-badge"),
  ).toHaveText(/Sem dois passos/);
  await expectNoAxeViolations(page, SERIOUS);

  const elsewhere = await browser.newContext({ baseURL });
  try {
    await rule.click();
    await expectToast(page, "Verificação em dois passos exigida");
    await expect(rule).toHaveAttribute("aria-checked", "true");
    await expect(page).toHaveURL(/\/admin\/users$/);

    const other = await elsewhere.newPage();
    await enterPassword(other, worker);
    await expect(other).toHaveURL(/\/admin\/account$/);
    await expect(other.getByTestId("pending-banner")).toContainText(
      "A agência exige verificação em dois passos. Ative-a para continuar.",
    );
    // The menu's links would only lead back here: it is not shown until the step is done.
    const menu = other.getByRole("navigation", { name: "Menu de gestão" });
    await expect(menu).toHaveCount(0);
    await expect(other.getByText(/Conclua o passo pedido em «A minha conta»/)).toBeVisible();
    await other.goto("/admin/users");
    await expect(other).toHaveURL(/\/admin\/account$/);
    await enrolOnAccountPage(other);
    await other.getByRole("button", { name: "Guardei os códigos, continuar" }).click();
    await expect(other).toHaveURL(/\/admin\/dashboard$/);
    await expect(menu).toBeVisible();
    await other.goto("/admin/users");
    await expect(other).toHaveURL(/\/admin\/users$/);

    await rule.click();
    await expectToast(page, "Verificação em dois passos deixou de ser exigida");
    await expect(rule).toHaveAttribute("aria-checked", "false");
  } finally {
    await elsewhere.close();
    // Whatever happened above, the next tests find the rule off.
    const cleanup = await apiAs(playwright, baseURL ?? "", boss, async () => second ?? "");
    const off = await cleanup.put("/api/security-settings", { data: { requireTwoFactor: false } });
    expect(off.ok(), await off.text()).toBe(true);
    await cleanup.dispose();
  }
});

test("changing one's password on the account page asks for the current one, beside the field", async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await apiAs(playwright, baseURL ?? "", TEST_ADMIN);
  const user = await createUser(admin, "Marta Password", playwright, baseURL ?? "");
  await admin.dispose();
  await enterPassword(page, user);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: "Alterar password" });
  const newPassword = "Calcada-Portuguesa-Eletrico-28";

  await section.getByRole("textbox", { name: "Nova password", exact: true }).fill(newPassword);
  await section.getByRole("textbox", { name: "Confirmar nova password" }).fill(newPassword);
  await section.getByRole("button", { name: "Alterar password" }).click();
  await expect(section.getByText("Introduza a sua password atual", { exact: true })).toBeVisible();

  await section.getByRole("textbox", { name: "Password atual" }).fill("not-my-password-at-all");
  await section.getByRole("button", { name: "Alterar password" }).click();
  await expect(section.getByText("Password atual incorreta", { exact: true })).toBeVisible();
  await expect(section.getByRole("textbox", { name: "Password atual" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  await section.getByRole("textbox", { name: "Password atual" }).fill(user.password);
  await section.getByRole("button", { name: "Alterar password" }).click();
  await expectToast(page, "Password alterada");
  await expect(section.getByRole("textbox", { name: "Password atual" })).toHaveValue("");
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, { allRules: true });
  }

  const signedIn = await apiAs(playwright, baseURL ?? "", { ...user, password: newPassword });
  await signedIn.dispose();
});
