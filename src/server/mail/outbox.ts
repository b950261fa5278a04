// The outbox: the e-mails each lead and mortgage request calls for are rows written in the
// transaction that stores the request, so none is lost; a worker in each server process
// delivers them over SMTP (docs/decisions/015).
//
// A worker takes one due message at a time with FOR UPDATE SKIP LOCKED, so that with several
// instances each message goes to one of them, and moves its next_attempt_at a lease ahead
// before sending: a worker killed mid-delivery leaves the message to be taken again when the
// lease ends, and resent with the same Message-ID. Failures are retried with exponential
// backoff (15 s, 30 s, 1 min, … at most an hour apart) and given up on after a day; every
// attempt is recorded.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { MailKind, MailMessage } from "@/lib/schemas/mail-message";
import type { Session } from "@/server/auth/sessions";
import { type Database, db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { mailAttempts, mailMessages } from "@/server/db/schema";
import { env } from "@/server/env";
import { notFound } from "@/server/errors";
import { logger } from "@/server/logger";
import { mailScope } from "./mail-scope";
import { mayMailAutomatically } from "./recipient-limit";

/** How long a worker's claim on a message lasts: longer than any SMTP exchange (send.ts). */
export const LEASE_SECONDS = 90;
const FIRST_RETRY_SECONDS = 15;
const LONGEST_WAIT_SECONDS = 60 * 60;
const GIVE_UP_AFTER_HOURS = 24;

type Row = typeof mailMessages.$inferSelect;
/**
 * What a message is about: a lead (and the request merged into it, if it is that one's), a
 * mortgage request or a viewing.
 */
export type Subject =
  | { leadId: string; leadEventId?: string }
  | { mortgageRequestId: string }
  | { viewingId: string };

/** A Message-ID on the site's own domain, kept by the message across its attempts. */
export function newMessageId(): string {
  return `<${randomUUID()}@${new URL(env().SITE_URL).hostname}>`;
}

/**
 * Stores a request (`insert` answers the row it wrote) and, in the same transaction, its two
 * e-mails: the agency's notification and the visitor's auto-reply, the latter only while the
 * visitor's address is within its daily count of automatic e-mails (recipient-limit.ts). Once
 * it has committed, the worker of this process is woken to send them.
 */
export async function storeWithMail<R extends { email: string }>(
  insert: (tx: Database) => Promise<R | undefined>,
  subject: (row: R) => Subject,
  /** The two messages' kinds: a viewing's are its own. */
  kindsOf: { staff: MailKind; visitor: MailKind } = { staff: "notification", visitor: "reply" },
): Promise<R> {
  let replyHeld = false;
  const row = await db().transaction(async (tx) => {
    const inserted = await insert(tx);
    if (!inserted) throw new Error("insert returned no row");
    const kinds: MailKind[] = [kindsOf.staff];
    if (await mayMailAutomatically(inserted.email, tx)) kinds.push(kindsOf.visitor);
    else replyHeld = true;
    await queueMail(tx, subject(inserted), kinds);
    return inserted;
  });
  if (replyHeld) {
    logger().info(
      { event: "auto_reply_held", ...subject(row) },
      "auto-reply not sent: the address has had its automatic e-mails for the day",
    );
  }
  wakeWorker();
  return row;
}

/**
 * Writes messages about a request (or a seller report sent) in the caller's transaction; the
 * caller wakes the worker (wakeWorker) once it has committed.
 */
export async function queueMail(
  tx: Database,
  subject: Subject | { sellerReportSendId: string },
  kinds: MailKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  await tx
    .insert(mailMessages)
    .values(kinds.map((kind) => ({ ...subject, kind, messageId: newMessageId() })));
}

/**
 * The messages of one request, the agency's notification first; none for a request the account
 * may not work.
 */
export async function listMailMessages(subject: Subject, session: Session): Promise<MailMessage[]> {
  const where =
    "leadId" in subject
      ? eq(mailMessages.leadId, subject.leadId)
      : "viewingId" in subject
        ? eq(mailMessages.viewingId, subject.viewingId)
        : eq(mailMessages.mortgageRequestId, subject.mortgageRequestId);
  const rows = await db()
    .select()
    .from(mailMessages)
    .where(and(where, mailScope(session)))
    .orderBy(asc(mailMessages.kind), asc(mailMessages.createdAt));
  return rows.map(toMailMessage);
}

/** Sends a message again, now, as a new message (a new Message-ID). */
export async function resendMailMessage(id: string, session: Session): Promise<MailMessage> {
  const [row] = await db()
    .update(mailMessages)
    .set({
      status: "pending",
      messageId: newMessageId(),
      nextAttemptAt: sql`now()`,
      attempts: 0,
      lastError: null,
      sentAt: null,
      // The day before giving up counts from now.
      createdAt: sql`now()`,
    })
    .where(and(eq(mailMessages.id, id), mailScope(session)))
    .returning();
  if (!row) throw notFound("Mensagem não encontrada");
  wakeWorker();
  return toMailMessage(row);
}

/** How many messages have been given up on, or have failed at least three times in a row. */
export async function countFailingMail(): Promise<number> {
  const [row] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(mailMessages)
    .where(
      sql`${mailMessages.status} = 'failed' or (${mailMessages.status} = 'pending' and ${mailMessages.attempts} >= 3 and ${mailMessages.lastError} is not null)`,
    );
  return row?.count ?? 0;
}

function toMailMessage(row: Row): MailMessage {
  const dated = isoDates(row);
  return {
    id: dated.id,
    kind: dated.kind,
    status: dated.status,
    recipients: dated.recipients,
    attempts: dated.attempts,
    lastError: dated.lastError,
    nextAttemptAt: dated.status === "pending" ? dated.nextAttemptAt : null,
    sentAt: dated.sentAt,
    createdAt: dated.createdAt,
  };
}

/** Takes the message due first, if any, and claims it for a lease. */
export async function claimDueMessage(): Promise<Row | null> {
  const due = db()
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(and(eq(mailMessages.status, "pending"), sql`${mailMessages.nextAttemptAt} <= now()`))
    .orderBy(asc(mailMessages.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db()
    .update(mailMessages)
    .set({
      attempts: sql`${mailMessages.attempts} + 1`,
      nextAttemptAt: sql`now() + ${LEASE_SECONDS} * interval '1 second'`,
    })
    .where(sql`${mailMessages.id} = (${due})`)
    .returning();
  return row ?? null;
}

/**
 * Frees every claim at once. Only when no other process can hold one: PGlite, whose data folder
 * one process at a time may open.
 */
export async function releaseAllClaims(): Promise<void> {
  await db()
    .update(mailMessages)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailMessages.status, "pending"), sql`${mailMessages.nextAttemptAt} > now()`));
}

/** Records a delivered message. */
export async function markSent(row: Row, startedAt: Date, recipients: string[]): Promise<void> {
  await db().transaction(async (tx) => {
    await tx
      .update(mailMessages)
      .set({ status: "sent", sentAt: sql`now()`, lastError: null, recipients })
      .where(eq(mailMessages.id, row.id));
    await tx.insert(mailAttempts).values({ mailMessageId: row.id, startedAt });
  });
}

/** Records a failed attempt: the next one after a growing wait, or none after a day. */
export async function markFailed(
  row: Row,
  startedAt: Date,
  error: string,
  recipients: string[],
): Promise<void> {
  const wait = Math.min(FIRST_RETRY_SECONDS * 2 ** (row.attempts - 1), LONGEST_WAIT_SECONDS);
  await db().transaction(async (tx) => {
    await tx
      .update(mailMessages)
      .set({
        status: sql`case when ${mailMessages.createdAt} < now() - ${GIVE_UP_AFTER_HOURS} * interval '1 hour' then 'failed'::mail_status else 'pending'::mail_status end`,
        nextAttemptAt: sql`now() + ${wait} * interval '1 second'`,
        lastError: error,
        recipients,
      })
      .where(eq(mailMessages.id, row.id));
    await tx.insert(mailAttempts).values({ mailMessageId: row.id, startedAt, error });
  });
}

// The worker of this process sleeps between polls; a new message wakes it at once.
const WAKE = Symbol.for("casa-lusa.mail-worker.wake");

export function wakeWorker(): void {
  (globalThis as Record<symbol, (() => void) | undefined>)[WAKE]?.();
}

export function onWake(listener: (() => void) | undefined): void {
  (globalThis as Record<symbol, (() => void) | undefined>)[WAKE] = listener;
}
