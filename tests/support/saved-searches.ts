// What the saved-search tests share: listings written straight to the database, a real SMTP
// server (smtp-server) the outbox delivers to through the site's own send.ts, and the tokens of
// the links the e-mails carry.
import { eq, sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { properties, savedSearches } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { claimDueMessage, markSent } from "@/server/mail/outbox";
import { closeTransport, sendMessage } from "@/server/mail/send";
import { freePort } from "./app-server";
import { type SmtpServer, startSmtpServer } from "./smtp-server";

let counter = 0;

export function listingValues(overrides: Partial<typeof properties.$inferInsert> = {}) {
  counter++;
  return {
    ref: `CL-${9000 + counter}`,
    type: "apartment" as const,
    status: "available" as const,
    price: 500_000,
    location: "Alfama",
    city: "Lisboa",
    area: 120,
    bedrooms: 3,
    energyCertificate: "C" as const,
    titlePt: `Apartamento ${counter}`,
    titleEn: `Apartment ${counter}`,
    titleJp: `アパート ${counter}`,
    descriptionPt: "Descrição",
    descriptionEn: "Description",
    descriptionJp: "説明",
    ...overrides,
  };
}

export async function publishListing(overrides: Partial<typeof properties.$inferInsert> = {}) {
  const [row] = await db().insert(properties).values(listingValues(overrides)).returning();
  if (!row) throw new Error("no listing");
  return row;
}

/** Moves every confirmation of the address back by `minutes`, as if confirmed earlier. */
export async function confirmedAgo(email: string, minutes: number) {
  await db()
    .update(savedSearches)
    .set({ confirmedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(savedSearches.email, email));
}

export async function startMail(): Promise<SmtpServer> {
  const port = await freePort();
  const smtp = await startSmtpServer(port);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnv();
  return smtp;
}

export async function stopMail(smtp: SmtpServer) {
  closeTransport();
  await smtp.stop();
  delete process.env.SMTP_URL;
  resetEnv();
}

/** Delivers every due outbox message, as the worker would; answers how many. */
export async function deliverAll(): Promise<number> {
  let count = 0;
  for (let message = await claimDueMessage(); message; message = await claimDueMessage()) {
    const recipients = await sendMessage(message);
    if (recipients) await markSent(message, new Date(), recipients);
    count++;
  }
  return count;
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}[^\\s>]+`));
  if (!match) throw new Error(`no link ${prefix} in:\n${text}`);
  return match[0];
}

/** A header as the message carried it (mailparser turns some into objects). */
export function rawHeader(
  mail: { headerLines: readonly { key: string; line: string }[] },
  key: string,
) {
  const line = mail.headerLines.find((header) => header.key === key)?.line ?? "";
  return line
    .slice(line.indexOf(":") + 1)
    .replace(/\r?\n\s+/g, " ")
    .trim();
}
