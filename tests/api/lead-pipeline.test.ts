// A lead's pipeline (issue 36): stages with the reason of a loss, a timeline of who did what and
// when, staff notes, list filters by stage, assignee and age, and a later request of the same
// person about the same listing merged into the lead.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { auditLog, leads } from "@/server/db/schema";
import { call, signIn } from "../support/http";
import { leadPayload, propertyPayload } from "../support/payloads";
import { insertConsultant } from "../support/staff";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

const newLead = async (overrides: Record<string, unknown> = {}) => {
  const created = await call("POST", "/api/leads", { json: leadPayload(overrides) });
  expect(created.status, created.text).toBe(201);
  return created.json as { id: string; consultantId: string | null };
};
const patch = (id: string, json: unknown) => call("PATCH", `/api/leads/${id}`, { cookie, json });
const timeline = async (id: string) =>
  (await call("GET", `/api/leads/${id}/events`, { cookie })).json as {
    kind: string;
    text: string | null;
    data: Record<string, unknown> | null;
    userName: string | null;
  }[];
const listed = async (query = "") =>
  ((await call("GET", `/api/leads${query}`, { cookie })).json as { id: string }[]).map(
    (lead) => lead.id,
  );

describe("the pipeline", () => {
  it("moves a lead through its stages, each change in the timeline with who made it", async () => {
    const lead = await newLead();
    const contacted = await patch(lead.id, { stage: "contacted" });
    expect(contacted.status, contacted.text).toBe(200);
    expect(contacted.json).toMatchObject({ stage: "contacted", status: "new", lostReason: null });
    await patch(lead.id, { stage: "viewing" });
    const lost = await patch(lead.id, { stage: "lost", lostReason: "Comprou noutra agência" });
    expect(lost.json).toMatchObject({ stage: "lost", lostReason: "Comprou noutra agência" });
    const stages = (await timeline(lead.id)).filter((event) => event.kind === "stage");
    expect(stages).toEqual([
      expect.objectContaining({ data: { from: "new", to: "contacted" }, userName: "Admin" }),
      expect.objectContaining({ data: { from: "contacted", to: "viewing" } }),
      expect.objectContaining({
        data: { from: "viewing", to: "lost" },
        text: "Comprou noutra agência",
      }),
    ]);
    // Won again after all: the reason goes.
    expect((await patch(lead.id, { stage: "won" })).json).toMatchObject({
      stage: "won",
      lostReason: null,
    });
    // Every write is in the audit log, by field name.
    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, lead.id));
    expect(entries.map((entry) => entry.fields)).toContainEqual(["lostReason", "stage"]);
  });

  it("asks for the reason of a loss, in Portuguese, on the field", async () => {
    const lead = await newLead();
    for (const body of [{ stage: "lost" }, { stage: "lost", lostReason: "   " }]) {
      const refused = await patch(lead.id, body);
      expect(refused.status).toBe(400);
      expect(refused.json.issues).toEqual([
        expect.objectContaining({ path: ["lostReason"], message: "Indique o motivo da perda" }),
      ]);
    }
    const stray = await patch(lead.id, { stage: "won", lostReason: "Preço" });
    expect(stray.status).toBe(400);
    expect(stray.json.issues[0].path).toEqual(["lostReason"]);
    expect((await patch(lead.id, { stage: "closed" })).json.issues[0].message).toBe(
      "Fase inválida",
    );
    expect((await patch(lead.id, {})).status).toBe(400);
    const [row] = await db().select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.stage).toBe("new");
  });

  it("keeps read and unread apart from the stage", async () => {
    const lead = await newLead();
    expect((await patch(lead.id, { status: "read" })).json).toMatchObject({
      status: "read",
      stage: "new",
    });
    expect((await timeline(lead.id)).filter((event) => event.kind === "stage")).toEqual([]);
  });

  it("adds staff notes to the timeline, with the e-mails sent about the lead", async () => {
    const lead = await newLead();
    const note = await call("POST", `/api/leads/${lead.id}/notes`, {
      cookie,
      json: { text: "  Ligar depois das 18h.  " },
    });
    expect(note.status, note.text).toBe(201);
    expect(note.json).toMatchObject({
      kind: "note",
      text: "Ligar depois das 18h.",
      userName: "Admin",
    });
    const events = await timeline(lead.id);
    expect(events.map((event) => event.kind).sort()).toEqual(["email", "email", "note"]);
    expect(events.filter((event) => event.kind === "email").map((e) => e.data?.mailKind)).toEqual(
      expect.arrayContaining(["notification", "reply"]),
    );
    const empty = await call("POST", `/api/leads/${lead.id}/notes`, {
      cookie,
      json: { text: " " },
    });
    expect(empty.status).toBe(400);
    expect(empty.json.issues[0]).toMatchObject({ path: ["text"], message: "Nota é obrigatória" });
    const missing = await call("POST", "/api/leads/00000000-0000-4000-8000-000000000000/notes", {
      cookie,
      json: { text: "x" },
    });
    expect(missing.status).toBe(404);
    expect(
      (await call("POST", `/api/leads/${lead.id}/notes`, { json: { text: "x" } })).status,
    ).toBe(401);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "leadEvents.addNote"));
    expect(entry).toMatchObject({ entityId: lead.id, fields: ["text"] });
  });
});

describe("the list's filters", () => {
  it("filters by stage, by assignee (or none) and by age", async () => {
    const ana = await insertConsultant({ name: "Ana" });
    const mine = await newLead();
    expect(mine.consultantId).toBe(ana.id);
    const unassigned = await newLead();
    await patch(unassigned.id, { consultantId: null, stage: "proposal" });
    const old = await newLead();
    await db()
      .update(leads)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(leads.id, old.id));

    expect(await listed("?stage=proposal")).toEqual([unassigned.id]);
    expect(await listed(`?consultantId=${ana.id}`)).toEqual(
      expect.arrayContaining([mine.id, old.id]),
    );
    expect(await listed(`?consultantId=${ana.id}`)).toHaveLength(2);
    expect(await listed("?consultantId=none")).toEqual([unassigned.id]);
    expect(await listed("?olderThanDays=7")).toEqual([old.id]);
    expect(await listed("?stage=new&olderThanDays=0")).toHaveLength(2);
    for (const bad of ["?stage=closed", "?olderThanDays=-1", "?consultantId=ana", "?sort=x"]) {
      expect((await call("GET", `/api/leads${bad}`, { cookie })).status, bad).toBe(400);
    }
  });
});

describe("a later request of the same person about the same listing", () => {
  async function listing() {
    const created = await call("POST", "/api/properties", { cookie, json: propertyPayload() });
    return created.json.ref as string;
  }

  it("joins the lead's timeline and makes it unread, answering the visitor as before", async () => {
    const ref = await listing();
    const first = await newLead({ propertyRef: ref, email: "joao@example.pt", message: "Olá" });
    await patch(first.id, { status: "read", stage: "contacted" });
    const again = await call("POST", "/api/leads", {
      json: leadPayload({
        propertyRef: ref,
        email: " JOAO@Example.PT",
        name: "João Silva",
        message: "Ainda está disponível?",
      }),
    });
    expect(again.status).toBe(201);
    // What a new lead would answer, of what this visitor sent; nothing of the earlier lead.
    expect(again.json).toMatchObject({
      id: first.id,
      name: "João Silva",
      message: "Ainda está disponível?",
      status: "new",
      stage: "new",
    });
    const stored = await db().select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: "new", stage: "contacted", message: "Olá" });
    const request = (await timeline(first.id)).find((event) => event.kind === "request");
    expect(request).toMatchObject({
      text: "Ainda está disponível?",
      data: expect.objectContaining({ name: "João Silva" }),
      userName: null,
    });
  });

  it("opens a new lead for another listing, or after thirty days", async () => {
    const [a, b] = [await listing(), await listing()];
    const first = await newLead({ propertyRef: a, email: "rita@example.pt" });
    await newLead({ propertyRef: b, email: "rita@example.pt" });
    await newLead({ propertyRef: a, email: "outra@example.pt" });
    await newLead({ email: "rita@example.pt" });
    expect(await db().select().from(leads)).toHaveLength(4);
    await db()
      .update(leads)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(leads.id, first.id));
    await newLead({ propertyRef: a, email: "rita@example.pt" });
    expect(await db().select().from(leads)).toHaveLength(5);
  });

  it("makes one lead of two identical requests sent at once", async () => {
    const ref = await listing();
    const payload = leadPayload({ propertyRef: ref, email: "same@example.pt" });
    const answers = await Promise.all([
      call("POST", "/api/leads", { json: payload }),
      call("POST", "/api/leads", { json: payload }),
      call("POST", "/api/leads", { json: payload }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const stored = await db().select().from(leads);
    expect(stored).toHaveLength(1);
    const requests = (await timeline(stored[0]?.id ?? "")).filter((e) => e.kind === "request");
    expect(requests).toHaveLength(2);
  });
});
