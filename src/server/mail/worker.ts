// The outbox's worker in this server process: takes due messages one at a time (outbox.ts) and
// sends them (send.ts). Polls every couple of seconds, so that messages written by another
// instance, or due for a retry, are seen; a message written here wakes it at once.
import "server-only";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { claimDueMessage, markFailed, markSent, onWake, releaseAllClaims } from "./outbox";
import { closeTransport, DeliveryError, sendMessage } from "./send";

const POLL_MS = 2_000;

export interface MailWorker {
  /** Finishes the delivery in progress, then stops. */
  stop(): Promise<void>;
}

export async function startMailWorker(): Promise<MailWorker> {
  // One process at a time opens a PGlite folder: a claim left in it is a dead process's.
  if (!env().DATABASE_URL) await releaseAllClaims();
  let stopping = false;
  let wake: (() => void) | undefined;
  onWake(() => wake?.());

  const loop = (async () => {
    while (!stopping) {
      const delivered = await deliverOne().catch((error: unknown) => {
        logger().error({ err: error }, "mail outbox: could not take a message");
        return false;
      });
      if (delivered || stopping) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    async stop() {
      stopping = true;
      onWake(undefined);
      wake?.();
      await loop;
      closeTransport();
    },
  };
}

/** Delivers the message due first; false when none is due. */
async function deliverOne(): Promise<boolean> {
  const message = await claimDueMessage();
  if (!message) return false;
  const startedAt = new Date();
  try {
    const recipients = await sendMessage(message);
    // A request deleted meanwhile takes its messages with it (on delete cascade).
    if (recipients) await markSent(message, startedAt, recipients);
    logger().info(
      { event: "mail_sent", kind: message.kind, attempt: message.attempts },
      "mail sent",
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const recipients = error instanceof DeliveryError ? error.recipients : message.recipients;
    await markFailed(message, startedAt, reason, recipients);
    logger().warn(
      { event: "mail_failed", kind: message.kind, attempt: message.attempts, reason },
      "mail delivery failed",
    );
  }
  return true;
}
