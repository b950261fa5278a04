// At most three automatic e-mails a day to any one address a visitor typed (auto-replies today;
// saved-search confirmations and viewing requests use the same rule): otherwise anyone could
// make the agency mail a stranger over and over, up to the form limit of each client address.
// The count lives in the database's rate-limit counters, so every instance shares it, and is
// taken in the transaction that stores the request. The counter's key is a keyed hash of the
// address, so the table holds no address.
import "server-only";
import { createHmac } from "node:crypto";
import type { Database } from "@/server/db/client";
import { consume } from "@/server/http/rate-limit";
import { appSecret } from "@/server/secret";

export const AUTOMATIC_MAIL_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/**
 * One inbox, however it is written: case, a `+tag` after the local part, and Gmail's dots,
 * which all reach the same person.
 */
export function mailboxOf(address: string): string {
  const [local = "", domain = ""] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  let box = local.replace(/\+.*$/, "");
  if (domain === "gmail.com" || domain === "googlemail.com") box = box.replaceAll(".", "");
  return `${box}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

function counterKey(address: string): string {
  const digest = createHmac("sha256", appSecret()).update(mailboxOf(address)).digest("base64url");
  return `mail-to:${digest.slice(0, 32)}`;
}

/**
 * Counts one automatic e-mail to `address` and says whether it may be sent: false once three
 * have been counted in the last day (the window starts at the first).
 */
export async function mayMailAutomatically(address: string, tx?: Database): Promise<boolean> {
  const verdict = await consume(
    { [counterKey(address)]: { limit: AUTOMATIC_MAIL_PER_DAY, windowMs: DAY_MS } },
    tx,
  );
  return verdict.allowed;
}
