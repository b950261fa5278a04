// Reminders of an unanswered lead across two instances on one PostgreSQL database (issue 36):
// after downtime, with the clock moved in the database, the assignee's reminder and the
// administrators' alert are each written and delivered once, though both instances look every
// second. Needs PostgreSQL (DATABASE_URL); .ci/run runs it there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { leadPayload } from "../support/payloads";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server";
import { postJson } from "./support/client";
import { type FreshDatabase, freshDatabase } from "./support/database";
import { until } from "./support/until";

const onPostgres = Boolean(process.env.DATABASE_URL);
const LEADS_INBOX = "leads@casalusa.test";

describe.skipIf(!onPostgres)("lead reminders on two instances", () => {
  let database: FreshDatabase;
  let smtp: SmtpServer;
  let a: AppServer;
  let b: AppServer;
  const remindersRun = () =>
    `${a.output()}\n${b.output()}`
      .split("\n")
      .filter((line) => line.includes('"event":"job_ran"') && line.includes('"lead-reminders"'))
      .length;

  beforeAll(async () => {
    database = await freshDatabase("reminders");
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    const env = {
      ...database.env,
      SEED_DEMO: "false",
      APP_SECRET: "one-secret-for-every-instance-of-the-reminders-test",
      JOB_CHECK_SECONDS: "1",
      LOG_LEVEL: "info",
      LEAD_REMINDER_HOURS: "2",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEADS_INBOX,
    };
    a = await startAppServer({ env });
    b = await startAppServer({ env });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it("sends the reminder and the alert of a lead left new, once each", async () => {
    await until(async () => remindersRun() >= 1, "the first run");
    const created = await postJson(a.url, "/api/leads", leadPayload({ email: "late@example.pt" }));
    expect(created.status).toBe(201);
    // Its notification and auto-reply first.
    await smtp.waitFor(2);
    // As if every instance had been stopped for five hours, the lead still new all along.
    await database.query(
      "update leads set stage_changed_at = now() - interval '5 hours', created_at = now() - interval '5 hours'",
    );
    await database.query(
      "update job_runs set next_due_at = now() - interval '1 hour' where name = 'lead-reminders'",
    );
    await until(
      async () => (await database.query("select * from lead_reminders")).length === 2,
      "both reminders",
    );
    const received = await smtp.waitFor(4);
    // Both instances have looked several times since.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(remindersRun()).toBe(2);
    expect(smtp.received).toHaveLength(4);
    const subjects = received.slice(2).map((mail) => mail.mail.subject ?? "");
    const reminder = received.find((mail) => mail.mail.subject?.startsWith("Lembrete"));
    const alert = received.find((mail) => mail.mail.subject?.startsWith("Contacto sem resposta"));
    expect(subjects.sort(), subjects.join(" | ")).toHaveLength(2);
    // No consultant has an account: the reminder goes to the inbox, the alert to the
    // administrators with the inbox in copy.
    expect(reminder?.rcpt).toEqual([LEADS_INBOX]);
    expect(reminder?.mail.text).toContain("há mais de 2 horas");
    expect(alert?.rcpt).toEqual(["admin@test.casalusa.pt", LEADS_INBOX]);
    expect(alert?.mail.text).toContain("há mais de 4 horas");
    const kinds = (await database.query(
      "select kind, status from mail_messages where kind in ('reminder', 'escalation') order by kind",
    )) as { kind: string; status: string }[];
    expect(kinds).toEqual([
      { kind: "reminder", status: "sent" },
      { kind: "escalation", status: "sent" },
    ]);
  });
});
