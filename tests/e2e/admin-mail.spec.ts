// The e-mails of each lead and mortgage request, as staff see them in its dialog: delivered to
// a real SMTP server started here, failing while that server is down (with its error, then the
// dashboard's warning), and sent again with "Reenviar". The site runs its own server here, with
// SMTP_URL pointing at the test's mail server.
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import type { Lead } from "@/lib/schemas/lead";
import type { MailMessage } from "@/lib/schemas/mail-message";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { type AppServer, freePort, TEST_ADMIN } from "../support/app-server";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server";
import { expectToast, signInAsAdmin } from "./support/admin";
import { sendAsVisitor } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { startTestServer } from "./support/server";

const LEADS_INBOX = "leads@casalusa.test";

let app: AppServer;
let smtp: SmtpServer;
let smtpPort: number;

// Pages and API calls go to this spec's own server, started in beforeAll: the browser context
// and the request context are made with its address (baseURL itself is read before beforeAll).
const test = base.extend<{ context: BrowserContext; request: APIRequestContext }>({
  context: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: app.url });
    await use(context);
    await context.close();
  },
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: app.url });
    await use(request);
    await request.dispose();
  },
});

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtpPort = await freePort();
  smtp = await startSmtpServer(smtpPort);
  app = await startTestServer({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_INBOX,
      SEED_DEMO: "false",
      FORM_RATE_LIMIT: "1000",
    },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

const visitor = {
  name: "Marta Figueiredo",
  email: "marta.figueiredo@example.pt",
  phone: "+351 912 000 111",
  message: "Gostaria de avaliar o meu apartamento em Benfica.",
  type: "valuation",
  language: "pt",
};

/** The link to the request that the agency's notification e-mail carries. */
function adminLink(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"<>]+${path.replace("?", "\\?")}[0-9a-f-]+`));
  if (!match) throw new Error(`no link to ${path} in:\n${text}`);
  return match[0];
}

/** The dialog's "Emails" section and each message in it, by its name. */
function mailSection(dialog: Locator) {
  const section = dialog.getByRole("region", { name: "Emails" });
  const item = (name: string) =>
    section.getByRole("listitem").filter({ has: section.page().getByRole("heading", { name }) });
  return {
    section,
    notification: item("Notificação à agência"),
    reply: item("Resposta automática ao cliente"),
  };
}

async function mailOf(request: APIRequestContext, query: string): Promise<MailMessage[]> {
  const response = await request.get(`/api/mail-messages?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as MailMessage[];
}

async function signIn(page: Page, request: APIRequestContext) {
  expect((await request.post("/api/auth/login", { data: TEST_ADMIN })).ok()).toBe(true);
  await signInAsAdmin(page);
}

test("the link in the agency's e-mail opens the lead, with both e-mails sent to their recipients", async ({
  page,
  playwright,
}) => {
  // A visitor's form, from a browser with no session.
  const anonymous = await playwright.request.newContext({ baseURL: app.url });
  const lead = await sendAsVisitor<Lead>(anonymous, "/api/leads", visitor);
  await anonymous.dispose();
  const received = await smtp.waitFor(2);
  const notification = received.find((mail) => mail.rcpt.includes(LEADS_INBOX));
  expect(notification, "the agency's notification").toBeDefined();
  expect(received.find((mail) => mail.rcpt.includes(visitor.email))).toBeDefined();
  const link = adminLink(notification?.mail.text ?? "", "/admin/leads?open=");
  expect(link).toBe(`${app.url}/admin/leads?open=${lead.id}`);

  await signInAsAdmin(page);
  // Every e-mail went out: the dashboard warns of nothing.
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  await expect(page.getByTestId("failing-mail")).toHaveCount(0);

  await page.goto(link);
  const dialog = page.getByRole("dialog", { name: visitor.name });
  await expect(dialog).toBeVisible();
  // Opening it from the link marks it read, as opening it from the list does.
  await expect(dialog.getByTestId("lead-status")).toHaveText("Lido");

  const mail = mailSection(dialog);
  await expect(mail.section.getByRole("heading", { name: "Emails" })).toBeVisible();
  await expect(mail.section.getByRole("listitem")).toHaveCount(2);
  await expect(mail.notification.getByTestId("mail-status")).toHaveText("Enviado");
  await expect(mail.notification.getByTestId("mail-recipients")).toHaveText(LEADS_INBOX);
  await expect(mail.notification).toContainText(/Enviado a \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expect(mail.reply.getByTestId("mail-status")).toHaveText("Enviado");
  await expect(mail.reply.getByTestId("mail-recipients")).toHaveText(visitor.email);
  await expect(
    mail.notification.getByRole("button", { name: "Reenviar notificação à agência" }),
  ).toBeEnabled();
  await expect(
    mail.reply.getByRole("button", { name: "Reenviar resposta automática ao cliente" }),
  ).toBeEnabled();
  await expectNoAxeViolations(page);

  // Closing takes ?open= out of the address, without loading the page again.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await dialog.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${app.url}/admin/leads`);
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(dialog).toBeHidden();
});

test("Reenviar sends a delivered e-mail again, and it arrives", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto("/admin/leads");
  await page.getByTestId("lead-row").getByText(visitor.name).click();
  const dialog = page.getByRole("dialog", { name: visitor.name });
  const mail = mailSection(dialog);
  await expect(mail.reply.getByTestId("mail-status")).toHaveText("Enviado");

  const before = smtp.received.length;
  await mail.reply.getByRole("button", { name: "Reenviar resposta automática ao cliente" }).click();
  await expectToast(page, "Email posto na fila de envio");
  const received = await smtp.waitFor(before + 1);
  expect(received.at(-1)?.rcpt).toEqual([visitor.email]);

  // Read again on request: sent once more, a moment ago.
  await expect(async () => {
    await mail.section.getByRole("button", { name: "Atualizar o estado dos emails" }).click();
    await expect(mail.reply.getByTestId("mail-status")).toHaveText("Enviado", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await expect(mail.notification.getByTestId("mail-status")).toHaveText("Enviado");
});

test("a mortgage request's link opens it with its e-mails; a link to a deleted one says so", async ({
  page,
  request,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: app.url });
  const before = smtp.received.length;
  const mortgage = await sendAsVisitor<MortgageRequest>(anonymous, "/api/mortgage-requests", {
    name: "Carlos Mendes",
    email: "carlos.mendes@example.pt",
    phone: "+351 917 555 000",
    message: "Procuro financiamento de 80%.",
    language: "en",
  });
  await anonymous.dispose();
  const received = await smtp.waitFor(before + 2);
  const notification = received.slice(before).find((mail) => mail.rcpt.includes(LEADS_INBOX));
  const link = adminLink(notification?.mail.text ?? "", "/admin/mortgage-requests?open=");
  expect(link).toBe(`${app.url}/admin/mortgage-requests?open=${mortgage.id}`);

  await signIn(page, request);
  await page.goto(link);
  const dialog = page.getByRole("dialog", { name: "Carlos Mendes" });
  await expect(dialog).toBeVisible();
  const mail = mailSection(dialog);
  await expect(mail.notification.getByTestId("mail-status")).toHaveText("Enviado");
  await expect(mail.notification.getByTestId("mail-recipients")).toHaveText(LEADS_INBOX);
  await expect(mail.reply.getByTestId("mail-status")).toHaveText("Enviado");
  await expect(mail.reply.getByTestId("mail-recipients")).toHaveText("carlos.mendes@example.pt");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${app.url}/admin/mortgage-requests`);

  // A link from an old e-mail, to a request deleted since.
  expect((await request.delete(`/api/mortgage-requests/${mortgage.id}`)).ok()).toBe(true);
  await page.goto(link);
  await expectToast(page, "Pedido não encontrado");
  await expect(page).toHaveURL(`${app.url}/admin/mortgage-requests`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("while the mail server is down: retrying with its error, the dashboard's warning, and Reenviar once it is back", async ({
  page,
  request,
  playwright,
}) => {
  // Three failed attempts (at once, 15 s and 45 s later) make an e-mail count as failing.
  test.setTimeout(150_000);
  await smtp.stop();
  const anonymous = await playwright.request.newContext({ baseURL: app.url });
  const lead = await sendAsVisitor<Lead>(anonymous, "/api/leads", {
    ...visitor,
    name: "Rui Tavares",
    email: "rui.tavares@example.pt",
  });
  await anonymous.dispose();
  expect((await request.post("/api/auth/login", { data: TEST_ADMIN })).ok()).toBe(true);
  await expect
    .poll(async () => (await mailOf(request, `leadId=${lead.id}`)).map((m) => m.lastError !== null))
    .toEqual([true, true]);

  await signInAsAdmin(page);
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  await expect(page.getByTestId("failing-mail")).toHaveCount(0);

  await page.goto(`/admin/leads?open=${lead.id}`);
  const dialog = page.getByRole("dialog", { name: "Rui Tavares" });
  const mail = mailSection(dialog);
  for (const item of [mail.notification, mail.reply]) {
    await expect(item.getByTestId("mail-status")).toHaveText("A tentar novamente");
    await expect(item).toContainText(/Próxima tentativa a \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(item.getByTestId("mail-error")).toContainText("ECONNREFUSED");
  }
  await expectNoAxeViolations(page);

  // After the third failure of each, the dashboard warns and links to the inboxes.
  await expect
    .poll(async () => (await mailOf(request, `leadId=${lead.id}`)).map((m) => m.attempts), {
      timeout: 80_000,
      intervals: [2_000],
    })
    .toEqual([3, 3]);
  await page.goto("/admin/dashboard");
  const warning = page.getByTestId("failing-mail");
  await expect(warning).toContainText("2 emails de contactos ou pedidos não foram entregues.");
  await expect(warning.getByRole("link", { name: "Contactos" })).toHaveAttribute(
    "href",
    "/admin/leads",
  );
  await expect(warning.getByRole("link", { name: "Pedidos de Crédito" })).toHaveAttribute(
    "href",
    "/admin/mortgage-requests",
  );
  await expectNoAxeViolations(page);

  // The mail server is back: "Reenviar" sends the notification at once, without waiting for
  // the next retry; the warning then counts the auto-reply only.
  smtp = await startSmtpServer(smtpPort);
  await page.goto(`/admin/leads?open=${lead.id}`);
  await mail.notification.getByRole("button", { name: "Reenviar notificação à agência" }).click();
  await expectToast(page, "Email posto na fila de envio");
  const received = await smtp.waitFor(1);
  expect(received[0]?.rcpt).toEqual([LEADS_INBOX]);
  await expect(async () => {
    await mail.section.getByRole("button", { name: "Atualizar o estado dos emails" }).click();
    await expect(mail.notification.getByTestId("mail-status")).toHaveText("Enviado", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  await expect(mail.reply.getByTestId("mail-status")).toHaveText("A tentar novamente");

  await page.goto("/admin/dashboard");
  await expect(page.getByTestId("failing-mail")).toContainText(
    "1 email de um contacto ou pedido não foi entregue.",
  );
});
