// The admin content screens (consultants, testimonials, users, features, home and page
// settings), driven as staff do, checked where people see the result: the admin lists after a
// reload and the public pages in each language.
import type { Locator, Page } from "@playwright/test";
import type { Consultant } from "../../src/lib/schemas/consultant";
import type { PropertyFeature } from "../../src/lib/schemas/feature";
import type { HomeSettings, PageSettings } from "../../src/lib/schemas/settings";
import type { Testimonial } from "../../src/lib/schemas/testimonial";
import type { User } from "../../src/lib/schemas/user";
import { TEST_ADMIN } from "../support/app-server";
import { jpeg } from "../support/images";
import { closeToast, expectToast, signInAsAdmin } from "./support/admin";
import { signedInApi } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

/** Marks what these tests create, so a failed test never leaves it behind for the next one. */
const MARK = "E2E";
const unique = () => `${MARK} ${Date.now().toString(36)}`;

test.afterEach(async ({ request, baseURL }) => {
  const api = await signedInApi(request, baseURL ?? "");
  const leftovers = [
    ...(await api.get<Consultant[]>("/api/consultants"))
      .filter((item) => item.name.includes(MARK))
      .map((item) => `/api/consultants/${item.id}`),
    ...(await api.get<Testimonial[]>("/api/testimonials"))
      .filter((item) => item.name.includes(MARK))
      .map((item) => `/api/testimonials/${item.id}`),
    ...(await api.get<User[]>("/api/users"))
      .filter((item) => item.email.startsWith("e2e-"))
      .map((item) => `/api/users/${item.id}`),
    ...(await api.get<PropertyFeature[]>("/api/property-features"))
      .filter((item) => item.key.startsWith("e2e_"))
      .map((item) => `/api/property-features/${item.id}`),
  ];
  for (const path of leftovers) await api.remove(path);
});

/** A text input or textarea by its exact accessible name ("Título" must not match "Subtítulo"). */
const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole("textbox", { name, exact: true });

async function confirmDeletion(page: Page, question: string, description?: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading")).toHaveText(question);
  if (description) await expect(dialog).toContainText(description);
  await dialog.getByRole("button", { name: "Eliminar" }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Whether a feature is offered where it is used: the property form's checklist and the public
 * list's features filter. A feature every page offers is waited for first, so "absent" is
 * never read from a list that is still loading.
 */
async function expectFeatureOffered(page: Page, key: string, name: string, offered: boolean) {
  await page.goto("/admin/properties/new");
  await expect(page.getByRole("checkbox", { name: "Piscina", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name, exact: true })).toHaveCount(offered ? 1 : 0);
  await page.goto("/pt/properties");
  const filter = (value: string) => page.locator(`input[name="features"][value="${value}"]`);
  await expect(filter("pool").first()).toBeAttached();
  if (offered) {
    await expect(page.getByRole("checkbox", { name, exact: true }).first()).toBeVisible();
    await expect(filter(key).first()).toBeAttached();
  } else {
    await expect(filter(key)).toHaveCount(0);
  }
}

test.describe("consultants", () => {
  test("a consultant created with an uploaded photo appears on the about page; deactivated it disappears; deleted it is gone", async ({
    page,
    baseURL,
  }) => {
    const name = `Sofia Ramalho ${unique()}`;
    await signInAsAdmin(page);
    await page.goto("/admin/consultants");
    await page.getByRole("link", { name: "Adicionar consultor" }).click();
    await expect(page).toHaveURL(/\/admin\/consultants\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Novo consultor");
    await expect(page.getByLabel("Função")).toHaveValue("Consultor(a) Imobiliário(a)");

    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    for (const message of [
      "Nome é obrigatório",
      "Email inválido",
      "Telefone é obrigatório",
      "WhatsApp é obrigatório",
      "Selecione pelo menos uma língua",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(textbox(page, "Nome")).toHaveAttribute("aria-invalid", "true");

    await textbox(page, "Nome").fill(name);
    await page.getByLabel("Email").fill("sofia.ramalho@casalusa.pt");
    await page.getByLabel("Telefone").fill("+351 910 000 111");
    await page.getByLabel("WhatsApp").fill("+351910000111");
    await page.getByLabel("Ordem").fill("9");
    await page.getByRole("checkbox", { name: "Português" }).check();
    await page.getByRole("checkbox", { name: "日本語" }).check();
    const languages = page.getByRole("group", { name: "Línguas" }).getByRole("checkbox");
    const labels = ["Português", "English", "日本語", "Español", "Français", "Deutsch"];
    for (const [index, label] of [...labels, "Italiano", "中文"].entries()) {
      await expect(languages.nth(index)).toHaveAccessibleName(label);
    }
    await expect(languages).toHaveCount(8);
    await expect(page.getByText("日本語", { exact: true })).toHaveAttribute("lang", "ja");
    await expect(page.getByText("中文", { exact: true })).toHaveAttribute("lang", "zh");
    await page.getByLabel("Biografia em português").fill("A Sofia conhece Lisboa como ninguém.");
    await page.getByLabel("Biografia em inglês").fill("Sofia knows Lisbon like nobody else.");
    await expect(page.getByLabel("Biografia em japonês")).toHaveAttribute("rows", "4");

    await page.getByRole("button", { name: "Carregar imagem" }).click();
    await page.getByLabel("Ficheiro de imagem").setInputFiles({
      name: "sofia.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg(900, 900),
    });
    await expectToast(page, "Fotografia carregada");
    const preview = page.getByRole("img", { name: "Pré-visualização da fotografia" });
    await expect(preview).toHaveAttribute("src", /^\/objects\/[a-f0-9]{32}\?w=/);
    const photoPath = (await preview.getAttribute("src"))?.split("?")[0] ?? "";

    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Consultor criado com sucesso");
    await expect(page).toHaveURL(/\/admin\/consultants$/);
    await page.reload();
    const card = page.getByTestId("consultant-card").filter({ hasText: name });
    await expect(card).toContainText("sofia.ramalho@casalusa.pt");
    await expect(card).toContainText("+351 910 000 111");
    await expect(card).toContainText("Consultor(a) Imobiliário(a)");
    await expect(card.getByTestId("consultant-languages").getByRole("listitem")).toHaveText([
      "Português",
      "日本語",
    ]);
    await expect(card.locator("img")).toHaveAttribute("src", new RegExp(`^${photoPath}`));
    await expect(card.getByText("Inativo")).toHaveCount(0);

    await page.goto("/en/about");
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByText("Sofia knows Lisbon like nobody else.")).toBeVisible();
    await expect(page.locator(`img[srcset*="${photoPath}"]`)).toHaveCount(1);

    await page.goto("/admin/consultants");
    await card.getByRole("link", { name: `Editar ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar consultor");
    await expect(textbox(page, "Nome")).toHaveValue(name);
    await page.getByLabel("Função").fill("Consultora Sénior");
    // The uploaded photo replaced by an address typed in URL mode; the preview shows it.
    await expect(page.getByRole("button", { name: "Carregar imagem" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.getByRole("button", { name: "Introduzir URL" }).click();
    const photoUrl = `${baseURL}${photoPath}?w=480`;
    await page.getByLabel("URL da fotografia").fill(photoUrl);
    await expect(preview).toHaveAttribute("src", photoUrl);
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByRole("checkbox", { name: "Ativo (visível no site)" }).uncheck();
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Consultor atualizado com sucesso");
    await expect(page).toHaveURL(/\/admin\/consultants$/);
    await expect(card.getByText("Inativo")).toBeVisible();
    await expect(card).toContainText("Consultora Sénior");
    await expect(card.locator("img")).toHaveAttribute("src", photoUrl);

    await page.goto("/en/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    await page.goto("/admin/consultants");
    await card.getByRole("button", { name: `Eliminar ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Eliminar ${name}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this consultant?");
    await expectToast(page, "Consultor eliminado com sucesso");
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("consultant-card").first()).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test("a failed save keeps the typed work and shows the server's message; so does a failed delete and upload", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await signedInApi(request, baseURL ?? "");
    const created = await request.post(`${baseURL}/api/consultants`, {
      data: {
        name: `Rui Gone ${unique()}`,
        role: "consultant",
        email: "rui@casalusa.pt",
        phone: "+351 910 000 222",
        whatsapp: "+351910000222",
        languages: ["pt"],
      },
    });
    const consultant = (await created.json()) as Consultant;

    await signInAsAdmin(page);
    await page.goto(`/admin/consultants/${consultant.id}`);
    await expect(textbox(page, "Nome")).toHaveValue(consultant.name);

    await page.getByRole("button", { name: "Carregar imagem" }).click();
    await page.getByLabel("Ficheiro de imagem").setInputFiles({
      name: "not-really.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is not an image"),
    });
    await expectToast(page, "Erro ao fazer upload da foto");

    // Someone else deletes the consultant while this form is open.
    expect((await api.remove(`/api/consultants/${consultant.id}`)).status()).toBe(204);
    await page.getByLabel("Biografia em português").fill("Texto que não se pode perder.");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Error saving consultant", "Consultor não encontrado");
    await expect(page).toHaveURL(new RegExp(`/admin/consultants/${consultant.id}$`));
    await expect(page.getByLabel("Biografia em português")).toHaveValue(
      "Texto que não se pode perder.",
    );

    const again = (await (
      await request.post(`${baseURL}/api/consultants`, {
        data: { ...consultant, id: undefined, createdAt: undefined, photo: undefined },
      })
    ).json()) as Consultant;
    page.on("dialog", (dialog) => dialog.accept());
    await page.goto("/admin/consultants");
    const card = page.getByTestId("consultant-card").filter({ hasText: again.name });
    await expect(card).toBeVisible();
    await api.remove(`/api/consultants/${again.id}`);
    await card.getByRole("button", { name: `Eliminar ${again.name}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this consultant?");
    await expectToast(page, "Error deleting consultant", "Consultor não encontrado");
  });
});

test.describe("testimonials", () => {
  test("an inactive testimonial stays off the home page; made active it shows there, in Japanese on /jp; deleted it is gone", async ({
    page,
  }) => {
    const name = `Yuki Tanaka ${unique()}`;
    const textJp = "スタッフの皆さまのおかげで、リスボンで理想の住まいが見つかりました。";
    await signInAsAdmin(page);
    await page.goto("/admin/testimonials");
    await page.getByRole("link", { name: "Adicionar testemunho" }).click();
    await expect(page).toHaveURL(/\/admin\/testimonials\/new$/);

    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    for (const message of [
      "Nome é obrigatório",
      "Testemunho em português é obrigatório",
      "Testemunho em inglês é obrigatório",
      "Testemunho em japonês é obrigatório",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }

    await textbox(page, "Nome").fill(name);
    await page.getByLabel("Empresa").fill("Tanaka Design");
    await page.locator("label", { has: page.getByRole("radio", { name: "4 estrelas" }) }).click();
    await expect(page.getByRole("radio", { name: "4 estrelas" })).toBeChecked();
    await page
      .getByLabel("Testemunho em português")
      .fill("A equipa ajudou-nos a encontrar a casa ideal em Lisboa.");
    await page
      .getByLabel("Testemunho em inglês")
      .fill("The team helped us find the ideal home in Lisbon.");
    await page.getByLabel("Testemunho em japonês").fill(textJp);
    await page.getByRole("switch", { name: "Ativo (visível no site)" }).click();
    await expect(
      page.getByText("Os testemunhos com ordem mais baixa aparecem primeiro."),
    ).toBeVisible();
    await page.getByLabel("Ordem").fill("0");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Testemunho criado com sucesso");
    await expect(page).toHaveURL(/\/admin\/testimonials$/);

    await page.reload();
    const card = page.getByTestId("testimonial-card").filter({ hasText: name });
    await expect(card.getByText("Inativo")).toBeVisible();
    await expect(card).toContainText("Tanaka Design");
    await expect(card.getByRole("img", { name: "Avaliação: 4 de 5" })).toBeVisible();
    await expect(card).toContainText("A equipa ajudou-nos a encontrar a casa ideal em Lisboa.");
    await expect(card).toContainText("Ordem: 0");

    await page.goto("/pt");
    await expect(page.getByTestId("testimonial").first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    await page.goto("/admin/testimonials");
    await card.getByRole("link", { name: `Editar o testemunho de ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar testemunho");
    await expect(page.getByRole("radio", { name: "4 estrelas" })).toBeChecked();
    await page.getByRole("switch", { name: "Ativo (visível no site)" }).click();
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Testemunho atualizado com sucesso");
    await expect(card.getByText("Inativo")).toHaveCount(0);

    await page.goto("/jp");
    const shown = page.getByTestId("testimonial").filter({ hasText: name });
    await expect(shown).toContainText(textJp);
    await expect(shown).toContainText("Tanaka Design");

    await page.goto("/admin/testimonials");
    await card.getByRole("button", { name: `Eliminar o testemunho de ${name}` }).click();
    await confirmDeletion(page, "Are you sure you want to delete this testimonial?");
    await expectToast(page, "Testemunho eliminado com sucesso");
    await expect(card).toHaveCount(0);
    await page.goto("/jp");
    await expect(page.getByTestId("testimonial").first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("a failed delete says so with the server's message", async ({ page, request, baseURL }) => {
    const api = await signedInApi(request, baseURL ?? "");
    const testimonial = (await (
      await request.post(`${baseURL}/api/testimonials`, {
        data: { name: `Gone ${unique()}`, textPt: "a", textEn: "b", textJp: "c" },
      })
    ).json()) as Testimonial;
    await signInAsAdmin(page);
    await page.goto("/admin/testimonials");
    const card = page.getByTestId("testimonial-card").filter({ hasText: testimonial.name });
    await expect(card).toBeVisible();
    await api.remove(`/api/testimonials/${testimonial.id}`);
    await card
      .getByRole("button", { name: `Eliminar o testemunho de ${testimonial.name}` })
      .click();
    await confirmDeletion(page, "Are you sure you want to delete this testimonial?");
    await expectToast(page, "Error deleting testimonial", "Testemunho não encontrado");
  });
});

test.describe("users", () => {
  test("a new user can sign in; a blank password on edit keeps it; a new one replaces it", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `e2e-${Date.now().toString(36)}@casalusa.pt`;
    const signIn = async (password: string) => {
      const context = await browser.newContext({ baseURL });
      const other = await context.newPage();
      await other.goto("/admin/login");
      await other.getByLabel("Email").fill(email);
      await other.getByLabel("Password").fill(password);
      await other.getByRole("button", { name: "Entrar" }).click();
      const outcome = await Promise.race([
        other.waitForURL(/\/admin\/(dashboard|account)$/).then(() => "signed in"),
        other
          .getByText("Email ou senha inválidos")
          .waitFor()
          .then(() => "refused"),
      ]);
      await context.close();
      return outcome;
    };

    await signInAsAdmin(page);
    await page.goto("/admin/users");
    await page.getByRole("link", { name: "Adicionar utilizador" }).click();
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
    await expect(page.getByLabel("Função")).toHaveValue("admin");
    await page.getByLabel("Password").fill("12345");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Nome é obrigatório", { exact: true })).toBeVisible();
    await expect(page.getByText("Email inválido", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Password deve ter pelo menos 12 caracteres", { exact: true }),
    ).toBeVisible();

    // Long enough, but among the most used: the server says why, next to the field.
    await page.getByLabel("Nome").fill("Joana Teste");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("qwerty123456");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    // Beside the field (and in the error toast).
    await expect(page.getByText(/^Esta password está entre as mais usadas/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
    // The toast would cover the save button of the longer form (Acesso, Perfil de consultor).
    await closeToast(page);

    await page.getByLabel("Nome").fill("Joana Teste");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("first-pass-1");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Utilizador criado com sucesso");
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.reload();
    const card = page.getByTestId("user-card").filter({ hasText: email });
    await expect(card).toContainText("Joana Teste");
    await expect(card).toContainText("admin");
    expect(await signIn("first-pass-1")).toBe("signed in");

    await card.getByRole("link", { name: "Editar Joana Teste" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editar utilizador");
    await expect(page.getByLabel("Email")).toBeDisabled();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByText("Deixe em branco para manter a password atual.")).toBeVisible();
    await page.getByLabel("Nome").fill("Joana Santos");
    await page.getByLabel("Função").fill("editora");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Utilizador atualizado com sucesso");
    await expect(card).toContainText("Joana Santos");
    await expect(card).toContainText("editora");
    expect(await signIn("first-pass-1")).toBe("signed in");

    await card.getByRole("link", { name: "Editar Joana Santos" }).click();
    await page.getByLabel("Password").fill("second-pass-2");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Utilizador atualizado com sucesso");
    expect(await signIn("second-pass-2")).toBe("signed in");
    expect(await signIn("first-pass-1")).toBe("refused");

    await card.getByRole("link", { name: "Editar Joana Santos" }).click();
    await page.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);

    await card.getByRole("button", { name: "Eliminar Joana Santos" }).click();
    await confirmDeletion(
      page,
      "Are you sure you want to delete this user?",
      "Esta ação não pode ser desfeita.",
    );
    await expectToast(page, "Utilizador eliminado com sucesso");
    await expect(card).toHaveCount(0);
    expect(await signIn("second-pass-2")).toBe("refused");
  });

  test("deleting yourself is refused with the server's message", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/users");
    const own = page.getByTestId("user-card").filter({ hasText: TEST_ADMIN.email });
    await own.getByRole("button", { name: /^Eliminar/ }).click();
    await confirmDeletion(
      page,
      "Are you sure you want to delete this user?",
      "Esta ação não pode ser desfeita.",
    );
    await expectToast(page, "Error deleting user", "Não pode eliminar a sua própria conta");
    await page.reload();
    await expect(own).toBeVisible();
  });

  test("a duplicate e-mail is refused with the server's message, keeping the typed work", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/users/new");
    await page.getByLabel("Nome").fill("Duplicado");
    await page.getByLabel("Email").fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill("some-pass-123");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Error saving user", "Já existe um utilizador com este email");
    await expect(page.getByLabel("Nome")).toHaveValue("Duplicado");
    await expect(page).toHaveURL(/\/admin\/users\/new$/);
  });
});

test.describe("features", () => {
  test("features are created, marked inactive, edited with the key locked and deleted, with the toasts of docs/product.md#features-screen", async ({
    page,
  }) => {
    const key = `e2e_${Date.now().toString(36)}`;
    await signInAsAdmin(page);
    await page.goto("/admin/features");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Características");
    const form = page.getByRole("form", { name: "Nova característica" });

    await form.getByRole("button", { name: "Criar característica" }).click();
    for (const message of [
      "Chave é obrigatória",
      "Nome em português é obrigatório",
      "Nome em inglês é obrigatório",
      "Nome em japonês é obrigatório",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel("Chave").fill(key);
    await form.getByLabel("Nome em português").fill("Garrafeira");
    await form.getByLabel("Nome em inglês").fill("Wine cellar");
    await form.getByLabel("Nome em japonês").fill("ワインセラー");
    await form.getByRole("checkbox", { name: /^Ativa/ }).uncheck();
    await form.getByRole("button", { name: "Criar característica" }).click();
    await expectToast(page, "Característica criada com sucesso!");
    await expect(form.getByLabel("Chave")).toHaveValue("");

    await page.reload();
    const row = page.getByTestId("feature-row").filter({ hasText: key });
    await expect(row).toContainText("Garrafeira");
    await expect(row).toContainText("(Inativa)");
    await expect(row).toContainText("Wine cellar");
    await expect(row.getByText("ワインセラー")).toHaveAttribute("lang", "ja");
    await expectFeatureOffered(page, key, "Garrafeira", false);

    await page.goto("/admin/features");
    await row.getByRole("button", { name: "Editar Garrafeira" }).click();
    const editForm = page.getByRole("form", { name: "Editar característica" });
    await expect(editForm.getByLabel("Chave")).toBeDisabled();
    await expect(editForm.getByLabel("Chave")).toHaveValue(key);
    await expect(editForm.getByLabel("Nome em português")).toBeFocused();
    await editForm.getByLabel("Nome em português").fill("Garrafeira climatizada");
    await editForm.getByRole("checkbox", { name: /^Ativa/ }).check();
    await editForm.getByRole("button", { name: "Guardar alterações" }).click();
    await expectToast(page, "Característica atualizada com sucesso!");
    await expect(page.getByRole("form", { name: "Nova característica" })).toBeVisible();
    await page.reload();
    await expect(row).toContainText("Garrafeira climatizada");
    await expect(row).not.toContainText("(Inativa)");
    await expectFeatureOffered(page, key, "Garrafeira climatizada", true);

    await page.goto("/admin/features");

    await form.getByLabel("Chave").fill(key);
    await form.getByLabel("Nome em português").fill("Outra");
    await form.getByLabel("Nome em inglês").fill("Other");
    await form.getByLabel("Nome em japonês").fill("その他");
    await form.getByRole("button", { name: "Criar característica" }).click();
    await expectToast(
      page,
      "Erro ao criar característica",
      "Já existe uma característica com esta chave",
    );
    await expect(form.getByLabel("Nome em português")).toHaveValue("Outra");

    await closeToast(page);
    await row.getByRole("button", { name: "Eliminar Garrafeira climatizada" }).click();
    await confirmDeletion(page, "Tem a certeza que deseja eliminar esta característica?");
    await expectToast(page, "Característica eliminada com sucesso!");
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("feature-row").first()).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("failed updates and deletions say so", async ({ page, request, baseURL }) => {
    const api = await signedInApi(request, baseURL ?? "");
    const key = `e2e_gone_${Date.now().toString(36)}`;
    const feature = (await (
      await request.post(`${baseURL}/api/property-features`, {
        data: { key, namePt: "Sótão", nameEn: "Attic", nameJp: "屋根裏" },
      })
    ).json()) as PropertyFeature;
    await signInAsAdmin(page);
    await page.goto("/admin/features");
    const row = page.getByTestId("feature-row").filter({ hasText: key });
    await row.getByRole("button", { name: "Editar Sótão" }).click();
    await api.remove(`/api/property-features/${feature.id}`);
    await page.getByLabel("Nome em português").fill("Sótão grande");
    await page.getByRole("button", { name: "Guardar alterações" }).click();
    await expectToast(page, "Erro ao atualizar característica", "Característica não encontrada");
    await expect(page.getByLabel("Nome em português")).toHaveValue("Sótão grande");

    await closeToast(page);
    await row.getByRole("button", { name: "Eliminar Sótão" }).click();
    await confirmDeletion(page, "Tem a certeza que deseja eliminar esta característica?");
    await expectToast(page, "Erro ao eliminar característica", "Característica não encontrada");
  });
});

test.describe("home settings", () => {
  test("new hero titles show on /pt, /en and /jp, and an uploaded hero image replaces the background", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await signedInApi(request, baseURL ?? "");
    const before = await api.get<HomeSettings>("/api/home-settings");
    const { id: _id, updatedAt: _updatedAt, ...original } = before;
    const titles = {
      pt: "Viva a luz de Lisboa",
      en: "Live the light of Lisbon",
      jp: "リスボンの光とともに暮らす",
    };
    try {
      await signInAsAdmin(page);
      await page.goto("/admin/home-settings");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página Inicial");
      await expect(page.getByText("Máximo 10MB • JPEG, PNG ou WebP")).toBeVisible();
      await textbox(page, "Título (Português)").fill(titles.pt);
      await textbox(page, "Título (Inglês)").fill(titles.en);
      await textbox(page, "Título (Japonês)").fill(titles.jp);
      await textbox(page, "Subtítulo (Inglês)").fill("Homes chosen one by one.");

      await page.getByLabel("Ficheiro de imagem").setInputFiles({
        name: "hero.jpg",
        mimeType: "image/jpeg",
        buffer: await jpeg(2400, 1350),
      });
      await expectToast(page, "Imagem pronta");
      const preview = page.getByTestId("hero-preview");
      await expect(preview).toHaveAttribute("src", /^\/objects\/[a-f0-9]{32}\?w=/);
      const heroPath = (await preview.getAttribute("src"))?.split("?")[0] ?? "";
      expect(heroPath).not.toBe(before.heroImage);

      await page.getByRole("button", { name: "Guardar", exact: true }).click();
      await expectToast(
        page,
        "Página inicial atualizada",
        "As alterações foram guardadas com sucesso.",
      );

      for (const locale of ["pt", "en", "jp"] as const) {
        await page.goto(`/${locale}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[locale]);
        await expect(page.locator("section").first().locator("img").first()).toHaveAttribute(
          "src",
          new RegExp(`^${heroPath}`),
        );
      }
      await expect(page.getByText("Homes chosen one by one.")).toHaveCount(0);
      await page.goto("/en");
      await expect(page.getByText("Homes chosen one by one.")).toBeVisible();
    } finally {
      expect((await api.patch("/api/home-settings", original)).ok()).toBe(true);
    }
  });

  test("a file that is not an image, or an address the server will not fetch, is refused with the message of docs/product.md#home-settings-screen", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/home-settings");
    await page.getByLabel("Ficheiro de imagem").setInputFiles({
      name: "hero.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not a picture at all"),
    });
    await expectToast(page, "Erro ao carregar imagem", "Tente novamente ou use um URL externo");
    await closeToast(page);

    // By URL: only a non-blank address is sent. The server downloads it itself and refuses
    // any address inside its own network (SSRF); the only server this test can offer is
    // local, so the refusal is what staff would see here.
    await page.getByRole("button", { name: "URL externo" }).click();
    const useUrl = page.getByRole("button", { name: "Usar este URL" });
    await page.getByLabel("URL da imagem").fill("   ");
    await expect(useUrl).toBeDisabled();
    await page.getByLabel("URL da imagem").fill("http://127.0.0.1/hero.jpg");
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/hero-images") && response.request().method() === "POST",
    );
    await useUrl.click();
    expect((await answer).status()).toBe(400);
    await expectToast(page, "Erro ao carregar imagem", "Tente novamente ou use um URL externo");
    await expect(page.getByLabel("URL da imagem")).toHaveValue("http://127.0.0.1/hero.jpg");
  });

  test("a save the server refuses shows 'Error saving settings' and keeps the typed text", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/home-settings");
    await page.route("**/api/home-settings", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 503, json: { message: "Serviço indisponível" } })
        : route.continue(),
    );
    await textbox(page, "Título (Português)").fill("Texto por guardar");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expectToast(page, "Error saving settings", "Serviço indisponível");
    await expect(textbox(page, "Título (Português)")).toHaveValue("Texto por guardar");
  });
});

test.describe("page settings", () => {
  test("sell and mortgage texts saved here show on /pt/sell, /jp/sell and /en/mortgage", async ({
    page,
    request,
    baseURL,
  }) => {
    const api = await signedInApi(request, baseURL ?? "");
    const original = {
      sell: await api.get<PageSettings>("/api/page-settings/sell"),
      mortgage: await api.get<PageSettings>("/api/page-settings/mortgage"),
    };
    try {
      await signInAsAdmin(page);
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/page-settings/sell", async (route) => {
        await gate;
        await route.continue();
      });
      await page.goto("/admin/page-settings");
      await expect(
        page.getByRole("status").filter({ hasText: "A carregar…" }).first(),
      ).toBeAttached();
      release();

      await expect(page.getByRole("tab", { name: "Vender Imóvel" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const sell = page.getByRole("form", { name: "Vender Imóvel" });
      await expect(textbox(sell, "Título (Português)")).toHaveValue(original.sell.titlePt);
      await expect(sell.getByLabel(/^Texto de introdução/)).toHaveCount(0);
      await textbox(sell, "Título (Português)").fill("Venda com a Casa Lusa");
      await textbox(sell, "Benefício 2 (Japonês)").fill("専任スタッフによる丁寧なご案内");
      await sell.getByLabel(/^Descrição do formulário \(Inglês\)/).fill("");
      await sell.getByRole("button", { name: "Guardar Alterações" }).click();
      await expectToast(page, "Configurações salvas", "As alterações foram guardadas com sucesso.");

      await page.getByRole("tab", { name: "Crédito Habitação" }).click();
      const mortgage = page.getByRole("form", { name: "Crédito Habitação" });
      await expect(sell).toBeHidden();
      await textbox(mortgage, "Título (Inglês)").fill("Mortgages made simple");
      await mortgage
        .getByLabel(/^Texto de introdução \(Inglês\)/)
        .fill("We compare offers from every major bank for you.");
      await textbox(mortgage, "Título (Português)").fill("");
      await mortgage.getByRole("button", { name: "Guardar Alterações" }).click();
      await expect(mortgage.getByText("Título é obrigatório", { exact: true })).toBeVisible();
      await textbox(mortgage, "Título (Português)").fill(original.mortgage.titlePt);
      await mortgage.getByRole("button", { name: "Guardar Alterações" }).click();
      await expectToast(page, "Configurações salvas", "As alterações foram guardadas com sucesso.");

      await page.goto("/pt/sell");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Venda com a Casa Lusa");
      await page.goto("/jp/sell");
      await expect(page.getByText("専任スタッフによる丁寧なご案内")).toBeVisible();
      await page.goto("/en/sell");
      await expect(page.getByText(original.sell.formDescEn ?? "")).toHaveCount(0);
      await page.goto("/en/mortgage");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgages made simple");
      await expect(
        page.getByText("We compare offers from every major bank for you."),
      ).toBeVisible();
    } finally {
      for (const key of ["sell", "mortgage"] as const) {
        const { id: _id, page: _page, updatedAt: _updatedAt, ...texts } = original[key];
        expect((await api.patch(`/api/page-settings/${key}`, texts)).ok()).toBe(true);
      }
    }
  });

  test("a failed save shows 'Erro ao guardar' and keeps the typed text", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/page-settings");
    await page.route("**/api/page-settings/sell", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, body: "" })
        : route.continue(),
    );
    const sell = page.getByRole("form", { name: "Vender Imóvel" });
    await textbox(sell, "Título (Inglês)").fill("Unsaved title");
    await sell.getByRole("button", { name: "Guardar Alterações" }).click();
    await expectToast(page, "Erro ao guardar", "Não foi possível guardar as alterações.");
    await expect(textbox(sell, "Título (Inglês)")).toHaveValue("Unsaved title");
  });
});

test("empty lists say so with the texts of docs/product.md#texts-the-brief-fixes", async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [path, api, text] of [
    ["/admin/consultants", "**/api/consultants", "No consultants registered"],
    ["/admin/testimonials", "**/api/testimonials", "No testimonials registered"],
    ["/admin/users", "**/api/users", "No users registered"],
    ["/admin/features", "**/api/property-features", "Nenhuma característica cadastrada"],
    [
      "/admin/featured-properties",
      "**/api/properties",
      "Não há imóveis em destaque. Marque imóveis como destaque na página de edição do imóvel.",
    ],
  ] as const) {
    // The server never answers an empty list here (demo data, and the last user stays), so
    // the answer is replaced to see the empty state.
    await page.route(api, (route) => route.fulfill({ json: [] }));
    await page.goto(path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await page.unroute(api);
  }
});

test("a user without a name is listed as 'Sem nome' with the default role", async ({ page }) => {
  await signInAsAdmin(page);
  // Only accounts made outside the form (e.g. from ADMIN_EMAIL) can lack a name or role.
  await page.route("**/api/users", (route) =>
    route.fulfill({
      json: [
        {
          id: "4b1f6e0e-1d0e-4d3c-9d6a-6c1b7f7f0a11",
          email: "semnome@casalusa.pt",
          name: null,
          role: "",
          twoFactorEnabled: false,
          createdAt: "2025-01-01T00:00:00.000Z",
          updatedAt: "2025-01-01T00:00:00.000Z",
        },
      ],
    }),
  );
  await page.goto("/admin/users");
  const card = page.getByTestId("user-card");
  await expect(card.getByRole("heading")).toHaveText("Sem nome");
  await expect(card).toContainText("semnome@casalusa.pt");
  await expect(card).toContainText("admin");
});

// Every content screen, as it loads, is scanned with every rule by accessibility.spec.ts; here
// the state it does not reach: a form showing its validation messages.
test("a form showing its validation messages passes axe", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/consultants/new");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(page.getByText("Nome é obrigatório")).toBeVisible();
  await expectNoAxeViolations(page, { allRules: true });
});

test("an unknown form id is a not-found page", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/consultants/not-an-id");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar ao painel" })).toHaveAttribute(
    "href",
    "/admin/dashboard",
  );
  await expectNoAxeViolations(page, { impacts: ["serious", "critical"] });
});
