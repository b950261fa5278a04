// The daily retention job across two instances on one PostgreSQL database: run by one of them,
// once after a long downtime however many instances check, with the clock moved in the
// database. Needs PostgreSQL (DATABASE_URL); .ci/run runs it there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../support/app-server";
import { leadPayload } from "../support/payloads";
import { postJson } from "./support/client";
import { type FreshDatabase, freshDatabase } from "./support/database";
import { until } from "./support/until";

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)("the retention job on two instances", () => {
  let database: FreshDatabase;
  let a: AppServer;
  let b: AppServer;
  const runsLogged = () =>
    `${a.output()}\n${b.output()}`
      .split("\n")
      .filter((line) => line.includes('"event":"job_ran"') && line.includes('"job":"retention"'))
      .length;

  beforeAll(async () => {
    database = await freshDatabase("retention");
    const env = {
      ...database.env,
      SEED_DEMO: "false",
      APP_SECRET: "one-secret-for-every-instance-of-the-retention-test",
      JOB_CHECK_SECONDS: "1",
      LOG_LEVEL: "info",
    };
    a = await startAppServer({ env });
    b = await startAppServer({ env });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it("runs once at first start, by one instance, though both check every second", async () => {
    await until(
      async () =>
        (
          await database.query(
            "select last_run_at from job_runs where name = 'retention' and last_run_at is not null",
          )
        )[0],
      "the first run",
    );
    // Both instances have checked several times since.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(runsLogged()).toBe(1);
  });

  it("after a long downtime erases what has grown old, once", async () => {
    for (const email of ["old@example.pt", "new@example.pt"]) {
      expect((await postJson(a.url, "/api/leads", leadPayload({ email }))).status).toBe(201);
    }
    await database.query(
      "update leads set created_at = now() - interval '25 months' where email = 'old@example.pt'",
    );
    // As if every instance had been stopped for forty days.
    await database.query(
      "update job_runs set next_due_at = now() - interval '40 days' where name = 'retention'",
    );
    await until(
      async () => (await database.query("select id from leads where email = ''"))[0],
      "the old lead's erasure",
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(runsLogged()).toBe(2);
    const rows = (await database.query("select email, name from leads order by email")) as {
      email: string;
      name: string;
    }[];
    expect(rows).toEqual([
      { email: "", name: "[apagado]" },
      { email: "new@example.pt", name: "Ana Sousa" },
    ]);
    const [due] = (await database.query(
      "select extract(epoch from next_due_at - now())::int as seconds from job_runs where name = 'retention'",
    )) as { seconds: number }[];
    expect(due?.seconds).toBeGreaterThan(24 * 3600 - 120);
  });
});
