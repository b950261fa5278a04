// The privacy screens: a visitor's data found, exported and erased from "Dados pessoais", the
// retention periods saved, and the erasure seen in "Registo de atividade".
import fs from "node:fs/promises";
import { expectToast, signInAsAdmin } from "./support/admin";
import { sendAsVisitor } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { uniqueEmail } from "./support/forms";

const SERIOUS: { impacts: ("serious" | "critical")[] } = { impacts: ["serious", "critical"] };

test("staff find a visitor's data, export it as JSON and erase it", async ({ page, request }) => {
  const email = uniqueEmail("privacy");
  await sendAsVisitor(request, "/api/leads", {
    name: "Inês Duarte",
    email,
    phone: "+351 915 555 123",
    message: "Quero visitar o T3 de Campo de Ourique.",
  });
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Dados pessoais" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dados pessoais" })).toBeVisible();

  // A malformed address is told beside the field.
  await page.getByLabel("Email da pessoa").fill("ines@");
  await page.getByRole("button", { name: "Procurar" }).click();
  await expect(page.getByText("Endereço de email inválido")).toBeVisible();

  await page.getByLabel("Email da pessoa").fill(`  ${email.toUpperCase()} `);
  await page.getByRole("button", { name: "Procurar" }).click();
  const held = page.getByRole("list", { name: "O que está guardado" });
  await expect(held.getByRole("listitem").filter({ hasText: "Contactos" })).toContainText(
    "1 registo",
  );
  await expectNoAxeViolations(page, SERIOUS);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exportar JSON" }).click();
  const download = await downloading;
  const document = JSON.parse(await fs.readFile((await download.path()) ?? "", "utf8"));
  expect(document.email).toBe(email.toLowerCase());
  expect(document.sources.leads[0].message).toBe("Quero visitar o T3 de Campo de Ourique.");

  await page.getByRole("button", { name: "Apagar todos os dados" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("não pode ser anulada");
  await page.getByRole("alertdialog").getByRole("button", { name: "Apagar" }).click();
  await expectToast(page, "Dados apagados");
  const erased = page.getByRole("list", { name: "Dados apagados" });
  await expect(erased.getByRole("listitem").filter({ hasText: "Contactos" })).toContainText(
    "1 registo",
  );

  // The inbox keeps the lead, without its visitor.
  await page.goto("/admin/leads");
  await expect(page.getByText("[apagado]").first()).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // The erasure is in the activity log, the address nowhere.
  await page.getByRole("link", { name: "Registo de atividade" }).click();
  await page.getByLabel("Ação").selectOption("personalData.erase");
  const entries = page.getByTestId("audit-entry");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("email");
  await expect(page.getByText(email, { exact: false })).toHaveCount(0);
  // The client navigation has put the page's own title in place before axe looks for one.
  await expect(page).toHaveTitle(/Registo de atividade/);
  await expectNoAxeViolations(page, SERIOUS);
});

test("staff save the retention periods; a period under a month is refused beside the field", async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto("/admin/personal-data");
  const months = page.getByLabel("Anonimizar contactos e pedidos de crédito com mais de (meses)");
  await expect(months).toHaveValue("24");
  await months.fill("0");
  await page.getByRole("button", { name: "Guardar prazos" }).click();
  await expect(page.getByText("No mínimo 1 mês")).toBeVisible();
  await months.fill("36");
  await page.getByRole("button", { name: "Guardar prazos" }).click();
  await expectToast(page, "Prazos guardados");
  await page.reload();
  await expect(months).toHaveValue("36");
  await months.fill("24");
  await page.getByRole("button", { name: "Guardar prazos" }).click();
  await expectToast(page, "Prazos guardados");
});
