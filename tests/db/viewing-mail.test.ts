// A viewing's e-mails as a mail server receives them: the invitation and cancellation carry an
// iCalendar file that a real parser (ical.js) reads with the right instant in UTC on either side
// of a daylight-saving change, one UID, and a SEQUENCE raised at each change. And what each
// language's message says, with nothing the visitor typed echoed to them.
import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { consultants, mailMessages, properties, viewings } from "@/server/db/schema";
import { resetEnv } from "@/server/env";
import { loadViewingMail } from "@/server/mail/load-viewing";
import { claimDueMessage, markSent } from "@/server/mail/outbox";
import { closeTransport, sendMessage } from "@/server/mail/send";
import { composeViewingMail } from "@/server/mail/viewing-mail";
import { updateViewing } from "@/server/viewings/update-viewing";
import { freePort } from "../support/app-server";
import { consultantPayload, propertyPayload } from "../support/payloads";
import { ADMIN_SESSION } from "../support/sessions";
import { type SmtpServer, startSmtpServer } from "../support/smtp-server";

let smtp: SmtpServer;
const savedUrl = process.env.SMTP_URL;
beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port);
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});
afterAll(async () => {
  closeTransport();
  if (savedUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedUrl;
  resetEnv();
  await smtp.stop();
});

async function aViewing(start: string, overrides: Partial<typeof viewings.$inferInsert> = {}) {
  const [consultant] = await db()
    .insert(consultants)
    .values({ ...consultantPayload(), name: "Sofia Marques", email: "sofia@casalusa.pt" })
    .returning();
  const [property] = await db()
    .insert(properties)
    .values({
      ...propertyPayload(),
      consultantId: consultant?.id,
    } as typeof properties.$inferInsert)
    .returning();
  const startAt = new Date(start);
  const [viewing] = await db()
    .insert(viewings)
    .values({
      propertyId: property?.id as string,
      consultantId: consultant?.id,
      start: startAt,
      end: new Date(startAt.getTime() + 3_600_000),
      name: "Haruto Sato",
      email: "haruto@example.jp",
      phone: "+81 90 1234 5678",
      language: "jp",
      uid: `viewing-${randomUUID()}@localhost`,
      ...overrides,
    })
    .returning();
  return viewing as typeof viewings.$inferSelect;
}

/** Sends every due message to the test server and answers what it received. */
async function deliverAll(): Promise<ParsedMail[]> {
  const before = smtp.received.length;
  let sent = 0;
  for (let row = await claimDueMessage(); row; row = await claimDueMessage()) {
    const recipients = await sendMessage(row);
    await markSent(row, new Date(), recipients ?? []);
    sent++;
  }
  const received = await smtp.waitFor(before + sent, 20_000);
  return received.slice(before).map((each) => each.mail);
}

function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  if (!part) throw new Error(`no calendar in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
    end: (event.getFirstPropertyValue("dtend") as ICAL.Time).toJSDate().toISOString(),
    attendee: event.getFirstPropertyValue("attendee"),
    organizer: event.getFirstPropertyValue("organizer"),
  };
}

describe("a viewing's invitations and cancellations", () => {
  it("invite at 10:00 Lisbon on either side of the March change, then cancel with a higher SEQUENCE", async () => {
    resetEnv();
    closeTransport();
    // 10:00 in Lisbon: UTC+0 on 21 March 2027, UTC+1 on 28 March (the last Sunday).
    const winter = await aViewing("2027-03-21T10:00:00Z");
    const summer = await aViewing("2027-03-28T09:00:00Z");
    await updateViewing(winter.id, { action: "confirm" }, ADMIN_SESSION);
    await updateViewing(summer.id, { action: "confirm" }, ADMIN_SESSION);
    const invitations = await deliverAll();
    expect(invitations).toHaveLength(4);

    const toVisitor = invitations.filter((m) => m.to && JSON.stringify(m.to).includes("haruto"));
    expect(toVisitor).toHaveLength(2);
    const events = invitations.map(calendarOf);
    expect(events.map((e) => [e.method, e.sequence])).toEqual(Array(4).fill(["REQUEST", 1]));
    expect(events.filter((e) => e.uid === summer.uid).map((e) => e.start)).toEqual([
      "2027-03-28T09:00:00.000Z",
      "2027-03-28T09:00:00.000Z",
    ]);
    expect(events.filter((e) => e.uid === winter.uid).map((e) => e.start)).toEqual([
      "2027-03-21T10:00:00.000Z",
      "2027-03-21T10:00:00.000Z",
    ]);
    const one = events.find((e) => e.uid === summer.uid);
    expect(one).toMatchObject({
      status: "CONFIRMED",
      end: "2027-03-28T10:00:00.000Z",
      organizer: "mailto:sofia@casalusa.pt",
      attendee: "mailto:haruto@example.jp",
    });
    // The visitor's in Japanese, with the time in Lisbon; the consultant's in Portuguese.
    const japanese = toVisitor.find((m) => m.text?.includes("3月28日"));
    expect(japanese?.subject).toContain("内見の日時が確定しました");
    expect(japanese?.text).toContain("2027年3月28日（日）10:00（リスボン時間）");
    const staff = invitations.find((m) => m.subject?.startsWith("Visita confirmada"));
    expect(staff?.text).toContain("+81 90 1234 5678");

    await updateViewing(summer.id, { action: "cancel" }, ADMIN_SESSION);
    const cancellations = (await deliverAll()).map(calendarOf);
    expect(cancellations).toHaveLength(2);
    for (const event of cancellations) {
      expect(event).toMatchObject({
        method: "CANCEL",
        uid: summer.uid,
        sequence: 2,
        status: "CANCELLED",
        start: "2027-03-28T09:00:00.000Z",
      });
    }
  });

  it("sends a proposed time as an update of the same event, tentative, in the visitor's language", async () => {
    resetEnv();
    closeTransport();
    const viewing = await aViewing("2027-10-24T09:00:00Z", { language: "en" });
    await updateViewing(viewing.id, { action: "confirm" }, ADMIN_SESSION);
    await deliverAll();
    // 10:00 in Lisbon on 31 October 2027, after the clocks went back: 10:00 UTC.
    await updateViewing(
      viewing.id,
      { action: "propose", start: "2027-10-31T10:00:00Z" },
      ADMIN_SESSION,
    );
    const update = await deliverAll();
    const visitor = update.find((m) => m.subject?.startsWith("We suggest another time"));
    expect(visitor?.text).toContain("Lisbon time");
    expect(calendarOf(visitor as ParsedMail)).toMatchObject({
      method: "REQUEST",
      uid: viewing.uid,
      sequence: 2,
      status: "TENTATIVE",
      start: "2027-10-31T10:00:00.000Z",
    });
  });
});

describe("the acknowledgement of a request", () => {
  it.each([
    ["pt", "Pedido de visita recebido", "hora de Lisboa"],
    ["en", "Viewing request received", "Lisbon time"],
    ["jp", "内見のご依頼を承りました", "リスボン時間"],
  ] as const)(
    "in %s, echoes nothing the visitor typed but the first words of a name",
    async (language, subject, zone) => {
      const viewing = await aViewing("2027-06-01T09:00:00Z", {
        language,
        name: "Ana http://spam.example <b>click</b>",
        phone: "+351 999 999 999",
      });
      const [message] = await db()
        .insert(mailMessages)
        .values({
          viewingId: viewing.id,
          kind: "viewing_ack",
          messageId: `<${randomUUID()}@localhost>`,
        })
        .returning();
      const data = await loadViewingMail(message as typeof mailMessages.$inferSelect);
      const mail = await composeViewingMail("viewing_ack", data as never);
      expect(mail.subject).toContain(subject);
      expect(mail.text).toContain(zone);
      expect(mail.ics).toBeNull();
      for (const part of [mail.html, mail.text, mail.subject]) {
        expect(part).not.toContain("spam.example");
        expect(part).not.toContain("999 999 999");
      }
      expect(mail.to).toEqual([{ name: "Ana", address: "haruto@example.jp" }]);
    },
  );
});
