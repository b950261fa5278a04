// The record of what a visitor was told when they sent a form (GDPR art. 7(1), art. 13): the
// version of the privacy notice and consent line the form showed, as the form sent it, when
// the server received it, and from which address (docs/decisions/025).
import "server-only";

/** Who sent a public form. */
export interface Sender {
  /** The client's address, as server.ts wrote it (src/server/http/client-ip.ts). */
  ip: string;
}

/** The consent columns a stored request gets: none when it did not come from a form. */
export function consentRecord(sender: Sender | undefined): {
  consentAt?: Date;
  consentIp?: string;
} {
  if (!sender) return {};
  return { consentAt: new Date(), consentIp: sender.ip };
}
