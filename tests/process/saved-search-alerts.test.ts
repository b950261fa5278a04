// A daily saved-search alert missed while every instance was down (issue 37): two instances on
// one PostgreSQL database, both looking every second, make the run up once at their start, and
// the alert reaches the address once. The clock is moved in the database. Needs PostgreSQL
// (DATABASE_URL); .ci/run runs it there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, freePort, startAppServer } from "../support/app-server";
import { propertyPayload } from "../support/payloads";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server";
import { postJson, signInCookie } from "./support/client";
import { type FreshDatabase, freshDatabase } from "./support/database";
import { until } from "./support/until";

const onPostgres = Boolean(process.env.DATABASE_URL);
const BUYER = "daily-buyer@example.pt";

describe.skipIf(!onPostgres)("a missed daily alert run on two instances", () => {
  let database: FreshDatabase;
  let smtp: SmtpServer;
  let a: AppServer;
  let b: AppServer;
  const dailyRuns = () =>
    `${a.output()}\n${b.output()}`
      .split("\n")
      .filter((line) => line.includes('"event":"job_ran"') && line.includes('"alerts-daily"'))
      .length;

  beforeAll(async () => {
    database = await freshDatabase("alerts");
    const smtpPort = await freePort();
    smtp = await startSmtpServer(smtpPort);
    const env = {
      ...database.env,
      SEED_DEMO: "false",
      APP_SECRET: "one-secret-for-every-instance-of-the-alerts-test",
      JOB_CHECK_SECONDS: "1",
      ALERT_INTERVAL_S: "3600",
      LOG_LEVEL: "info",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
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

  it("makes the run up once, and the address gets one alert", async () => {
    // The first start runs the daily job once (nothing to send yet), then it is due tomorrow.
    await until(async () => dailyRuns() >= 1, "the first daily run");
    const before = dailyRuns();
    // A daily search confirmed two days ago, and a matching listing published since.
    await database.query(
      `insert into saved_searches (email, query, language, frequency, confirmed_at)
       values ('${BUYER}', '', 'pt', 'daily', now() - interval '2 days')`,
    );
    const cookie = await signInCookie(a.url);
    const listing = await postJson(
      a.url,
      "/api/properties",
      propertyPayload({ titlePt: "Moradia nova em Cascais" }),
      cookie,
    );
    expect(listing.status, await listing.clone().text()).toBe(201);
    // As if every instance had been down when the run was due, a day ago.
    await database.query(
      "update job_runs set next_due_at = now() - interval '1 day' where name = 'alerts-daily'",
    );
    const [alert] = await smtp.waitFor(1);
    expect(alert?.rcpt).toEqual([BUYER]);
    expect(alert?.mail.text).toContain("Moradia nova em Cascais");
    // Both instances have looked several times since.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received).toHaveLength(1);
    expect(dailyRuns()).toBe(before + 1);
    const due = (await database.query(
      "select next_due_at > now() as later from job_runs where name = 'alerts-daily'",
    )) as { later: boolean }[];
    expect(due).toEqual([{ later: true }]);
  });
});
