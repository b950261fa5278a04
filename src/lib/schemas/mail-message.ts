// The e-mails sent for each lead and mortgage request (issue: leads reach the agency): a
// notification to the agency and an auto-reply to the visitor, delivered from a durable outbox.
import * as z from "zod/mini";

/**
 * notification: the new request, to its assignee (LEADS_INBOX in copy); reply: the visitor's
 * auto-reply; assignment: a request given to another assignee, to them; reminder: a lead still
 * new after LEAD_REMINDER_HOURS, to its assignee; escalation: still new after twice that, to the
 * administrators and LEADS_INBOX.
 */
export const MAIL_KINDS = [
  "notification",
  "reply",
  "assignment",
  "reminder",
  "escalation",
  // A viewing (issue 36): the consultant's notice of a request and the visitor's acknowledgement;
  // then the invitation (an update when another time is proposed) and the cancellation, each to
  // the visitor (in their language) and to the consultant (in Portuguese), with an .ics.
  "viewing_notice",
  "viewing_ack",
  "viewing_invitation",
  "viewing_invitation_staff",
  "viewing_cancellation",
  "viewing_cancellation_staff",
  // A saved search (issue 37): the double opt-in's confirmation, and an alert of new or cheaper
  // listings, each to the address that saved it, in its language.
  "search_confirmation",
  "search_alert",
  // A listing's report (issue 38), sent by an administrator to its owner, in the language chosen.
  "seller_report",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** pending: waiting for its first or next attempt; failed: given up on after a day. */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailMessageSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  /** Who it went or goes to (addresses as of the last attempt, or as they stand now). */
  recipients: z.array(z.string()),
  attempts: z.number(),
  lastError: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  sentAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** Which request's messages: exactly one of the three. */
export const mailMessagesQuery = z.union([
  z.strictObject({ leadId: z.uuid() }),
  z.strictObject({ mortgageRequestId: z.uuid() }),
  z.strictObject({ viewingId: z.uuid() }),
]);
