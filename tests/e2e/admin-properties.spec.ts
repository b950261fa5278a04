// The admin property screens end to end (docs/product.md#properties-screen,
// docs/product.md#property-form, docs/product.md#featured-order-screen): list, form, images,
// geocoding, featured order, deletion, checked where staff and visitors see the result.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "@playwright/test";
import type { Consultant } from "@/lib/schemas/consultant";
import { jpeg, png } from "../support/images";
import { signInAsAdmin } from "./support/admin";
import { adminGet } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { test as base, expect } from "./support/fixtures";
import { watchPosts } from "./support/forms";
import { startTestServer } from "./support/server";

interface FakeGeocoder {
  url: string;
  queries: string[];
}

/**
 * This spec's app server asks a local stand-in for the geocoding service: addresses with
 * "nowhere" find nothing, "broken" fails, anything else is Rua Augusta in Lisbon.
 */
const test = base.extend<object, { geocoder: FakeGeocoder }>({
  geocoder: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright needs the destructuring form
    async ({}, use) => {
      const queries: string[] = [];
      const server = http.createServer((request, response) => {
        const q = new URL(request.url ?? "/", "http://geocoder").searchParams.get("q") ?? "";
        queries.push(q);
        if (q.includes("broken")) {
          response.writeHead(500).end("down");
          return;
        }
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify(
            q.includes("nowhere")
              ? []
              : [{ lat: "38.71391234", lon: "-9.13945678", display_name: "Rua Augusta, Lisboa" }],
          ),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      await use({ url: `http://127.0.0.1:${port}`, queries });
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  app: [
    async ({ geocoder }, use) => {
      const server = await startTestServer({ env: { GEOCODER_URL: geocoder.url } });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});

const REF = "CL-E2E-777";
const TOUR = "https://my.matterport.com/show/?m=CasaLusaE2E777";
const EXISTING_REF = "CL-LIS-001";
const AXE = { impacts: ["serious", "critical"] as ("serious" | "critical")[] };

type StoredProperty = {
  id: string;
  ref: string;
  price: number;
  type: string;
  images: string[];
  coordinates: { lat: number; lng: number } | null;
  features: string[];
  featured: boolean;
  featuredOrder: number | null;
  virtualTour: string | null;
  consultantId: string | null;
};

async function fillRequired(page: Page, ref: string) {
  await page.getByLabel("Referência").fill(ref);
  await page.getByLabel("Tipo").selectOption({ label: "Loja" });
  await page.getByLabel("Preço (€)").fill("425000");
  await page.getByLabel("Área (m²)").fill("120");
  await page.getByLabel("Certificado energético").selectOption("D");
  await page.getByLabel("Localização (bairro)").fill("Baixa");
  await page.getByRole("textbox", { name: "Cidade", exact: true }).fill("Lisboa");
  const texts = {
    Título: ["Loja na Baixa pombalina", "Shop in Lisbon's Baixa", "バイシャの店舗"],
    Descrição: [
      "Loja de rua com montra dupla na Baixa.",
      "Street shop with a double window in the Baixa.",
      "バイシャにある二面ショーウィンドウの路面店です。",
    ],
  };
  for (const [field, [pt, en, jp]] of Object.entries(texts)) {
    const section = page.getByTestId(
      field === "Título" ? "section-titles" : "section-descriptions",
    );
    await section.getByRole("tab", { name: "PT" }).click();
    await page.getByLabel(`${field} (Português)`).fill(pt ?? "");
    await section.getByRole("tab", { name: "EN" }).click();
    await page.getByLabel(`${field} (Inglês)`).fill(en ?? "");
    await section.getByRole("tab", { name: "JP" }).click();
    await page.getByLabel(`${field} (Japonês)`).fill(jp ?? "");
  }
}

async function toast(page: Page, title: string, description?: string) {
  // One toast shows at a time; a replaced one may linger hidden while it leaves.
  const region = page.getByRole("region", { name: /Notificações/ });
  const shown = (text: string) =>
    region.getByText(text, { exact: true }).filter({ visible: true }).first();
  await expect(shown(title)).toBeVisible();
  if (description) await expect(shown(description)).toBeVisible();
}

async function imageOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId("property-image")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-image") ?? ""));
}

/** Drags `source` onto `target` with the mouse, in small steps as a hand would (dnd-kit). */
async function dragWithPointer(page: Page, source: Locator, target: Locator) {
  // Hovering first scrolls the handle into view and waits until nothing covers it.
  await source.hover();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("drag handles must be visible");
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await page.mouse.down();
  // Past the 6 px the sensor waits for before a press becomes a drag, then on in steps.
  await page.mouse.move(
    start.x + Math.sign(end.x - start.x) * 10,
    start.y + Math.sign(end.y - start.y) * 10,
    { steps: 2 },
  );
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (a timer, with nothing in the page to
  // wait for), so that the release does not click what lies under it. A person's next click
  // comes later than that; a test's can come within it, and was lost once in CI.
  await page.waitForTimeout(100);
}

test.describe("a property's life in the back office", () => {
  test.describe.configure({ mode: "serial" });
  let id = "";
  let cover = "";
  let consultant: Consultant | undefined;

  test("creating a property with uploaded images, geocoded coordinates and features", async ({
    page,
    request,
    baseURL,
    geocoder,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page);
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: "Adicionar Imóvel" }).click();
    await expect(page).toHaveURL(/\/admin\/properties\/new$/);
    await expect(page.getByRole("heading", { name: "Adicionar Imóvel", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, AXE);

    await fillRequired(page, REF);
    await page.getByLabel("Quartos").fill("0");
    await page.getByLabel("Casas de banho").fill("1");
    await page.getByLabel("Certificado energético").selectOption("C");

    // Address to coordinates: empty, not found, failing service, found.
    const lookUp = page.getByRole("button", { name: "Buscar coordenadas" });
    await lookUp.click();
    await toast(
      page,
      "Endereço vazio",
      "Por favor, insira um endereço para buscar as coordenadas.",
    );
    expect(geocoder.queries).toEqual([]);
    await page.getByLabel("Morada").fill("Rua nowhere 1");
    await lookUp.click();
    await toast(
      page,
      "Endereço não encontrado",
      "Não foi possível encontrar coordenadas para este endereço. Tente um endereço mais específico.",
    );
    await page.getByLabel("Morada").fill("Rua broken 2");
    await lookUp.click();
    await toast(page, "Erro ao buscar coordenadas");
    await page.getByLabel("Morada").fill("Rua Augusta 100, Lisboa");
    await page.getByLabel("Morada").press("Enter");
    await toast(page, "Coordenadas encontradas!");
    expect(geocoder.queries.at(-1)).toBe("Rua Augusta 100, Lisboa");
    await expect(page.getByLabel("Latitude")).toHaveValue("38.713912");
    await expect(page.getByLabel("Longitude")).toHaveValue("-9.139457");
    await expect(page).toHaveURL(/\/admin\/properties\/new$/);

    // Three real images at once, through the signed-URL flow, each with its progress bar
    // (held at the upload step until seen).
    await expect(page.getByRole("button", { name: "Adicionar", exact: true })).toBeDisabled();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/objects/upload/*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(/escolha ficheiros/).setInputFiles([
      { name: "fachada.jpg", mimeType: "image/jpeg", buffer: await jpeg(1600, 1000) },
      { name: "interior.png", mimeType: "image/png", buffer: await png(1200, 800) },
      { name: "terraco.jpg", mimeType: "image/jpeg", buffer: await jpeg(1200, 900) },
    ]);
    await expect(page.getByTestId("upload-progress")).toHaveCount(3);
    for (const name of ["fachada.jpg", "interior.png", "terraco.jpg"]) {
      await expect(page.getByRole("progressbar", { name: `A enviar ${name}` })).toBeVisible();
    }
    release();
    await toast(page, "Sucesso", "3 imagens adicionadas. Total: 3.");
    await page.unroute("**/api/objects/upload/*");
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    const images = page.getByTestId("property-image");
    await expect(images).toHaveCount(3);
    const [first, second, third] = await imageOrder(page);
    for (const image of [first, second, third]) expect(image).toMatch(/^\/objects\/[a-f0-9]{32}$/);
    await expect(images.first().getByText("Capa")).toBeVisible();
    await expect(images.first().getByRole("img")).toHaveAttribute("src", `${first}?w=480`);

    // Keyboard drag: the second image becomes the cover.
    await pickUp(
      page,
      page.getByRole("button", { name: "Mover imagem 1", exact: true }),
      "A mover imagem 1, na posição 1.",
    );
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Imagem 1 está agora na posição 2.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect.poll(() => imageOrder(page)).toEqual([second, first, third]);
    await expect(images.first().getByText("Capa")).toBeVisible();
    await expect(images.nth(1).getByText("Capa")).toHaveCount(0);

    // Pointer drag: the third image onto the first place; then the last one removed.
    await dragWithPointer(
      page,
      page.getByRole("button", { name: "Mover imagem 3", exact: true }),
      page.getByRole("button", { name: "Mover imagem 1", exact: true }),
    );
    await expect.poll(() => imageOrder(page)).toEqual([third, second, first]);
    await expect(images.first().getByText("Capa")).toBeVisible();
    await page.getByRole("button", { name: "Remover imagem 3", exact: true }).click();
    await expect.poll(() => imageOrder(page)).toEqual([third, second]);
    await expect(page.getByTestId("image-count")).toHaveText("2 de 50 imagens");
    cover = third ?? "";

    await page.getByLabel("Ligação da visita virtual").fill(TOUR);
    consultant = (await adminGet<Consultant[]>(request, baseURL ?? "", "/api/consultants")).find(
      (person) => person.active,
    );
    await page.getByLabel("Consultor", { exact: true }).selectOption({ label: consultant?.name });

    await page.getByLabel("Piscina").check();
    await expectNoAxeViolations(page, AXE);
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await toast(page, "Imóvel criado", "As alterações foram guardadas com sucesso.");
    await expect(page).toHaveURL(/\/admin\/properties$/);

    await page.reload();
    const row = page.locator(`[data-testid="property-row"][data-ref="${REF}"]`);
    await expect(row).toContainText("Loja na Baixa pombalina");
    await expect(row).toContainText("425 000 €");
    await expect(row).toContainText("Loja");
    await expect(row).toContainText("Disponível");
    await expect(row.locator("img")).toHaveAttribute("src", `${cover}?w=480`);

    const stored = (
      await adminGet<StoredProperty[]>(request, baseURL ?? "", "/api/properties")
    ).find((property) => property.ref === REF);
    expect(stored).toMatchObject({
      type: "commercial",
      price: 425_000,
      images: [cover, second],
      coordinates: { lat: 38.713912, lng: -9.139457 },
      features: ["pool"],
      featured: false,
      virtualTour: TOUR,
      consultantId: consultant?.id,
    });
    id = stored?.id ?? "";
  });

  test("the public page shows the new property with the first image as its cover", async ({
    page,
  }) => {
    const response = await page.goto(`/pt/properties/${REF}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Loja na Baixa pombalina");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`${cover}$`),
    );
    await page.getByTestId("section-tour").scrollIntoViewIfNeeded();
    // Behind its placeholder, named by its host, until asked for (docs/decisions/026).
    const placeholder = page.getByTestId("tour-placeholder");
    await expect(placeholder).toContainText(new URL(TOUR).host);
    await placeholder.getByRole("button", { name: "Carregar visita virtual" }).click();
    await expect(page.getByTestId("virtual-tour")).toHaveAttribute("src", TOUR);
    await expect(page.getByTestId("consultant-card")).toContainText(consultant?.name ?? "");
  });

  test("editing: the form is filled from the property and a new price is kept", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/properties");
    await page.getByRole("link", { name: `Editar imóvel ${REF}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/properties/${id}/edit$`));
    await expect(page.getByRole("heading", { name: "Editar Imóvel", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Referência")).toHaveValue(REF);
    await expect(page.getByLabel("Tipo")).toHaveValue("commercial");
    await expect(page.getByLabel("Preço (€)")).toHaveValue("425000");
    await expect(page.getByLabel("Certificado energético")).toHaveValue("C");
    await expect(page.getByLabel("Latitude")).toHaveValue("38.713912");
    await expect(page.getByLabel("Piscina")).toBeChecked();
    await expect(page.getByTestId("property-image")).toHaveCount(2);
    expect((await imageOrder(page))[0]).toBe(cover);
    await page.getByTestId("section-titles").getByRole("tab", { name: "EN" }).click();
    await expect(page.getByLabel("Título (Inglês)")).toHaveValue("Shop in Lisbon's Baixa");
    await expectNoAxeViolations(page, AXE);

    await page.getByLabel("Preço (€)").fill("455000");
    await page.getByLabel("Imóvel em destaque").check();
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await toast(page, "Imóvel atualizado", "As alterações foram guardadas com sucesso.");
    await expect(page).toHaveURL(/\/admin\/properties$/);
    const row = page.locator(`[data-testid="property-row"][data-ref="${REF}"]`);
    await expect(row).toContainText("455 000 €");
    await expect(row.getByRole("img", { name: "Em destaque" })).toBeVisible();

    // The other edit address shows the same, saved values after a reload.
    await page.goto(`/admin/properties/${id}`);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Editar Imóvel", level: 1 })).toBeVisible();
    await expect(page.getByLabel("Preço (€)")).toHaveValue("455000");
    await expect(page.getByLabel("Imóvel em destaque")).toBeChecked();
  });

  test("ordering the featured properties by keyboard and pointer changes the home page", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/featured-properties");
    await expect(page.getByRole("heading", { name: "Ordenar Destaques", level: 1 })).toBeVisible();
    const rows = page.getByTestId("featured-row");
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    await expect(page.getByTestId("featured-count")).toHaveText(`${count} imóveis em destaque`);
    const refs = await rows.evaluateAll((items) => items.map((item) => item.dataset.ref));
    const from = refs.indexOf(REF);
    // A new property's featuredOrder defaults to 0: it sits after the older first one.
    expect(from).toBeGreaterThan(0);
    const previousFirst = refs[0];
    const save = page.getByRole("button", { name: "Guardar Ordem" });
    await expect(save).toHaveCount(0);
    await expectNoAxeViolations(page, AXE);

    await pickUp(
      page,
      page.getByRole("button", { name: `Mover imóvel ${REF}` }),
      `A mover imóvel ${REF}, na posição ${from + 1}.`,
    );
    for (let position = from; position >= 1; position--) {
      await page.keyboard.press("ArrowUp");
      await expect(
        page.getByText(`Imóvel ${REF} está agora na posição ${position}.`),
      ).toBeAttached();
    }
    await page.keyboard.press("Space");
    await expect(rows.first()).toHaveAttribute("data-ref", REF);
    await expect(rows.nth(1)).toHaveAttribute("data-ref", previousFirst ?? "");
    await expect(rows.first().getByText("Posição 1", { exact: true })).toBeAttached();

    // Then with the pointer: the third row up to second place.
    const third = await rows.nth(2).getAttribute("data-ref");
    await dragWithPointer(
      page,
      page.getByRole("button", { name: `Mover imóvel ${third}` }),
      page.getByRole("button", { name: `Mover imóvel ${previousFirst}` }),
    );
    await expect(rows.nth(1)).toHaveAttribute("data-ref", third ?? "");
    await expect(rows.nth(2)).toHaveAttribute("data-ref", previousFirst ?? "");

    await save.click();
    await toast(page, "Ordem atualizada com sucesso!");
    await expect(save).toHaveCount(0);
    await page.reload();
    await expect(rows.first()).toHaveAttribute("data-ref", REF);
    const saved = await rows.evaluateAll((items) => items.map((item) => item.dataset.ref));

    // The home page shows the same order (its first nine).
    await page.goto("/pt");
    const cards = page.getByTestId("featured-property").getByTestId("property-card");
    await expect(cards.first()).toHaveAttribute("data-ref", REF);
    expect(await cards.evaluateAll((items) => items.map((item) => item.dataset.ref))).toEqual(
      saved.slice(0, 9),
    );
    expect(saved.slice(0, 3)).toEqual([REF, third, previousFirst]);
    // The card shows the cover: the image that was dragged to the front.
    await expect(cards.first().locator("img").first()).toHaveAttribute(
      "src",
      new RegExp(`^${cover}\\?w=`),
    );
  });

  test("deleting asks first, then the property leaves the list and the site", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/properties");
    await page.getByLabel("Pesquisar imóveis").fill(REF.toLowerCase());
    await expect(page.getByTestId("property-row")).toHaveCount(1);

    await page.getByRole("button", { name: `Eliminar imóvel ${REF}` }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Eliminar o imóvel ${REF}?`);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByTestId("property-row")).toHaveCount(1);

    await page.getByRole("button", { name: `Eliminar imóvel ${REF}` }).click();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await toast(page, "Imóvel apagado", "O imóvel foi removido com sucesso.");
    await expect(page.getByText("Nenhum imóvel corresponde à pesquisa.")).toBeVisible();

    await page.reload();
    await page.getByLabel("Pesquisar imóveis").fill(REF);
    await expect(page.getByTestId("property-row")).toHaveCount(0);
    const response = await page.goto(`/pt/properties/${REF}`);
    expect(response?.status()).toBe(404);
    await page.goto("/pt");
    await expect(page.locator(`[data-testid="property-card"][data-ref="${REF}"]`)).toHaveCount(0);
  });
});

test("the list searches by reference, Portuguese title and city, ignoring case", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/properties");
  const rows = page.getByTestId("property-row");
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  await expect(page.getByTestId("count")).toHaveText(`${total} imóveis`);
  await expectNoAxeViolations(page, AXE);

  const search = page.getByLabel("Pesquisar imóveis");
  await search.fill("cl-lis-001");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-ref", EXISTING_REF);
  await search.fill("PORTO");
  await expect(page.getByTestId("count")).toHaveText(new RegExp(`^\\d+ de ${total} imóveis$`));
  for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain("porto");
  await search.fill("penthouse");
  await expect(rows.first()).toContainText(/penthouse/i);
  await search.fill("nada-disto");
  await expect(page.getByText("Nenhum imóvel corresponde à pesquisa.")).toBeVisible();
});

test("required fields show their messages and nothing is saved", async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsAdmin(page);
  const before = await adminGet<unknown[]>(request, baseURL ?? "", "/api/properties");
  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/api/properties")) posts.push(sent.url());
  });
  await page.goto("/admin/properties/new");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();

  for (const message of [
    "Referência é obrigatória",
    "O preço deve ser um número inteiro ≥ 0",
    "Localização é obrigatória",
    "Cidade é obrigatória",
    "A área deve ser um número inteiro ≥ 1",
    "Escolha a classe energética (ou Isento)",
    "Título em português é obrigatório",
    "Descrição em português é obrigatória",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel("Referência")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Referência")).toBeFocused();
  await expect(page.getByLabel("Referência")).toHaveAccessibleDescription(
    "Referência é obrigatória",
  );
  await expect(
    page.getByTestId("section-titles").getByRole("tab", { name: /^EN.*contém erros/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, AXE);

  // Only the English title missing: the titles switch to the English tab to show it.
  await fillRequired(page, "CL-E2E-VAL");
  const titles = page.getByTestId("section-titles");
  await titles.getByRole("tab", { name: "EN" }).click();
  await page.getByLabel("Título (Inglês)").fill("");
  await titles.getByRole("tab", { name: "PT" }).click();
  await page.getByLabel("Latitude").fill("38.7");
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await expect(titles.getByRole("tab", { name: /^EN/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("Título em inglês é obrigatório")).toBeVisible();
  await expect(page.getByText("Deve ser um número")).toBeVisible();
  await expect(page.getByLabel("Referência")).toHaveValue("CL-E2E-VAL");

  await expect(page).toHaveURL(/\/admin\/properties\/new$/);
  expect(posts).toEqual([]);
  const after = await adminGet<unknown[]>(request, baseURL ?? "", "/api/properties");
  expect(after).toHaveLength(before.length);
});

test("a duplicate reference shows the server's message on the reference field", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/properties/new");
  await fillRequired(page, EXISTING_REF);
  await page.getByRole("button", { name: "Guardar", exact: true }).click();
  await toast(page, "Erro", "Não foi possível guardar o imóvel.");
  await expect(page.getByLabel("Referência")).toHaveAccessibleDescription(
    "Já existe um imóvel com esta referência",
  );
  await expect(page.getByLabel("Referência")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/properties\/new$/);
  // Nothing typed is lost.
  await expect(page.getByRole("textbox", { name: "Cidade", exact: true })).toHaveValue("Lisboa");
  await expect(page.getByLabel("Título (Japonês)")).toHaveValue("バイシャの店舗");
});

test("leaving a form with unsaved changes asks first", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/properties/new");
  await page.getByLabel("Referência").fill("CL-E2E-DRAFT");

  const dialogs: string[] = [];
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Cancelar" }).click();
  expect(dialogs).toEqual(["Tem alterações por guardar. Sair mesmo assim?"]);
  await expect(page).toHaveURL(/\/admin\/properties\/new$/);
  await expect(page.getByLabel("Referência")).toHaveValue("CL-E2E-DRAFT");

  page.once("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page
    .getByRole("navigation", { name: "Menu de gestão" })
    .getByRole("link", {
      name: "Imóveis",
    })
    .click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  expect(dialogs).toHaveLength(2);
});

test("images: only JPEG, PNG or WebP up to 10 MB, a choice with no file says so, a refused URL too", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/properties/new");
  await expect(page.getByText("Máximo 10MB • JPEG, PNG ou WebP", { exact: false })).toBeVisible();
  const input = page.getByLabel(/escolha ficheiros/);
  await expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  await input.setInputFiles([
    { name: "planta.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
  ]);
  await toast(page, "Ficheiros ignorados", "planta.pdf: apenas imagens JPEG, PNG ou WebP.");
  const uploads = watchPosts(page, "/api/objects/upload");
  await input.setInputFiles([
    {
      name: "enorme.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
    },
  ]);
  await toast(page, "Ficheiros ignorados", "enorme.jpg: ultrapassa o máximo de 10MB.");
  expect(uploads).toEqual([]);
  await input.setInputFiles([]);
  await toast(page, "Nenhuma imagem", "Nenhuma imagem foi selecionada.");
  await expect(page.getByTestId("property-image")).toHaveCount(0);
  await expect(page.getByText("Ainda não há imagens.")).toBeVisible();

  // A pasted address is sent only when not blank. The server downloads it itself and refuses
  // any address inside its own network (SSRF), and the only image server a test can offer is
  // local: what shows here is the server's refusal, and no image is added.
  const add = page.getByRole("button", { name: "Adicionar", exact: true });
  await page.getByLabel("Adicionar por URL").fill("   ");
  await expect(add).toBeDisabled();
  await page.getByLabel("Adicionar por URL").fill("http://127.0.0.1/fachada.jpg");
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/property-images") && response.request().method() === "POST",
  );
  await add.click();
  expect((await answer).status()).toBe(400);
  await toast(page, "Erro", "O URL da imagem não é permitido: endereço privado ou reservado");
  await expect(page.getByTestId("property-image")).toHaveCount(0);
  await expect(page.getByLabel("Adicionar por URL")).toHaveValue("http://127.0.0.1/fachada.jpg");
});

test("an arrow key pressed straight after picking a row up moves it", async ({ page }) => {
  // The rows' places are measured before the drag (sortable-a11y.ts): measured in the renders
  // after the pick-up, a quick arrow now and then (3 in 15, 1 in 15 in two runs) found none and
  // the row stayed put.
  await signInAsAdmin(page);
  for (let visit = 1; visit <= 5; visit++) {
    await page.goto("/admin/featured-properties");
    const rows = page.getByTestId("featured-row");
    await expect(rows.nth(2)).toBeVisible();
    const ref = await rows.nth(2).getAttribute("data-ref");
    await pickUp(
      page,
      page.getByRole("button", { name: `Mover imóvel ${ref}` }),
      `A mover imóvel ${ref}, na posição 3.`,
    );
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(`Imóvel ${ref} está agora na posição 2.`)).toBeAttached();
    // Put back: nothing is saved.
    await page.keyboard.press("Escape");
  }
});

/**
 * Picks a sortable item up with Space and waits until dnd-kit listens for the arrow keys, which
 * it starts to from a timer set at the pick-up (KeyboardSensor's attach): a key that comes
 * sooner is lost. No one types that fast, but a test can on a busy host (it failed once so in
 * CI); a timer set after that one runs after it.
 */
async function pickUp(page: Page, handle: Locator, announcement: string) {
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(announcement)).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
