// The e-mails sent for each lead and mortgage request (issue: leads reach the agency): a
// notification to the agency and an auto-reply to the visitor, delivered from a durable outbox.
import * as z from "zod/mini";

export const MAIL_KINDS = ["notification", "reply", "search_confirmation", "search_alert"] as const;
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

/** Which request's messages: exactly one of the two. */
export const mailMessagesQuery = z.union([
  z.strictObject({ leadId: z.uuid() }),
  z.strictObject({ mortgageRequestId: z.uuid() }),
]);
