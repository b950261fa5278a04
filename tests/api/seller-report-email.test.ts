// The seller report e-mailed by an administrator (POST /api/properties/{id}/report-email): queued,
// delivered through a real SMTP server in the language chosen, with the listing's figures, to
// the address typed, answering to the administrator; refused to consultants, and bad input a
// clear 400; recorded in the audit log without the address.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_EMAIL_INVALID, REPORT_LANGUAGE_INVALID } from "@/lib/schemas/seller-report";
import { db } from "@/server/db/client";
import { auditLog, pageVisits, sellerReportSends } from "@/server/db/schema";
import { ADMIN, call, signIn, signInConsultant } from "../support/http";
import { propertyPayload } from "../support/payloads";
import { deliverAll, rawHeader, startMail, stopMail } from "../support/saved-searches";
import type { SmtpServer } from "../support/smtp-server";

const OWNER = "owner@example.jp";
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Lisbon" }).format(new Date());
let smtp: SmtpServer;

beforeAll(async () => {
  smtp = await startMail();
});
afterAll(async () => {
  await stopMail(smtp);
});

/** A listing with 1,234 views today, and an administrator's cookie. */
async function listingWithViews() {
  const cookie = await signIn();
  const created = await call("POST", "/api/properties", {
    cookie,
    json: propertyPayload({ price: 480_000, area: 120 }),
  });
  expect(created.status, created.text).toBe(201);
  const { id, ref } = created.json as { id: string; ref: string };
  await db()
    .insert(pageVisits)
    .values({
      day: today,
      page: `/properties/${ref}`,
      locale: "pt",
      source: "search",
      propertyRef: ref,
      views: 1234,
      visitors: 900,
    });
  return { cookie, id, ref };
}

async function sendAndReceive(cookie: string, id: string, language: string) {
  const before = smtp.received.length;
  const sent = await call("POST", `/api/properties/${id}/report-email`, {
    cookie,
    json: { email: ` ${OWNER.toUpperCase()} `, language },
  });
  expect(sent.status, sent.text).toBe(202);
  expect(await deliverAll()).toBe(1);
  const [received] = (await smtp.waitFor(before + 1)).slice(before);
  if (!received) throw new Error("no message");
  return { sent: sent.json, received };
}

describe("POST /api/properties/{id}/report-email", () => {
  it("sends the report in the language chosen, with the listing's figures, answering to the administrator", async () => {
    const { cookie, id, ref } = await listingWithViews();
    const { sent, received } = await sendAndReceive(cookie, id, "jp");
    expect(sent).toMatchObject({
      propertyId: id,
      email: OWNER,
      language: "jp",
      sentBy: "Admin",
      status: "pending",
    });
    const { mail } = received;
    expect(received.rcpt).toEqual([OWNER]);
    expect(mail.subject).toBe(`物件レポート（${ref}）`);
    expect(rawHeader(mail, "content-language")).toBe("ja");
    expect(mail.replyTo?.value).toEqual([{ address: ADMIN.email, name: "Admin" }]);
    expect(mail.html).toContain('lang="ja"');
    for (const part of [mail.text ?? "", mail.html || ""]) {
      expect(part).toContain("閲覧数");
      expect(part).toContain("1,234");
      expect(part).toContain("480,000");
      expect(part).toContain("€4,000");
      expect(part).toContain("ご不明な点がございましたら");
      expect(part).toContain("Casa Lusa");
    }

    const pt = (await sendAndReceive(cookie, id, "pt")).received.mail;
    expect(pt.subject).toBe(`Relatório do seu imóvel ${ref}`);
    expect(pt.text).toContain("Visualizações: 1234");
    expect(pt.text).toMatch(/Preço atual: 480\s000\s€/);
    expect(pt.text).toContain("Livro de Reclamações");
    const en = (await sendAndReceive(cookie, id, "en")).received.mail;
    expect(en.subject).toBe(`Report on your property ${ref}`);
    expect(en.text).toContain("Page views: 1,234");
    expect(rawHeader(en, "content-language")).toBe("en");

    const rows = await db()
      .select()
      .from(sellerReportSends)
      .where(eq(sellerReportSends.propertyId, id));
    expect(rows.map((row) => row.language).sort()).toEqual(["en", "jp", "pt"]);
    // Recorded, with the names of the fields sent and never their values.
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "stats.reportEmail"));
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      entity: "stats",
      entityId: id,
      fields: ["email", "language"],
    });
    expect(JSON.stringify(entries)).not.toContain(OWNER);
  });

  it("refuses consultants, unknown listings and bad input with a clear answer, sending nothing", async () => {
    const { cookie, id } = await listingWithViews();
    const consultant = await signInConsultant();
    const path = `/api/properties/${id}/report-email`;
    const json = { email: OWNER, language: "pt" };
    expect((await call("POST", path, { json })).status).toBe(401);
    const forbidden = await call("POST", path, { cookie: consultant.cookie, json });
    expect(forbidden.status).toBe(403);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("POST", `/api/properties/${unknown}/report-email`, { cookie, json })).status,
    ).toBe(404);
    for (const [body, field, message] of [
      [{ email: "owner", language: "pt" }, "email", REPORT_EMAIL_INVALID],
      [{ email: "", language: "pt" }, "email", REPORT_EMAIL_INVALID],
      [{ language: "pt" }, "email", REPORT_EMAIL_INVALID],
      [{ email: OWNER, language: "fr" }, "language", REPORT_LANGUAGE_INVALID],
      [{ email: OWNER }, "language", REPORT_LANGUAGE_INVALID],
    ] as const) {
      const answer = await call("POST", path, { cookie, json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.issues).toContainEqual(
        expect.objectContaining({ path: [field], message }),
      );
    }
    expect(
      (await call("POST", path, { cookie, json: { ...json, cc: "x@example.pt" } })).status,
    ).toBe(400);
    expect(await db().select().from(sellerReportSends)).toHaveLength(0);
    expect(await deliverAll()).toBe(0);
  });
});
