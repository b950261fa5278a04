// Reminders of leads left in stage "new" (issue 36): the assignee once after
// LEAD_REMINDER_HOURS, the administrators and LEADS_INBOX once after twice that; through the
// outbox, by the jobs' runner, never twice, caught up after downtime. The clock is moved in the
// database.
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { jobRuns, leads, mailMessages, users } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { runDueJobs } from "@/server/jobs/runner";
import { leadRemindersJob, sendLeadReminders } from "@/server/leads/lead-reminders";
import { createLead, updateLead } from "@/server/leads/leads";
import { loadMailRequest } from "@/server/mail/load-request";
import { addressed } from "@/server/mail/send";
import { signIn } from "../support/http";
import { leadPayload } from "../support/payloads";
import { staffSession } from "../support/sessions";
import { insertConsultant } from "../support/staff";

const HOURS = 24;
const aLead = (email = "late@example.pt") => ({
  ...leadPayload({ email }),
  type: "inquiry" as const,
  language: "pt" as const,
  propertyRef: null,
});

/** As if the lead had entered its stage `hours` ago. */
async function age(id: string, hours: number) {
  await db()
    .update(leads)
    .set({ stageChangedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(leads.id, id));
}

const reminders = async () =>
  (await db().select().from(mailMessages)).filter(
    (message) => message.kind === "reminder" || message.kind === "escalation",
  );

afterEach(() => {
  delete process.env.LEADS_INBOX;
  resetEnv();
});

describe("lead reminders", () => {
  it("reminds the assignee once, then the administrators once", async () => {
    const lead = await createLead(aLead());
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 0 });
    await age(lead.id, HOURS - 1);
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 0 });
    await age(lead.id, HOURS + 1);
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 1, escalations: 0 });
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 0 });
    await age(lead.id, 2 * HOURS + 1);
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 1 });
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 0 });
    expect((await reminders()).map((message) => message.kind)).toEqual(["reminder", "escalation"]);
  });

  it("sends both at once to a lead that grew that old while no instance ran", async () => {
    const lead = await createLead(aLead());
    await age(lead.id, 10 * HOURS);
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 1, escalations: 1 });
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 0 });
  });

  it("leaves alone a lead that has moved on, or been erased", async () => {
    await signIn();
    const [admin] = await db().select({ id: users.id }).from(users);
    const contacted = await createLead(aLead("moved@example.pt"));
    await updateLead(
      contacted.id,
      { stage: "contacted", lostReason: null },
      staffSession({ id: admin?.id ?? "" }),
    );
    const erased = await createLead(aLead("gone@example.pt"));
    await db().update(leads).set({ email: "" }).where(eq(leads.id, erased.id));
    await age(contacted.id, 3 * HOURS);
    await age(erased.id, 3 * HOURS);
    expect(await sendLeadReminders(HOURS)).toEqual({ reminders: 0, escalations: 0 });
  });

  it("sends each once though several runs look at the same moment", async () => {
    for (const email of ["a@example.pt", "b@example.pt", "c@example.pt"]) {
      await age((await createLead(aLead(email))).id, 3 * HOURS);
    }
    const runs = await Promise.all([
      sendLeadReminders(HOURS),
      sendLeadReminders(HOURS),
      sendLeadReminders(HOURS),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.escalations, 0)).toBe(3);
    expect(await reminders()).toHaveLength(6);
  });

  it("is run by the jobs' runner every ten minutes, once among concurrent runners", async () => {
    const lead = await createLead(aLead());
    await age(lead.id, HOURS + 1);
    const ran = await Promise.all([runDueJobs([leadRemindersJob]), runDueJobs([leadRemindersJob])]);
    expect(ran.flat()).toEqual(["lead-reminders"]);
    expect(await reminders()).toHaveLength(1);
    const [row] = await db()
      .select({ seconds: sql<number>`extract(epoch from ${jobRuns.nextDueAt} - now())::float8` })
      .from(jobRuns)
      .where(eq(jobRuns.name, "lead-reminders"));
    expect(Number(row?.seconds)).toBeGreaterThan(9 * 60);
    expect(Number(row?.seconds)).toBeLessThanOrEqual(10 * 60);
    expect(await runDueJobs([leadRemindersJob])).toEqual([]);
  });

  it("addresses the reminder to the assignee and the alert to the administrators with the inbox in copy", async () => {
    process.env.LEADS_INBOX = "leads@casalusa.test";
    resetEnv();
    await signIn();
    const ana = await insertConsultant({ name: "Ana" });
    const lead = await createLead(aLead());
    expect(lead.consultantId).toBe(ana.id);
    await age(lead.id, 3 * HOURS);
    await sendLeadReminders(HOURS);
    const envelopes = [];
    for (const message of await reminders()) {
      const request = await loadMailRequest(message);
      if (!request) throw new Error("no request");
      envelopes.push({ kind: message.kind, ...addressed(message, request) });
    }
    expect(envelopes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: "reminder",
          to: [{ name: "Ana", address: ana.email }],
          cc: [],
        }),
        expect.objectContaining({
          kind: "escalation",
          to: [{ name: "", address: "admin@example.pt" }],
          cc: ["leads@casalusa.test"],
        }),
      ]),
    );
    // The new request's notification: the assignee, with the inbox in copy.
    const [notification] = (await db().select().from(mailMessages)).filter(
      (message) => message.kind === "notification",
    );
    const request = await loadMailRequest(notification as never);
    expect(addressed({ kind: "notification" }, request as never)).toMatchObject({
      to: [{ address: ana.email }],
      cc: ["leads@casalusa.test"],
    });
  });
});
