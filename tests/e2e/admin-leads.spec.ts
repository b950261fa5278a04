import fs from "node:fs/promises";
import type { Download, Locator, Page } from "@playwright/test";
import type { Lead } from "@/lib/schemas/lead";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { TEST_ADMIN } from "../support/app-server";
import { signInAsAdmin } from "./support/admin";
import { adminGet, sendAsVisitor } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";

const SERIOUS: { impacts: ("serious" | "critical")[] } = { impacts: ["serious", "critical"] };

const inquiry = {
  name: "Ana Sousa",
  email: "ana.sousa@example.pt",
  phone: "+351 912 345 678",
  message: 'Olá, gostaria de visitar o apartamento "T3 Chiado", de preferência ao sábado.',
  propertyRef: "CL-LIS-001",
  type: "inquiry",
  language: "pt",
};
const valuation = {
  name: "João Gonçalves",
  email: "joao.goncalves@example.pt",
  phone: "+351 936 111 222",
  message:
    "Tipo: Moradia\nLocalização: Cascais\nÁrea aproximada: 180 m²\nQuartos: 4\nEstado: Bom\nObservações: jardim, piscina",
  type: "valuation",
  language: "pt",
  consentVersion: "pt-0123456789ab",
};
const japanese = {
  name: "山田 花子",
  email: "Hanako.Yamada@example.jp",
  phone: "+81 90 1234 5678",
  message: "この物件について詳しく教えてください。\n内覧は可能でしょうか。",
  propertyRef: "CL-LIS-002",
  type: "inquiry",
  language: "jp",
};

const mortgageCarlos = {
  name: "Carlos Mendes",
  email: "carlos.mendes@example.pt",
  phone: "+351 917 555 000",
  message: "Procuro financiamento de 80%.\nRendimento anual: 60 000 €",
  language: "pt",
};
const mortgageSato = {
  name: "佐藤 健",
  email: "ken.sato@example.jp",
  phone: "+81 80 9876 5432",
  language: "jp",
};

/** Each test starts from an empty inbox (the worker's server is shared by the tests). */
test.beforeEach(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/auth/login", { data: TEST_ADMIN })).ok()).toBe(true);
  for (const path of ["/api/leads", "/api/mortgage-requests"]) {
    const items = (await (await api.get(path)).json()) as { id: string }[];
    for (const item of items) expect((await api.delete(`${path}/${item.id}`)).ok()).toBe(true);
  }
  await api.dispose();
});

const ptDate = (iso: string) =>
  new Intl.DateTimeFormat("pt-PT", { day: "2-digit", month: "2-digit", year: "numeric" }).format(
    new Date(iso),
  );

/** The text as laid out on screen: line breaks show only if the page keeps them. */
async function renderedText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
  return locator.innerText();
}

async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return fs.readFile(path);
}

async function exportCsv(page: Page): Promise<{ name: string; bytes: Buffer; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar CSV" }).click(),
  ]);
  const bytes = await readDownload(download);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString("utf8") };
}

test.describe("leads ('Contactos')", () => {
  test("lists leads newest first with their count, and the search filters by name, e-mail or ref", async ({
    page,
    request,
  }) => {
    const first = await sendAsVisitor<Lead>(request, "/api/leads", inquiry);
    await sendAsVisitor<Lead>(request, "/api/leads", valuation);
    await sendAsVisitor<Lead>(request, "/api/leads", japanese);

    await signInAsAdmin(page);
    await page.getByRole("link", { name: "Contactos", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(
      page.getByRole("heading", { name: "Gestão de Contactos", level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId("lead-count")).toHaveText("3 contactos · 3 novos");

    const rows = page.getByTestId("lead-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("山田 花子");
    await expect(rows.nth(1)).toContainText("João Gonçalves");
    await expect(rows.nth(2)).toContainText("Ana Sousa");

    const ana = rows.filter({ hasText: "Ana Sousa" });
    await expect(ana).toContainText("ana.sousa@example.pt");
    await expect(ana).toContainText("+351 912 345 678");
    await expect(ana).toContainText("Pedido de informação");
    await expect(ana).toContainText(ptDate(first.createdAt));
    await expect(ana.getByTestId("lead-status")).toHaveText("Novo");
    const propertyLink = ana.getByRole("link", { name: /CL-LIS-001/ });
    await expect(propertyLink).toHaveAttribute("href", "/pt/properties/CL-LIS-001");
    await expect(propertyLink).toHaveAttribute("target", "_blank");
    await expect(rows.filter({ hasText: "João Gonçalves" })).toContainText("Avaliação");
    await expectNoAxeViolations(page, SERIOUS);

    const search = page.getByRole("searchbox", { name: "Pesquisar contactos" });
    await search.fill("ANA sousa");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Ana Sousa");
    await expect(page.getByTestId("lead-count")).toHaveText("1 de 3 contactos · 3 novos");

    await search.fill("hanako.yamada@EXAMPLE");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("山田 花子");

    await search.fill("cl-lis-002");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("山田 花子");

    await search.fill("cl-lis");
    await expect(rows).toHaveCount(2);

    await search.fill("no such person");
    await expect(rows).toHaveCount(0);
    await expect(page.getByText("Nenhum contacto encontrado")).toBeVisible();
    await page.getByRole("button", { name: "Limpar pesquisa" }).click();
    await expect(rows).toHaveCount(3);
  });

  test("opening a lead shows every detail and marks it read, also after a reload", async ({
    page,
    request,
    baseURL,
  }) => {
    const lead = await sendAsVisitor<Lead>(request, "/api/leads", valuation);
    const other = await sendAsVisitor<Lead>(request, "/api/leads", japanese);

    await signInAsAdmin(page);
    await page.goto("/admin/leads");
    const row = page.getByTestId("lead-row").filter({ hasText: "João Gonçalves" });
    await expect(row.getByTestId("lead-status")).toHaveText("Novo");
    await row.getByText("João Gonçalves").click();

    const dialog = page.getByRole("dialog", { name: "João Gonçalves" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Avaliação");
    await expect(dialog).toContainText("Português");
    // What the sender was shown, when and from where (docs/product.md#consent-record).
    const consent = dialog.getByTestId("consent-record");
    await expect(consent).toContainText("Versão do aviso de privacidade: pt-0123456789ab");
    await expect(consent).toContainText(/Aceite em: \d\d\/\d\d\/\d{4}/);
    await expect(consent).toContainText(/Endereço IP: \S+/);
    expect(await renderedText(dialog.getByTestId("detail-message"))).toBe(valuation.message);
    await expect(dialog.getByRole("link", { name: "Responder por email" })).toHaveAttribute(
      "href",
      /^mailto:joao\.goncalves@example\.pt\?subject=Casa%20Lusa/,
    );
    await expect(dialog.getByRole("link", { name: valuation.email })).toHaveAttribute(
      "href",
      /^mailto:joao\.goncalves@example\.pt\?subject=/,
    );
    await expect(dialog.getByRole("link", { name: "Ligar" })).toHaveAttribute(
      "href",
      "tel:+351936111222",
    );
    await expect(dialog.getByTestId("lead-status")).toHaveText("Lido");
    await expectNoAxeViolations(page, SERIOUS);

    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("lead-status")).toHaveText("Lido");
    await expect(page.getByTestId("lead-count")).toHaveText("2 contactos · 1 novo");

    await page.reload();
    await expect(row.getByTestId("lead-status")).toHaveText("Lido");
    const stored = await adminGet<Lead[]>(request, baseURL ?? "", "/api/leads");
    expect(stored.find((l) => l.id === lead.id)?.status).toBe("read");
    expect(stored.find((l) => l.id === other.id)?.status).toBe("new");

    // By keyboard: the row's "Ver" action; the Japanese message keeps its line break.
    const japaneseRow = page.getByTestId("lead-row").filter({ hasText: "山田 花子" });
    await japaneseRow.getByRole("button", { name: "Ver contacto de 山田 花子" }).focus();
    await page.keyboard.press("Enter");
    const japaneseDialog = page.getByRole("dialog", { name: "山田 花子" });
    await expect(japaneseDialog).toBeVisible();
    expect(await renderedText(japaneseDialog.getByTestId("detail-message"))).toBe(japanese.message);
    await expect(japaneseDialog).toContainText("日本語");
    await expect(japaneseDialog.getByRole("link", { name: /CL-LIS-002/ })).toHaveAttribute(
      "href",
      "/pt/properties/CL-LIS-002",
    );
    await expect(japaneseDialog.getByRole("link", { name: "Responder por email" })).toHaveAttribute(
      "href",
      /subject=.*CL-LIS-002/,
    );

    // And back to unread on purpose.
    await japaneseDialog.getByRole("button", { name: "Marcar como não lido" }).click();
    await expect(japaneseDialog).toBeHidden();
    await expect(page.getByText("Contacto marcado como não lido")).toBeVisible();
    await expect(japaneseRow.getByTestId("lead-status")).toHaveText("Novo");
    await page.reload();
    await expect(japaneseRow.getByTestId("lead-status")).toHaveText("Novo");
  });

  test("deleting a lead asks first: cancelling keeps it, confirming removes it for good", async ({
    page,
    request,
  }) => {
    await sendAsVisitor<Lead>(request, "/api/leads", inquiry);
    await sendAsVisitor<Lead>(request, "/api/leads", valuation);

    await signInAsAdmin(page);
    await page.goto("/admin/leads");
    const rows = page.getByTestId("lead-row");
    await expect(rows).toHaveCount(2);

    await page.getByRole("button", { name: "Eliminar contacto de Ana Sousa" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Tem a certeza que deseja eliminar este contacto?");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(rows).toHaveCount(2);

    await page.getByRole("button", { name: "Eliminar contacto de Ana Sousa" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Contacto apagado")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId("lead-count")).toHaveText("1 contacto · 1 novo");
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("João Gonçalves");

    // The last one, from its detail dialog: the list is then empty.
    await rows.first().getByText("João Gonçalves").click();
    const dialog = page.getByRole("dialog", { name: "João Gonçalves" });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Nenhum contacto encontrado")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Nenhum contacto encontrado")).toBeVisible();
    await expect(page.getByRole("button", { name: "Exportar CSV" })).toBeDisabled();
    await expectNoAxeViolations(page, SERIOUS);
  });

  test("exports the list, or only what the search shows, as a UTF-8 CSV for Excel", async ({
    page,
    request,
  }) => {
    await sendAsVisitor<Lead>(request, "/api/leads", inquiry);
    await sendAsVisitor<Lead>(request, "/api/leads", valuation);
    await sendAsVisitor<Lead>(request, "/api/leads", japanese);

    await signInAsAdmin(page);
    await page.goto("/admin/leads");
    await expect(page.getByTestId("lead-row")).toHaveCount(3);

    const all = await exportCsv(page);
    expect(all.name).toMatch(/^contactos-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = all.text.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      '"Nome","Email","Telefone","Tipo","Imóvel","Data","Estado","Mensagem","Idioma"',
    );
    expect(lines[1]).toContain(`"山田 花子","hanako.yamada@example.jp","'+81 90 1234 5678"`);
    expect(all.text).toContain(`"${japanese.message}","日本語"`);
    expect(all.text).toContain(`"Avaliação","",`);
    expect(all.text).toContain(`"${valuation.message}"`);
    expect(all.text).toContain('"Olá, gostaria de visitar o apartamento ""T3 Chiado"", de');
    expect(all.text).toMatch(/,"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}","Novo",/);

    await page.getByRole("searchbox", { name: "Pesquisar contactos" }).fill("cl-lis-002");
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    const filtered = await exportCsv(page);
    expect(filtered.text).toContain("山田 花子");
    expect(filtered.text).not.toContain("Ana Sousa");
    expect(filtered.text).not.toContain("João Gonçalves");
    // The header, one record (its message spans two lines), and the final line end.
    expect(filtered.text.slice(1).split("\r\n")).toHaveLength(3);
  });

  test("fits a 768 px wide screen without hiding any action", async ({ page, request }) => {
    await sendAsVisitor<Lead>(request, "/api/leads", {
      ...inquiry,
      email: "a.very.long.address@example.com",
    });
    await page.setViewportSize({ width: 768, height: 1000 });
    await signInAsAdmin(page);
    await page.goto("/admin/leads");
    const row = page.getByTestId("lead-row").first();
    await expect(row.getByRole("button", { name: "Ver contacto de Ana Sousa" })).toBeInViewport();
    await expect(
      row.getByRole("button", { name: "Eliminar contacto de Ana Sousa" }),
    ).toBeInViewport();
    await expect(row).toContainText("a.very.long.address@example.com");
    const overflow = await page
      .locator('[data-slot="table-container"]')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("mortgage requests ('Pedidos de Crédito')", () => {
  test("the status select saves each change, which survives a reload", async ({
    page,
    request,
    baseURL,
  }) => {
    const carlos = await sendAsVisitor<MortgageRequest>(
      request,
      "/api/mortgage-requests",
      mortgageCarlos,
    );
    await sendAsVisitor<MortgageRequest>(request, "/api/mortgage-requests", mortgageSato);

    await signInAsAdmin(page);
    await page.getByRole("link", { name: "Pedidos de Crédito", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Pedidos de Crédito", level: 1 })).toBeVisible();
    await expect(page.getByTestId("mortgage-count")).toHaveText("2 pedidos · 2 novos");
    const rows = page.getByTestId("mortgage-row");
    await expect(rows.nth(0)).toContainText("佐藤 健");
    await expect(rows.nth(1)).toContainText("Carlos Mendes");
    await expect(rows.nth(1)).toContainText(ptDate(carlos.createdAt));
    await expectNoAxeViolations(page, SERIOUS);

    const status = page.getByRole("combobox", { name: "Estado do pedido de Carlos Mendes" });
    await expect(status).toHaveValue("new");
    await expect(status.locator("option")).toHaveText([
      "Novo",
      "Contactado",
      "Em Processo",
      "Concluído",
    ]);
    await status.selectOption({ label: "Contactado" });
    await expect(page.getByText("Estado atualizado com sucesso")).toBeVisible();
    await expect(page.getByTestId("mortgage-count")).toHaveText("2 pedidos · 1 novo");

    await page.reload();
    await expect(status).toHaveValue("contacted");
    await status.selectOption({ label: "Em Processo" });
    await expect(page.getByText("Estado atualizado com sucesso")).toBeVisible();
    await page.reload();
    await expect(status).toHaveValue("in_process");
    const stored = await adminGet<MortgageRequest[]>(
      request,
      baseURL ?? "",
      "/api/mortgage-requests",
    );
    expect(stored.find((r) => r.id === carlos.id)?.status).toBe("in_process");

    // A failed save says so and puts the select back.
    await page.route("**/api/mortgage-requests/*", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, json: { message: "Falha simulada" } })
        : route.fallback(),
    );
    await status.selectOption({ label: "Concluído" });
    await expect(page.getByText("Erro ao atualizar estado")).toBeVisible();
    await expect(page.getByText("Falha simulada")).toBeVisible();
    await expect(status).toHaveValue("in_process");
  });

  test("the detail dialog shows every field with reply links; search and CSV export", async ({
    page,
    request,
  }) => {
    await sendAsVisitor<MortgageRequest>(request, "/api/mortgage-requests", mortgageCarlos);
    await sendAsVisitor<MortgageRequest>(request, "/api/mortgage-requests", mortgageSato);

    await signInAsAdmin(page);
    await page.goto("/admin/mortgage-requests");
    const rows = page.getByTestId("mortgage-row");
    await rows.filter({ hasText: "Carlos Mendes" }).getByText("Carlos Mendes").click();
    const dialog = page.getByRole("dialog", { name: "Carlos Mendes" });
    await expect(dialog).toBeVisible();
    expect(await renderedText(dialog.getByTestId("detail-message"))).toBe(mortgageCarlos.message);
    await expect(dialog).toContainText("Português");
    await expect(dialog).toContainText("Novo");
    await expect(dialog.getByRole("link", { name: "Responder por email" })).toHaveAttribute(
      "href",
      /^mailto:carlos\.mendes@example\.pt\?subject=/,
    );
    await expect(dialog.getByRole("link", { name: "Ligar" })).toHaveAttribute(
      "href",
      "tel:+351917555000",
    );
    await expectNoAxeViolations(page, SERIOUS);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await rows
      .filter({ hasText: "佐藤 健" })
      .getByRole("button", { name: "Ver pedido de 佐藤 健" })
      .press("Enter");
    const sato = page.getByRole("dialog", { name: "佐藤 健" });
    await expect(sato).toContainText("日本語");
    await expect(sato).toContainText("Sem mensagem.");
    await page.keyboard.press("Escape");

    const search = page.getByRole("searchbox", { name: "Pesquisar pedidos" });
    await search.fill("KEN.SATO");
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId("mortgage-count")).toHaveText("1 de 2 pedidos · 2 novos");
    const filtered = await exportCsv(page);
    expect(filtered.name).toMatch(/^pedidos-credito-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...filtered.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = filtered.text.slice(1).split("\r\n");
    expect(lines[0]).toBe('"Nome","Email","Telefone","Data","Estado","Mensagem","Idioma"');
    expect(lines[1]).toMatch(
      /^"佐藤 健","ken\.sato@example\.jp","'\+81 80 9876 5432",".+","Novo","","日本語"$/,
    );
    expect(lines).toHaveLength(3);

    await search.fill("");
    await expect(rows).toHaveCount(2);
    const all = await exportCsv(page);
    expect(all.text).toContain(`"${mortgageCarlos.message}","Português"`);
  });

  test("deleting asks first; the list is empty after the last one", async ({ page, request }) => {
    await sendAsVisitor<MortgageRequest>(request, "/api/mortgage-requests", mortgageCarlos);
    await sendAsVisitor<MortgageRequest>(request, "/api/mortgage-requests", mortgageSato);

    await signInAsAdmin(page);
    await page.goto("/admin/mortgage-requests");
    const rows = page.getByTestId("mortgage-row");
    await expect(rows).toHaveCount(2);

    await page.getByRole("button", { name: "Eliminar pedido de Carlos Mendes" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Tem a certeza que deseja eliminar este pedido?");
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(2);

    // A failed deletion says so and keeps the row.
    await page.route("**/api/mortgage-requests/*", (route) =>
      route.request().method() === "DELETE"
        ? route.fulfill({ status: 500, json: { message: "Falha simulada" } })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Eliminar pedido de Carlos Mendes" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Erro ao eliminar pedido")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await page.unrouteAll();

    await page.getByRole("button", { name: "Eliminar pedido de Carlos Mendes" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Pedido eliminado com sucesso")).toBeVisible();
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(rows).toHaveCount(1);

    await rows.first().getByText("佐藤 健").click();
    const dialog = page.getByRole("dialog", { name: "佐藤 健" });
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Nenhum pedido de crédito encontrado")).toBeVisible();
    await page.reload();
    await expect(page.getByText("Nenhum pedido de crédito encontrado")).toBeVisible();
    await expectNoAxeViolations(page, SERIOUS);
  });
});
