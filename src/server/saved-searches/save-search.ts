// POST /api/saved-searches (docs/product.md#saved-searches): a visitor saves the list's filters
// with an address. Double opt-in: the search stays silent until the link of its one confirmation
// e-mail is opened. The same search saved twice for one address is one search; saved again
// while unconfirmed, its confirmation is sent again, within the limits: at most three automatic
// e-mails a day to one address (recipient-limit.ts) and three confirmations a day from one
// client address. Whether the address already had the search is never told.
import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { checkSearchQuery } from "@/lib/saved-searches/search-query";
import type { SavedSearchCreate } from "@/lib/schemas/saved-search";
import { db } from "@/server/db/client";
import { mailMessages, savedSearches } from "@/server/db/schema";
import { env } from "@/server/env";
import { badRequest, tooManyRequests } from "@/server/errors";
import { consume, giveBack } from "@/server/http/rate-limit";
import { logger } from "@/server/logger";
import { wakeWorker } from "@/server/mail/outbox";
import { mayMailAutomatically } from "@/server/mail/recipient-limit";
import { consentRecord, type Sender } from "@/server/privacy/consent";

export const CONFIRMATIONS_PER_CLIENT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

export const newMessageId = () => `<${randomUUID()}@${new URL(env().SITE_URL).hostname}>`;

export async function saveSearch(
  input: Omit<SavedSearchCreate, "website">,
  sender: Sender,
): Promise<{ status: "pending" }> {
  const checked = checkSearchQuery(input.query);
  if (!checked.ok) {
    throw badRequest("Dados do pedido inválidos", [
      {
        path: ["query"],
        message: `Filtros desconhecidos ou inválidos: ${checked.keys.join(", ")}`,
        code: "invalid_value",
      },
    ]);
  }
  const email = input.email.trim().toLowerCase();
  const [existing] = await db()
    .select({ confirmedAt: savedSearches.confirmedAt })
    .from(savedSearches)
    .where(and(eq(savedSearches.email, email), eq(savedSearches.query, checked.query)));
  // A confirmed search stays as it is: a stranger who knows the address changes nothing.
  if (existing?.confirmedAt) return { status: "pending" };

  const clientKey = `search-confirm:${sender.ip}`;
  const verdict = await consume({
    [clientKey]: { limit: CONFIRMATIONS_PER_CLIENT_PER_DAY, windowMs: DAY_MS },
  });
  if (!verdict.allowed) {
    throw tooManyRequests(
      "Demasiadas pesquisas guardadas deste endereço hoje. Tente novamente amanhã.",
      verdict.retryAfterSeconds,
    );
  }
  let held = false;
  try {
    await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(savedSearches)
        .values({
          email,
          query: checked.query,
          language: input.language,
          frequency: input.frequency,
          consentVersion: input.consentVersion ?? null,
          ...consentRecord(sender),
        })
        .onConflictDoUpdate({
          target: [savedSearches.email, savedSearches.query],
          // Saved again before confirming: what the visitor chose now, and what they were shown.
          set: {
            language: input.language,
            frequency: input.frequency,
            consentVersion: input.consentVersion ?? null,
            ...consentRecord(sender),
          },
          setWhere: sql`${savedSearches.confirmedAt} is null`,
        })
        .returning({ id: savedSearches.id });
      if (!row) return;
      if (!(await mayMailAutomatically(email, tx))) {
        held = true;
        return;
      }
      await tx.insert(mailMessages).values({
        savedSearchId: row.id,
        kind: "search_confirmation",
        messageId: newMessageId(),
      });
    });
  } catch (error) {
    await giveBack([clientKey]);
    throw error;
  }
  if (held) {
    logger().info(
      { event: "search_confirmation_held" },
      "saved-search confirmation not sent: the address has had its automatic e-mails for the day",
    );
  }
  wakeWorker();
  return { status: "pending" };
}
