// Reminders of leads left unanswered (issue 36): a lead still in stage "new" LEAD_REMINDER_HOURS
// after it entered it e-mails its assignee once; after twice that, the administrators (and
// LEADS_INBOX) once. Run by the jobs' runner (src/server/jobs/), so once among the instances;
// each reminder is a row of lead_reminders written with its e-mail, so none is sent twice
// however often the job runs, and a run after downtime sends every one that fell due meanwhile.
import "server-only";
import { and, eq, lte, ne, notExists, sql } from "drizzle-orm";
import type { LeadReminderLevel } from "@/lib/schemas/lead-event";
import type { MailKind } from "@/lib/schemas/mail-message";
import { type Database, db } from "@/server/db/client";
import { leadReminders, leads } from "@/server/db/schema";
import { env } from "@/server/env";
import { after } from "@/server/jobs/job-runs";
import type { DailyJob } from "@/server/jobs/runner";
import { queueMail, wakeWorker } from "@/server/mail/outbox";

/** How often the job looks: a reminder goes out at most this late. */
export const REMINDER_CHECK_SECONDS = 10 * 60;

const MAIL_OF: Record<LeadReminderLevel, MailKind> = {
  assignee: "reminder",
  administrators: "escalation",
};

/** Records and queues the reminders of `level` now due; answers the leads they are about. */
async function remind(tx: Database, level: LeadReminderLevel, hours: number): Promise<string[]> {
  const due = tx
    .select({
      leadId: leads.id,
      level: sql<LeadReminderLevel>`${level}::lead_reminder_level`.as("level"),
      createdAt: sql<Date>`now()`.as("created_at"),
    })
    .from(leads)
    .where(
      and(
        eq(leads.stage, "new"),
        lte(leads.stageChangedAt, sql`now() - make_interval(hours => ${hours})`),
        // An erased lead has no one to answer.
        ne(leads.email, ""),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(leadReminders)
            .where(and(eq(leadReminders.leadId, leads.id), eq(leadReminders.level, level))),
        ),
      ),
    );
  const rows = await tx
    .insert(leadReminders)
    .select(due)
    .onConflictDoNothing()
    .returning({ leadId: leadReminders.leadId });
  for (const { leadId } of rows) await queueMail(tx, { leadId }, [MAIL_OF[level]]);
  return rows.map((row) => row.leadId);
}

export async function sendLeadReminders(hours = env().LEAD_REMINDER_HOURS) {
  const sent = await db().transaction(async (tx) => ({
    reminders: (await remind(tx, "assignee", hours)).length,
    escalations: (await remind(tx, "administrators", hours * 2)).length,
  }));
  if (sent.reminders + sent.escalations > 0) wakeWorker();
  return sent;
}

export const leadRemindersJob: DailyJob = {
  name: "lead-reminders",
  nextDue: () => after(REMINDER_CHECK_SECONDS),
  run: () => sendLeadReminders(),
};
