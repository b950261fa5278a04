// The outbox's bookkeeping, on the database: messages written with their request, claimed one at
// a time under a lease, retried with a growing wait, given up on after a day.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { leads, mailAttempts, mailMessages, rateLimits } from "@/server/db/schema";
import { createLead, deleteLead } from "@/server/leads/leads";
import {
  claimDueMessage,
  countFailingMail,
  LEASE_SECONDS,
  listMailMessages,
  markFailed,
  markSent,
  releaseAllClaims,
  resendMailMessage,
} from "@/server/mail/outbox";
import { createMortgageRequest } from "@/server/mortgage-requests/mortgage-requests";
import { leadPayload, mortgagePayload } from "../support/payloads";
import { ADMIN_SESSION } from "../support/sessions";

const aLead = () => ({
  ...leadPayload(),
  type: "inquiry" as const,
  language: "pt" as const,
  propertyRef: null,
});
const aMortgageRequest = () => ({ ...mortgagePayload(), language: "en" as const });
const attemptsOf = (id: string) =>
  db().select().from(mailAttempts).where(eq(mailAttempts.mailMessageId, id));
const secondsUntil = (date: Date) => Math.round((date.getTime() - Date.now()) / 1000);

describe("the outbox", () => {
  it("holds a notification and a reply for every lead and mortgage request, written with it", async () => {
    const lead = await createLead(aLead());
    const request = await createMortgageRequest(aMortgageRequest());
    const ofLead = await listMailMessages({ leadId: lead.id }, ADMIN_SESSION);
    const ofRequest = await listMailMessages({ mortgageRequestId: request.id }, ADMIN_SESSION);
    for (const messages of [ofLead, ofRequest]) {
      expect(messages.map((message) => message.kind)).toEqual(["notification", "reply"]);
      expect(messages.every((message) => message.status === "pending")).toBe(true);
      expect(messages.every((message) => message.attempts === 0)).toBe(true);
    }
    const rows = await db().select().from(mailMessages);
    expect(new Set(rows.map((row) => row.messageId)).size).toBe(4);
    expect(rows.every((row) => /^<[0-9a-f-]{36}@localhost>$/.test(row.messageId))).toBe(true);
  });

  it("a request that cannot be stored leaves no message behind", async () => {
    await createLead(aLead());
    const before = (await db().select().from(mailMessages)).length;
    // A lead the database refuses (an unknown language): the transaction takes its messages back.
    await expect(createLead({ ...aLead(), language: "xx" } as never)).rejects.toThrow();
    expect((await db().select().from(mailMessages)).length).toBe(before);
  });

  it("gives each due message to one claim at a time, for the length of a lease", async () => {
    await createLead(aLead());
    const [first, second, third] = await Promise.all([
      claimDueMessage(),
      claimDueMessage(),
      claimDueMessage(),
    ]);
    const claimed = [first, second, third].filter((row) => row !== null);
    expect(claimed).toHaveLength(2);
    expect(new Set(claimed.map((row) => row?.id)).size).toBe(2);
    for (const row of claimed) {
      expect(row?.attempts).toBe(1);
      expect(secondsUntil(row?.nextAttemptAt as Date)).toBeGreaterThan(LEASE_SECONDS - 5);
    }
    expect(await claimDueMessage()).toBeNull();
    // Where no other process can hold a claim (PGlite), a restart frees them at once.
    await releaseAllClaims();
    expect(await claimDueMessage()).not.toBeNull();
  });

  it("retries a failure after 15 s, then twice as long each time, and gives up after a day", async () => {
    const lead = await createLead(aLead());
    const waits: number[] = [];
    let failingId = "";
    for (let attempt = 1; attempt <= 4; attempt++) {
      await db().update(mailMessages).set({ nextAttemptAt: sql`now()` });
      const row = await claimDueMessage();
      if (!row) throw new Error("nothing to claim");
      failingId = row.id;
      await markFailed(row, new Date(), "421 Try again later", []);
      const [stored] = await db().select().from(mailMessages).where(eq(mailMessages.id, row.id));
      waits.push(secondsUntil(stored?.nextAttemptAt as Date));
      expect(stored?.status).toBe("pending");
      expect(stored?.lastError).toBe("421 Try again later");
      // Claims take the other message in turn: keep to this one.
      await db()
        .update(mailMessages)
        .set({ nextAttemptAt: sql`now() + interval '1 day'` })
        .where(sql`${mailMessages.id} <> ${row.id}`);
    }
    expect(waits[0]).toBeGreaterThanOrEqual(14);
    expect(waits[0]).toBeLessThanOrEqual(15);
    expect(waits.slice(1).map((wait, i) => Math.round(wait / (waits[i] as number)))).toEqual([
      2, 2, 2,
    ]);
    expect(await countFailingMail()).toBe(1);

    await db()
      .update(mailMessages)
      .set({ createdAt: sql`now() - interval '25 hours'`, nextAttemptAt: sql`now()` })
      .where(eq(mailMessages.id, failingId));
    const row = await claimDueMessage();
    expect(row?.id).toBe(failingId);
    await markFailed(row as never, new Date(), "550 Mailbox unavailable", []);
    const given = (await listMailMessages({ leadId: lead.id }, ADMIN_SESSION)).find(
      (m) => m.id === failingId,
    );
    expect(given?.status).toBe("failed");
    expect(given?.nextAttemptAt).toBeNull();
    expect(await attemptsOf(given?.id ?? "")).toHaveLength(5);

    const resent = await resendMailMessage(given?.id ?? "", ADMIN_SESSION);
    expect(resent).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(await countFailingMail()).toBe(0);
  });

  it("records a delivery, and deleting the request deletes its messages", async () => {
    const lead = await createLead(aLead());
    const row = await claimDueMessage();
    await markSent(row as never, new Date(), ["leads@casalusa.test"]);
    const messages = await listMailMessages({ leadId: lead.id }, ADMIN_SESSION);
    const sent = messages.find((message) => message.status === "sent");
    expect(sent?.recipients).toEqual(["leads@casalusa.test"]);
    expect(sent?.sentAt).toBeTruthy();
    expect(await attemptsOf(sent?.id ?? "")).toMatchObject([{ error: null }]);
    await deleteLead(lead.id);
    expect(await db().select().from(mailMessages)).toEqual([]);
    expect(await db().select().from(leads)).toEqual([]);
  });
});

// The hostile test's relay: anyone could have the agency e-mail one address again and again.
describe("automatic e-mails to one address", () => {
  const withEmail = (email: string) => ({ ...aLead(), email });
  const kindsOf = async (id: string) =>
    (await listMailMessages({ leadId: id }, ADMIN_SESSION)).map((message) => message.kind);

  it("stop after three a day, however the address is written; the agency hears of each", async () => {
    const written = [
      "Limit.Test@gmail.com",
      "limittest@gmail.com",
      "limittest+casa@googlemail.com",
      "LIMITTEST@GMAIL.COM",
      "limit.test+again@gmail.com",
    ];
    const kinds = [];
    for (const email of written) kinds.push(await kindsOf((await createLead(withEmail(email))).id));
    expect(kinds).toEqual([
      ["notification", "reply"],
      ["notification", "reply"],
      ["notification", "reply"],
      ["notification"],
      ["notification"],
    ]);
    // Mortgage requests count against the same address; another address is not held.
    const request = await createMortgageRequest({ ...aMortgageRequest(), email: written[1] ?? "" });
    expect(
      (await listMailMessages({ mortgageRequestId: request.id }, ADMIN_SESSION)).map(
        (message) => message.kind,
      ),
    ).toEqual(["notification"]);
    expect(await kindsOf((await createLead(withEmail("someone.else@gmail.com"))).id)).toEqual([
      "notification",
      "reply",
    ]);
  });

  it("count concurrent requests exactly, and start again after a day (clock moved in the database)", async () => {
    const leadsMade = await Promise.all(
      Array.from({ length: 8 }, () => createLead(withEmail("busy@example.com"))),
    );
    const replies = (await db().select().from(mailMessages)).filter(
      (message) => message.kind === "reply",
    );
    expect(leadsMade).toHaveLength(8);
    expect(replies).toHaveLength(3);
    // The counter holds no address, only a keyed hash of it.
    const counters = await db().select().from(rateLimits);
    expect(counters.map((row) => row.key).join()).not.toContain("busy");
    await db().update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` });
    expect(await kindsOf((await createLead(withEmail("busy@example.com"))).id)).toEqual([
      "notification",
      "reply",
    ]);
  });
});
