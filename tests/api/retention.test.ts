// Storage limitation: the privacy settings, and the daily job that erases requests older than
// their period (the clock moved in the database) and removes old audit-log entries.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import {
  auditLog,
  jobRuns,
  leads,
  mailMessages,
  mortgageRequests,
  sessions,
} from "@/server/db/schema";
import { runDueJobs } from "@/server/jobs/runner";
import { retentionJob } from "@/server/personal-data/retention";
import { call, signIn } from "../support/http";
import { leadPayload, mortgagePayload } from "../support/payloads";

async function ageBy(months: number, email: string) {
  const age = sql`now() - make_interval(months => ${months})`;
  await db().update(leads).set({ createdAt: age }).where(eq(leads.email, email));
  await db()
    .update(mortgageRequests)
    .set({ createdAt: age })
    .where(eq(mortgageRequests.email, email));
  await db()
    .update(mailMessages)
    .set({ createdAt: age })
    .where(
      sql`${mailMessages.leadId} in (select id from leads where email = ${email}) or ${mailMessages.mortgageRequestId} in (select id from mortgage_requests where email = ${email})`,
    );
}

async function request(email: string) {
  expect((await call("POST", "/api/leads", { json: leadPayload({ email }) })).status).toBe(201);
  expect(
    (await call("POST", "/api/mortgage-requests", { json: mortgagePayload({ email }) })).status,
  ).toBe(201);
}

describe("privacy settings", () => {
  it("are 24 months each until saved, and saved by an administrator who typed the password", async () => {
    const cookie = await signIn();
    expect((await call("GET", "/api/privacy-settings", { cookie })).json).toEqual({
      anonymiseAfterMonths: 24,
      auditLogMonths: 24,
    });
    const settings = { anonymiseAfterMonths: 6, auditLogMonths: 12 };
    const saved = await call("PUT", "/api/privacy-settings", { cookie, json: settings });
    expect(saved.status, saved.text).toBe(200);
    expect((await call("GET", "/api/privacy-settings", { cookie })).json).toEqual(settings);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "privacySettings.update"));
    expect(entry?.fields).toEqual(["anonymiseAfterMonths", "auditLogMonths"]);

    await db().update(sessions).set({ authenticatedAt: sql`now() - interval '10 minutes'` });
    const stale = await call("PUT", "/api/privacy-settings", { cookie, json: settings });
    expect(stale.status).toBe(403);
    expect(stale.json.code).toBe("reauth_required");
  });

  it("refuses periods under a month or not whole, and anonymous callers", async () => {
    const cookie = await signIn();
    for (const bad of [0, -1, 1.5, 241, "24", null]) {
      const answer = await call("PUT", "/api/privacy-settings", {
        cookie,
        json: { anonymiseAfterMonths: bad, auditLogMonths: 24 },
      });
      expect(answer.status, String(bad)).toBe(400);
      expect(answer.json.issues[0].path).toEqual(["anonymiseAfterMonths"]);
    }
    expect((await call("GET", "/api/privacy-settings")).status).toBe(401);
    expect(
      (
        await call("PUT", "/api/privacy-settings", {
          json: { anonymiseAfterMonths: 1, auditLogMonths: 1 },
        })
      ).status,
    ).toBe(401);
  });
});

describe("the retention job", () => {
  it("erases requests older than the period, keeps newer ones, and removes old audit entries", async () => {
    await request("old@example.pt");
    await request("recent@example.pt");
    await ageBy(25, "old@example.pt");
    await ageBy(23, "recent@example.pt");
    await db()
      .insert(auditLog)
      .values([
        {
          action: "properties.update",
          entity: "properties",
          at: sql`now() - interval '25 months'`,
        },
        {
          action: "properties.update",
          entity: "properties",
          at: sql`now() - interval '23 months'`,
        },
      ]);

    expect(await runDueJobs([retentionJob])).toEqual(["retention"]);

    const rows = await db().select().from(leads);
    expect(rows.map((row) => row.email).sort()).toEqual(["", "recent@example.pt"]);
    const erased = rows.find((row) => row.email === "");
    expect(erased).toMatchObject({ name: "[apagado]", phone: null, message: "", status: "new" });
    const mortgage = await db().select().from(mortgageRequests);
    expect(mortgage.map((row) => row.email).sort()).toEqual(["", "recent@example.pt"]);
    // The old requests' e-mails were still waiting: deleted, so nothing is sent about them.
    expect(await db().select().from(mailMessages)).toHaveLength(4);
    expect(await db().select().from(auditLog)).toHaveLength(1);
  });

  it("follows the saved period, and after long downtime runs once", async () => {
    const cookie = await signIn();
    await call("PUT", "/api/privacy-settings", {
      cookie,
      json: { anonymiseAfterMonths: 3, auditLogMonths: 24 },
    });
    await request("spring@example.pt");
    await ageBy(4, "spring@example.pt");
    await db()
      .insert(jobRuns)
      .values({ name: "retention", nextDueAt: sql`now() - interval '90 days'` });
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(...(await runDueJobs([retentionJob])));
    expect(runs).toEqual(["retention"]);
    expect((await db().select().from(leads))[0]?.email).toBe("");
  });
});
