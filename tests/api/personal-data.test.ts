// A visitor's personal data: found and exported as one document, erased on request with the
// dates and counts kept, and afterwards held nowhere in the database (a dump is searched).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_INVALID, EMAIL_MISSING } from "@/lib/schemas/personal-data";
import { auditKey } from "@/server/audit/audit-log";
import { connection, db } from "@/server/db/client";
import {
  auditLog,
  leadEvents,
  leads,
  mailAttempts,
  mailMessages,
  mortgageRequests,
  sessions,
} from "@/server/db/schema";
import { call, signIn } from "../support/http";
import { leadPayload, mortgagePayload, propertyPayload } from "../support/payloads";

const ADDRESS = "maria.pereira@example.pt";

/** Maria's two leads (one typed in capitals), her mortgage request, a sent reply, a failed
 * attempt quoting her address, a staff note about her and the reason she was lost, a sign-in
 * tried with it, and the report on the house she is selling, e-mailed to her; Ana's lead beside
 * them. */
async function mariasData(cookie: string) {
  const sent = [
    await call("POST", "/api/leads", {
      json: leadPayload({
        name: "Maria Pereira",
        email: ADDRESS,
        message: "Quero ver a casa azul.",
      }),
    }),
    await call("POST", "/api/leads", {
      json: leadPayload({ name: "Maria P.", email: "Maria.Pereira@Example.PT", type: "valuation" }),
    }),
    await call("POST", "/api/mortgage-requests", {
      json: mortgagePayload({ name: "Maria Pereira", email: ADDRESS, phone: "+351 912 345 678" }),
    }),
    await call("POST", "/api/leads", { json: leadPayload() }),
  ];
  for (const answer of sent) expect(answer.status, answer.text).toBe(201);
  const [reply] = await db()
    .update(mailMessages)
    .set({ status: "sent", recipients: [ADDRESS], lastError: `550 <${ADDRESS}> busy`, attempts: 2 })
    .where(sql`${mailMessages.kind} = 'reply' and ${mailMessages.leadId} = ${sent[0]?.json.id}`)
    .returning();
  await db()
    .insert(mailAttempts)
    .values({
      mailMessageId: reply?.id ?? "",
      startedAt: new Date(),
      error: `550 <${ADDRESS}> busy`,
    });
  const leadId = sent[0]?.json.id as string;
  const note = await call("POST", `/api/leads/${leadId}/notes`, {
    cookie,
    json: { text: "Maria Pereira ligou do 912 345 678." },
  });
  expect(note.status, note.text).toBe(201);
  const lost = await call("PATCH", `/api/leads/${leadId}`, {
    cookie,
    json: { stage: "lost", lostReason: "Comprou a casa azul noutra agência" },
  });
  expect(lost.status, lost.text).toBe(200);
  await call("POST", "/api/auth/login", {
    json: { email: ADDRESS, password: "not-a-staff-member" },
  });
  const house = await call("POST", "/api/properties", { cookie, json: propertyPayload() });
  expect(house.status, house.text).toBe(201);
  const report = await call("POST", `/api/properties/${house.json.id}/report-email`, {
    cookie,
    json: { email: " Maria.Pereira@Example.PT ", language: "en" },
  });
  expect(report.status, report.text).toBe(202);
  return { leadId: sent[0]?.json.id as string, anaLeadId: sent[3]?.json.id as string };
}

/** Every row of every table, as text: what a dump would hold. */
async function everyRowAsText(): Promise<string> {
  const tables = (await connection().db.execute(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { schema: string; name: string }[] };
  expect(tables.rows.length).toBeGreaterThan(15);
  const parts: string[] = [];
  for (const table of tables.rows) {
    const result = (await connection().db.execute(
      sql.raw(`select t::text as line from "${table.schema}"."${table.name}" t`),
    )) as unknown as { rows: { line: string }[] };
    parts.push(...result.rows.map((row) => row.line));
  }
  return parts.join("\n").toLowerCase();
}

/** On PostgreSQL, the server's own pg_dump of the test database. */
async function pgDump(): Promise<string | null> {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const { stdout } = await promisify(execFile)("pg_dump", ["--data-only", url], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout.toLowerCase();
}

describe("personal data", () => {
  it("finds every record holding an address, whatever its case and spaces, as one document", async () => {
    const cookie = await signIn();
    await mariasData(cookie);
    const found = await call(
      "GET",
      `/api/personal-data?email=${encodeURIComponent(" MARIA.Pereira@example.pt ")}`,
      {
        cookie,
      },
    );
    expect(found.status, found.text).toBe(200);
    expect(found.json.email).toBe(ADDRESS);
    expect(found.json.counts).toEqual({
      mailMessages: 7,
      leadEvents: 2,
      leads: 2,
      mortgageRequests: 1,
      viewings: 0,
      savedSearches: 0,
      sellerReportSends: 1,
      signInCounters: 2,
    });
    const notes = found.json.sources.leadEvents.map((event: { text: string }) => event.text);
    expect(notes).toEqual([
      "Maria Pereira ligou do 912 345 678.",
      "Comprou a casa azul noutra agência",
    ]);
    const messages = found.json.sources.leads.map((lead: { message: string }) => lead.message);
    expect(messages).toContain("Quero ver a casa azul.");
    expect(found.json.sources.mortgageRequests[0].phone).toBe("+351 912 345 678");
    const reply = found.json.sources.mailMessages.find(
      (message: { status: string }) => message.status === "sent",
    );
    expect(reply.recipients).toEqual([ADDRESS]);
    expect(reply.attempts[0].error).toContain(ADDRESS);
    expect(found.json.sources.sellerReportSends[0]).toMatchObject({
      email: ADDRESS,
      language: "en",
    });
    expect(JSON.stringify(found.json)).not.toContain("Ana Sousa");
    // The export is recorded, the address only as a keyed hash.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "personalData.find"));
    expect(entry?.entityId).toBe(auditKey(ADDRESS));
  });

  it("erases it everywhere, keeps dates and counts, and a dump of the database holds it nowhere", async () => {
    const cookie = await signIn();
    const { leadId, anaLeadId } = await mariasData(cookie);
    const [before] = await db().select().from(leads).where(eq(leads.id, leadId));

    const erased = await call("DELETE", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.counts).toEqual({
      mailMessages: 7,
      leadEvents: 2,
      leads: 2,
      mortgageRequests: 1,
      viewings: 0,
      savedSearches: 0,
      sellerReportSends: 1,
      signInCounters: 2,
    });

    const [after] = await db().select().from(leads).where(eq(leads.id, leadId));
    expect(after).toMatchObject({
      name: "[apagado]",
      email: "",
      phone: null,
      message: "",
      createdAt: before?.createdAt,
      status: before?.status,
      type: before?.type,
      propertyRef: before?.propertyRef,
      language: before?.language,
    });
    expect(await db().select().from(mortgageRequests)).toHaveLength(1);
    // The sent reply is kept, without its address; messages still waiting are gone.
    const kept = await db().select().from(mailMessages).where(eq(mailMessages.leadId, leadId));
    expect(kept.map((m) => [m.status, m.recipients, m.lastError])).toEqual([["sent", [], null]]);
    // Ana's lead and e-mails are untouched.
    const [ana] = await db().select().from(leads).where(eq(leads.id, anaLeadId));
    expect(ana?.email).toBe("ana@example.pt");
    expect(
      await db().select().from(mailMessages).where(eq(mailMessages.leadId, anaLeadId)),
    ).toHaveLength(2);

    // The timeline keeps who moved the lead and when, not what was written about Maria.
    const events = await db().select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
    expect(events.map((event) => [event.kind, event.text, event.data])).toEqual(
      expect.arrayContaining([
        ["note", null, null],
        ["stage", null, { from: "new", to: "lost" }],
      ]),
    );
    expect(after?.lostReason).toBeNull();
    for (const text of ["maria.pereira@example.pt", "maria pereira", "casa azul", "912 345 678"]) {
      expect((await everyRowAsText()).includes(text), text).toBe(false);
    }
    const dump = await pgDump();
    if (dump !== null) {
      expect(dump).toContain("ana@example.pt");
      expect(dump.includes(ADDRESS)).toBe(false);
    }

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "personalData.erase"));
    expect(entry).toMatchObject({
      entity: "personalData",
      entityId: auditKey(ADDRESS),
      fields: ["email"],
    });
  });

  it("answers zero counts for an address that holds nothing, and for one already erased", async () => {
    const cookie = await signIn();
    const zero = {
      mailMessages: 0,
      leadEvents: 0,
      leads: 0,
      mortgageRequests: 0,
      viewings: 0,
      savedSearches: 0,
      sellerReportSends: 0,
      signInCounters: 0,
    };
    const nobody = await call("DELETE", "/api/personal-data?email=nobody@example.pt", { cookie });
    expect(nobody.status).toBe(200);
    expect(nobody.json.counts).toEqual(zero);
    await mariasData(cookie);
    await call("DELETE", `/api/personal-data?email=${ADDRESS}`, { cookie });
    const again = await call("DELETE", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(again.json.counts).toEqual(zero);
    const found = await call("GET", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(found.json.counts).toEqual(zero);
  });

  it("asks for the password again before an erasure, not before an export", async () => {
    const cookie = await signIn();
    await mariasData(cookie);
    await db().update(sessions).set({ authenticatedAt: sql`now() - interval '10 minutes'` });
    const refused = await call("DELETE", `/api/personal-data?email=${ADDRESS}`, { cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("reauth_required");
    expect((await db().select().from(leads).where(eq(leads.email, ADDRESS))).length).toBe(2);
    expect((await call("GET", `/api/personal-data?email=${ADDRESS}`, { cookie })).status).toBe(200);
  });

  it("refuses a missing or malformed address with a clear 400, and anonymous callers with 401", async () => {
    const cookie = await signIn();
    for (const method of ["GET", "DELETE"] as const) {
      for (const [query, message] of [
        ["", EMAIL_MISSING],
        ["?email=", EMAIL_MISSING],
        ["?email=%20%20", EMAIL_MISSING],
        ["?email=maria", EMAIL_INVALID],
        ["?email=maria@", EMAIL_INVALID],
        [`?email=${"a".repeat(250)}@example.pt`, EMAIL_INVALID],
      ]) {
        const answer = await call(method, `/api/personal-data${query}`, { cookie });
        expect(answer.status, `${method} ${query}`).toBe(400);
        expect(answer.json.message).toBe(message);
        expect(answer.json.issues[0].path).toEqual(["email"]);
      }
      expect((await call(method, `/api/personal-data?email=${ADDRESS}`)).status).toBe(401);
    }
    expect((await call("GET", "/api/personal-data?email=a@b.pt&other=1", { cookie })).status).toBe(
      400,
    );
  });
});
