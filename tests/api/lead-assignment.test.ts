// Who answers a request (issue 36): the listing's consultant, else the round-robin among active
// consultants with accounts, else the administrators; reassigned by an administrator, who
// e-mails the new assignee.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { assignmentTurns, consultants, mailMessages } from "@/server/db/schema";
import { call, signIn } from "../support/http";
import { leadPayload, mortgagePayload, propertyPayload } from "../support/payloads";
import { insertConsultant } from "../support/staff";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

async function listingOf(consultantId: string): Promise<string> {
  const created = await call("POST", "/api/properties", {
    cookie,
    json: propertyPayload({ consultantId }),
  });
  expect(created.status, created.text).toBe(201);
  return created.json.ref;
}

async function assigneeOf(path: string, payload: Record<string, unknown>) {
  const created = await call("POST", path, { json: payload });
  expect(created.status, created.text).toBe(201);
  return created.json.consultantId as string | null;
}

describe("assignment of a new request", () => {
  it("gives a lead about a listing to that listing's consultant", async () => {
    const marta = await insertConsultant({ name: "Marta" });
    await insertConsultant({ name: "Rui" });
    const ref = await listingOf(marta.id);
    for (let i = 0; i < 3; i++) {
      expect(await assigneeOf("/api/leads", leadPayload({ propertyRef: ref }))).toBe(marta.id);
    }
    // The listing's leads do not take a turn of the round-robin.
    expect(await db().select().from(assignmentTurns)).toEqual([]);
  });

  it("sends the lead of a listing whose consultant is inactive or has no account round-robin", async () => {
    const rui = await insertConsultant({ name: "Rui" });
    const noAccount = await insertConsultant({ name: "Sem conta", account: false });
    const inactive = await insertConsultant({ name: "Inativa" });
    const refs = [await listingOf(noAccount.id), await listingOf(inactive.id)];
    await db().update(consultants).set({ active: false }).where(eq(consultants.id, inactive.id));
    for (const ref of refs) {
      expect(await assigneeOf("/api/leads", leadPayload({ propertyRef: ref }))).toBe(rui.id);
    }
  });

  it("takes turns among the active consultants with accounts, leads and mortgage requests alike", async () => {
    const ana = await insertConsultant({ name: "Ana", order: 1 });
    const bruno = await insertConsultant({ name: "Bruno", order: 2 });
    await insertConsultant({ name: "Sem conta", account: false, order: 0 });
    await insertConsultant({ name: "Inativo", active: false, order: 0 });
    const assigned = [
      await assigneeOf("/api/leads", leadPayload()),
      await assigneeOf("/api/leads", leadPayload({ type: "valuation" })),
      await assigneeOf("/api/mortgage-requests", mortgagePayload()),
      await assigneeOf("/api/leads", leadPayload()),
    ];
    expect(assigned).toEqual([ana.id, bruno.id, ana.id, bruno.id]);
  });

  it("is fair under concurrency: six requests at once, three each", async () => {
    const ana = await insertConsultant({ name: "Ana", order: 1 });
    const bruno = await insertConsultant({ name: "Bruno", order: 2 });
    const assigned = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        assigneeOf("/api/leads", leadPayload({ email: `busy${i}@example.com` })),
      ),
    );
    expect(assigned.filter((id) => id === ana.id)).toHaveLength(3);
    expect(assigned.filter((id) => id === bruno.id)).toHaveLength(3);
  });

  it("gives requests to the administrators when no consultant has an account", async () => {
    await insertConsultant({ account: false });
    expect(await assigneeOf("/api/leads", leadPayload())).toBeNull();
    expect(await assigneeOf("/api/mortgage-requests", mortgagePayload())).toBeNull();
  });
});

describe("reassignment", () => {
  it("gives a lead to another consultant, records it in the timeline and e-mails them", async () => {
    const ana = await insertConsultant({ name: "Ana" });
    const lead = (await call("POST", "/api/leads", { json: leadPayload() })).json;
    expect(lead.consultantId).toBe(ana.id);
    const bruno = await insertConsultant({ name: "Bruno" });
    const moved = await call("PATCH", `/api/leads/${lead.id}`, {
      cookie,
      json: { consultantId: bruno.id },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.consultantId).toBe(bruno.id);
    const timeline = (await call("GET", `/api/leads/${lead.id}/events`, { cookie })).json;
    const assignment = timeline.find((event: { kind: string }) => event.kind === "assignment");
    expect(assignment).toMatchObject({
      data: { from: ana.id, to: bruno.id, fromName: "Ana", toName: "Bruno" },
      userName: "Admin",
    });
    const kinds = await db()
      .select({ kind: mailMessages.kind })
      .from(mailMessages)
      .where(eq(mailMessages.leadId, lead.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["assignment", "notification", "reply"]);
    // The same assignee again changes nothing and e-mails no one.
    await call("PATCH", `/api/leads/${lead.id}`, { cookie, json: { consultantId: bruno.id } });
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(mailMessages)
      .where(eq(mailMessages.kind, "assignment"));
    expect(count?.n).toBe(1);
    // Back to the administrators.
    const toAdmins = await call("PATCH", `/api/leads/${lead.id}`, {
      cookie,
      json: { consultantId: null },
    });
    expect(toAdmins.json.consultantId).toBeNull();
  });

  it("reassigns a mortgage request and e-mails the new assignee", async () => {
    const request = (await call("POST", "/api/mortgage-requests", { json: mortgagePayload() }))
      .json;
    expect(request.consultantId).toBeNull();
    const ana = await insertConsultant({ name: "Ana" });
    const moved = await call("PATCH", `/api/mortgage-requests/${request.id}`, {
      cookie,
      json: { consultantId: ana.id, status: "contacted" },
    });
    expect(moved.json).toMatchObject({ consultantId: ana.id, status: "contacted" });
    const kinds = await db()
      .select({ kind: mailMessages.kind })
      .from(mailMessages)
      .where(eq(mailMessages.mortgageRequestId, request.id));
    expect(kinds.map((row) => row.kind)).toContain("assignment");
  });

  it("refuses, as a field error in Portuguese, a consultant who cannot take requests", async () => {
    const lead = (await call("POST", "/api/leads", { json: leadPayload() })).json;
    const noAccount = await insertConsultant({ account: false });
    for (const consultantId of [noAccount.id, "00000000-0000-4000-8000-000000000000"]) {
      const refused = await call("PATCH", `/api/leads/${lead.id}`, {
        cookie,
        json: { consultantId },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.issues).toEqual([
        {
          path: ["consultantId"],
          message: "Escolha um consultor ativo com conta de acesso ao painel",
        },
      ]);
    }
    const notAnId = await call("PATCH", `/api/mortgage-requests/${lead.id}`, {
      cookie,
      json: { consultantId: "ana" },
    });
    expect(notAnId.status).toBe(400);
    expect(notAnId.json.issues[0]).toMatchObject({
      path: ["consultantId"],
      message: "Consultor inválido",
    });
  });
});
