// Leads reach the agency by e-mail: for every lead and mortgage request, a notification to the
// agency and an auto-reply to the visitor in their language, delivered from a durable outbox to
// a real SMTP server started here. Runs on PGlite and, in CI, on PostgreSQL.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailMessage } from "@/lib/schemas/mail-message";
import { LEASE_SECONDS } from "@/server/mail/outbox";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import {
  consultantPayload,
  leadPayload,
  mortgagePayload,
  propertyPayload,
} from "../support/payloads";
import { type ReceivedMail, type SmtpServer, startSmtpServer } from "../support/smtp-server";
import { getJson, postJson, signInCookie } from "./support/client";
import { freshDatabase } from "./support/database";

const LEADS_INBOX = "leads@casalusa.test";
const database = await freshDatabase("mail");
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-mail-"));
const smtpPort = await freePort();
const env = {
  ...database.env,
  SEED_DEMO: "false",
  // Shared by every instance, as in production: the second instance below counts the same keys.
  APP_SECRET: "one-secret-for-every-instance-of-the-mail-test",
  FORM_RATE_LIMIT: "1000",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Casa Lusa <no-reply@casalusa.test>",
  LEADS_INBOX,
};

let smtp: SmtpServer;
let app: AppServer;
let cookie: string;
let consultant: { id: string; name: string; email: string; phone: string };
let listing: { id: string; ref: string; titlePt: string; titleEn: string; titleJp: string };

beforeAll(async () => {
  smtp = await startSmtpServer(smtpPort);
  app = await startAppServer({ dataDir, env });
  cookie = await signInCookie(app.url);
  const created = await postJson(
    app.url,
    "/api/consultants",
    consultantPayload({ name: "Marta Lopes", email: "marta@casalusa.test" }),
    cookie,
  );
  consultant = await created.json();
  listing = await (
    await postJson(
      app.url,
      "/api/properties",
      propertyPayload({ consultantId: consultant.id, price: 1_250_000 }),
      cookie,
    )
  ).json();
});

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  await database.drop();
});

async function submit(path: string, body: unknown): Promise<{ id: string }> {
  const response = await postJson(app.url, path, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

/** The messages received for this visitor's address (the reply to them, the notification from them). */
function about(email: string, received: ReceivedMail[]) {
  const reply = received.filter((m) => m.mail.to && addresses(m.mail.to).includes(email));
  const notification = received.filter((m) => addresses(m.mail.replyTo).includes(email));
  return { reply, notification };
}

function addresses(field: unknown): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((entry: { value: { address?: string }[] }) =>
    entry.value.map((value) => value.address ?? ""),
  );
}

async function messagesOf(query: string): Promise<MailMessage[]> {
  return getJson<MailMessage[]>(app.url, `/api/mail-messages?${query}`, cookie);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not done in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("every lead and mortgage request sends two messages", () => {
  // The listing's consultant has no staff account here, so the lead goes to the administrators
  // (docs/product.md#assignment-and-pipeline): the notification to the inbox, the visitor's
  // reply still from the listing's consultant.
  it("an enquiry about a listing: the inbox when no one is assigned, and the visitor in their language", async () => {
    const languages = { pt: "pt-PT", en: "en", jp: "ja" } as const;
    const leads = new Map<string, { id: string }>();
    for (const language of Object.keys(languages) as (keyof typeof languages)[]) {
      const email = `visitor-${language}@example.com`;
      leads.set(
        language,
        await submit(
          "/api/leads",
          leadPayload({
            name: `Visitante ${language}`,
            email,
            phone: "+351 913 000 111",
            message: `Gostaria de visitar (${language}).\nSegunda linha.`,
            propertyRef: listing.ref,
            language,
          }),
        ),
      );
    }
    const received = await smtp.waitFor(6);
    for (const [language, htmlLang] of Object.entries(languages)) {
      const email = `visitor-${language}@example.com`;
      const lead = leads.get(language);
      const { reply, notification } = about(email, received);
      expect(reply, language).toHaveLength(1);
      expect(notification, language).toHaveLength(1);

      const toAgency = notification[0] as ReceivedMail;
      expect(toAgency.rcpt).toEqual([LEADS_INBOX]);
      expect(addresses(toAgency.mail.to)).toEqual([LEADS_INBOX]);
      expect(addresses(toAgency.mail.cc)).toEqual([]);
      expect(toAgency.mail.from?.value[0]).toMatchObject({
        name: "Casa Lusa",
        address: "no-reply@casalusa.test",
      });
      expect(toAgency.mail.subject).toContain(`Visitante ${language}`);
      expect(toAgency.mail.subject).toContain(listing.ref);
      expect(toAgency.mail.headers.get("content-language")).toBe("pt-PT");
      for (const part of [toAgency.mail.html || "", toAgency.mail.text || ""]) {
        expect(part).toContain(email);
        expect(part).toContain("+351 913 000 111");
        expect(part).toContain(`Gostaria de visitar (${language}).`);
        expect(part).toContain(listing.titlePt);
        expect(part).toContain(`/admin/leads?open=${lead?.id}`);
      }

      const toVisitor = reply[0] as ReceivedMail;
      expect(toVisitor.rcpt).toEqual([email]);
      expect(addresses(toVisitor.mail.replyTo)).toEqual([consultant.email]);
      expect(toVisitor.mail.headers.get("content-language")).toBe(htmlLang);
      expect(toVisitor.mail.headers.get("auto-submitted")).toBe("auto-replied");
      expect(toVisitor.mail.html).toContain(`lang="${htmlLang}"`);
      const title = { pt: listing.titlePt, en: listing.titleEn, jp: listing.titleJp }[language];
      for (const part of [toVisitor.mail.html || "", toVisitor.mail.text || ""]) {
        expect(part).toContain(title);
        expect(part).toContain(`/${language}/properties/${listing.ref}`);
        expect(part).toContain(consultant.name);
      }
    }
    // Subjects of the three auto-replies are not the same text: each is in its own language.
    const subjects = Object.keys(languages).map(
      (language) => about(`visitor-${language}@example.com`, received).reply[0]?.mail.subject,
    );
    expect(new Set(subjects).size).toBe(3);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "an enquiry about a listing whose consultant has an account: the consultant, the inbox in copy",
    async () => {
      // A consultant's account, written beside the server (PostgreSQL only: a PGlite folder is
      // the server's alone).
      await database.query(
        `insert into users (email, password_hash, access, consultant_id) values ('account-${consultant.id}@casalusa.test', 'x', 'consultant', '${consultant.id}')`,
      );
      const before = smtp.received.length;
      const email = "assigned@example.com";
      const lead = await submit("/api/leads", leadPayload({ email, propertyRef: listing.ref }));
      const received = (await smtp.waitFor(before + 2)).slice(before);
      const toAgency = about(email, received).notification[0] as ReceivedMail;
      expect(addresses(toAgency.mail.to)).toEqual([consultant.email]);
      expect(addresses(toAgency.mail.cc)).toEqual([LEADS_INBOX]);
      expect(toAgency.mail.text).toContain(
        `Quem responde: ${consultant.name}, responsável por este imóvel`,
      );
      expect(toAgency.mail.text).toContain(`/admin/leads?open=${lead.id}`);
      await database.query(`delete from users where consultant_id = '${consultant.id}'`);
    },
  );

  it("a valuation and a mortgage request go to the agency's inbox", async () => {
    const before = smtp.received.length;
    const valuation = await submit(
      "/api/leads",
      leadPayload({ type: "valuation", email: "owner@example.com", language: "en" }),
    );
    const mortgage = await submit(
      "/api/mortgage-requests",
      mortgagePayload({ email: "buyer@example.com", language: "jp" }),
    );
    const received = (await smtp.waitFor(before + 4)).slice(before);
    for (const [email, link] of [
      ["owner@example.com", `/admin/leads?open=${valuation.id}`],
      ["buyer@example.com", `/admin/mortgage-requests?open=${mortgage.id}`],
    ] as const) {
      const { reply, notification } = about(email, received);
      expect(notification[0]?.rcpt).toEqual([LEADS_INBOX]);
      expect(notification[0]?.mail.html).toContain(link);
      expect(reply[0]?.rcpt).toEqual([email]);
    }
    expect(
      about("buyer@example.com", received).reply[0]?.mail.headers.get("content-language"),
    ).toBe("ja");
  });
});

describe("the admin sees each message's delivery, and resends one", () => {
  it("shows both messages sent, with their recipients, and a resend sends a new message", async () => {
    const before = smtp.received.length;
    const lead = await submit("/api/leads", leadPayload({ email: "resend@example.com" }));
    await smtp.waitFor(before + 2);
    const messages = await until(
      () => messagesOf(`leadId=${lead.id}`),
      (list) => list.every((message) => message.status === "sent"),
    );
    expect(messages.map((message) => message.kind)).toEqual(["notification", "reply"]);
    expect(messages[0]?.recipients).toEqual([LEADS_INBOX]);
    expect(messages[1]?.recipients).toEqual(["resend@example.com"]);
    expect(messages.every((message) => message.sentAt && message.lastError === null)).toBe(true);

    const reply = messages[1] as MailMessage;
    const first = about("resend@example.com", smtp.received).reply[0]?.mail.messageId;
    const resent = await postJson(app.url, `/api/mail-messages/${reply.id}/resend`, {}, cookie);
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as MailMessage).status).toBe("pending");
    await smtp.waitFor(before + 3);
    const replies = about("resend@example.com", smtp.received).reply;
    expect(replies).toHaveLength(2);
    expect(replies[1]?.mail.messageId).not.toBe(first);
    await until(
      () => messagesOf(`leadId=${lead.id}`),
      (list) => list[1]?.status === "sent",
    );
    // Staff only, and only with one of the two ids.
    expect((await fetch(`${app.url}/api/mail-messages?leadId=${lead.id}`)).status).toBe(401);
    expect((await fetch(`${app.url}/api/mail-messages`, { headers: { cookie } })).status).toBe(400);
  });
});

describe("header injection", () => {
  it("CR/LF in a name, e-mail or phone never reaches a mail header", async () => {
    const before = smtp.received.length;
    const attempts = [
      leadPayload({ name: "Ana\r\nBcc: evil@example.com", email: "inject-name@example.com" }),
      leadPayload({ name: "Ana\nSubject: hijacked", email: "inject-subject@example.com" }),
      leadPayload({ email: "x@example.com\r\nBcc: evil@example.com" }),
      leadPayload({ phone: "912\r\nBcc: evil@example.com", email: "inject-phone@example.com" }),
    ];
    let accepted = 0;
    for (const body of attempts) {
      const response = await postJson(app.url, "/api/leads", body);
      expect([201, 400]).toContain(response.status);
      if (response.status === 201) accepted++;
    }
    const received = (await smtp.waitFor(before + accepted * 2)).slice(before);
    expect(received.length).toBe(accepted * 2);
    for (const { rcpt, mail } of received) {
      expect(rcpt).not.toContain("evil@example.com");
      // What was typed stays inside the header it was put in: no header line of its own.
      const keys = mail.headerLines.map((header) => header.key);
      expect(keys).not.toContain("bcc");
      expect(keys.filter((key) => key === "subject")).toHaveLength(1);
      expect(mail.subject ?? "").not.toMatch(/[\r\n]/);
      expect(mail.subject ?? "").not.toBe("hijacked");
    }
    // A message is escaped in the HTML part.
    const scripted = await submit(
      "/api/leads",
      leadPayload({ email: "script@example.com", message: "<script>alert(1)</script>" }),
    );
    expect(scripted.id).toBeTruthy();
    const html = about("script@example.com", await smtp.waitFor(before + accepted * 2 + 2))
      .notification[0]?.mail.html;
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("nothing is lost", () => {
  it("while the SMTP server refuses connections, messages wait; when it is back, they go", async () => {
    await smtp.stop();
    const lead = await submit("/api/leads", leadPayload({ email: "while-down@example.com" }));
    const failing = await until(
      () => messagesOf(`leadId=${lead.id}`),
      (list) => list.every((message) => message.attempts >= 1 && message.lastError !== null),
    );
    for (const message of failing) {
      expect(message.status).toBe("pending");
      expect(message.lastError).toMatch(/ECONNREFUSED/);
      expect(message.recipients.length, "the addresses it is for").toBeGreaterThan(0);
      // The first retry comes within 30 seconds.
      const wait = Date.parse(message.nextAttemptAt ?? "") - Date.now();
      expect(wait).toBeLessThanOrEqual(30_000);
    }

    smtp = await startSmtpServer(smtpPort);
    const received = await smtp.waitFor(2, 120_000);
    const { reply, notification } = about("while-down@example.com", received);
    expect(reply).toHaveLength(1);
    expect(notification).toHaveLength(1);
    const sent = await until(
      () => messagesOf(`leadId=${lead.id}`),
      (list) => list.every((message) => message.status === "sent"),
    );
    expect(sent.every((message) => message.attempts >= 2 && message.lastError === null)).toBe(true);
  });

  it("a server killed with SIGKILL mid-delivery resends, after its restart, only the message in flight", async () => {
    smtp.hold();
    const before = smtp.received.length;
    await submit("/api/leads", leadPayload({ email: "killed@example.com" }));
    await until(
      async () => smtp.heldCount(),
      (held) => held >= 1,
    );
    await app.stop("SIGKILL");
    // The SMTP server got the whole message; the site never heard that it did.
    smtp.release();
    app = await startAppServer({ dataDir, env });
    cookie = await signInCookie(app.url);
    // On PostgreSQL the dead process's claim must run out first (LEASE_SECONDS): the database's
    // clock is moved past it rather than waited for.
    if (database.env.DATABASE_URL) {
      await database.query(
        `update mail_messages set next_attempt_at = next_attempt_at - interval '${LEASE_SECONDS} seconds' where status = 'pending'`,
      );
    }
    const received = (await smtp.waitFor(before + 3, 60_000)).slice(before);
    const { reply, notification } = about("killed@example.com", received);
    const all = [...reply, ...notification];
    expect(reply.length).toBeGreaterThanOrEqual(1);
    expect(notification.length).toBeGreaterThanOrEqual(1);
    // Three arrivals: the message in flight twice (same Message-ID), the other once.
    const byId = new Map<string, number>();
    for (const { mail } of all)
      byId.set(mail.messageId ?? "", (byId.get(mail.messageId ?? "") ?? 0) + 1);
    expect([...byId.values()].sort()).toEqual([1, 2]);
  });
});

describe.skipIf(!database.env.DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("deliver each message once", async () => {
    const other = await startAppServer({ env });
    try {
      const before = smtp.received.length;
      const emails = Array.from({ length: 10 }, (_, i) => `twice-${i}@example.com`);
      await Promise.all(
        emails.map((email, i) =>
          postJson(i % 2 ? other.url : app.url, "/api/leads", leadPayload({ email })).then(
            (response) => expect(response.status).toBe(201),
          ),
        ),
      );
      await smtp.waitFor(before + 20);
      // Time for a second delivery of any message, were one to come.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const received = smtp.received.slice(before);
      expect(received).toHaveLength(20);
      expect(new Set(received.map(({ mail }) => mail.messageId)).size).toBe(20);
      for (const email of emails) {
        const { reply, notification } = about(email, received);
        expect([reply.length, notification.length], email).toEqual([1, 1]);
      }
    } finally {
      await other.stop();
    }
  });

  it("send one address at most three automatic e-mails a day, whichever instance takes the forms", async () => {
    const other = await startAppServer({ env });
    try {
      const before = smtp.received.length;
      const email = "relay-target@example.com";
      const sent = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postJson(
            i % 2 ? other.url : app.url,
            i % 3 ? "/api/leads" : "/api/mortgage-requests",
            i % 3 ? leadPayload({ email }) : mortgagePayload({ email: email.toUpperCase() }),
          ),
        ),
      );
      expect(sent.map((response) => response.status)).toEqual(Array(8).fill(201));
      await smtp.waitFor(before + 8 + 3);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      const { reply, notification } = about(email, smtp.received.slice(before));
      expect(notification).toHaveLength(8);
      expect(reply).toHaveLength(3);
    } finally {
      await other.stop();
    }
  });
});
