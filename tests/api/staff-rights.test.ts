// What a consultant's account reaches, through the real API (docs/security.md#staff-rights):
// every listing to read, their own to edit; only their own leads (with their timeline),
// mortgage requests, viewings, weekly hours and e-mails; their own profile and account;
// forbidden fields refused, never dropped. And how administrators set the rights in
// POST/PATCH /api/users, and that accounts older than the rights are administrators.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { db } from "@/server/db/client";
import { auditLog, leads, mortgageRequests, users, viewings } from "@/server/db/schema";
import {
  consultantPayload,
  leadPayload,
  mortgagePayload,
  propertyPayload,
} from "../support/factories";
import { call, type SignedInConsultant, signIn, signInConsultant } from "../support/http";
import { dayFromToday, EVERY_DAY, viewingPayload } from "../support/viewings";

let admin: string;
let ana: SignedInConsultant;
let rui: SignedInConsultant;
beforeEach(async () => {
  admin = await signIn();
  ana = await signInConsultant({ email: "ana@example.pt", password: "quiet-Lisbon-tram-28" });
  rui = await signInConsultant({ email: "rui@example.pt", password: "quiet-Porto-tram-22" });
});

async function listingOf(consultantId: string | null) {
  const response = await call("POST", "/api/properties", {
    cookie: admin,
    json: propertyPayload({ consultantId }),
  });
  expect(response.status, response.text).toBe(201);
  return response.json.id as string;
}

const issuePaths = (json: { issues?: { path: string[] }[] }) =>
  (json.issues ?? []).map((issue) => issue.path.join("."));

describe("a consultant and the listings", () => {
  it("creates a listing as their own, whatever consultant the form left empty", async () => {
    const created = await call("POST", "/api/properties", {
      cookie: ana.cookie,
      json: propertyPayload(),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.consultantId).toBe(ana.consultantId);
    const ownNamed = await call("POST", "/api/properties", {
      cookie: ana.cookie,
      json: propertyPayload({ consultantId: ana.consultantId }),
    });
    expect(ownNamed.status).toBe(201);
  });

  it("refuses a listing given to another consultant, or featured, naming the field", async () => {
    const another = await call("POST", "/api/properties", {
      cookie: ana.cookie,
      json: propertyPayload({ consultantId: rui.consultantId }),
    });
    expect(another.status).toBe(403);
    expect(issuePaths(another.json)).toEqual(["consultantId"]);
    const featured = await call("POST", "/api/properties", {
      cookie: ana.cookie,
      json: propertyPayload({ featured: true }),
    });
    expect(featured.status).toBe(403);
    expect(issuePaths(featured.json)).toEqual(["featured"]);
    expect((await call("GET", "/api/properties")).json).toEqual([]);
  });

  it("sees every listing, edits their own, and is refused another's or one without consultant", async () => {
    const own = await listingOf(ana.consultantId);
    const ruis = await listingOf(rui.consultantId);
    const nobodys = await listingOf(null);
    const list = await call("GET", "/api/properties", { cookie: ana.cookie });
    expect(list.json).toHaveLength(3);

    const edited = await call("PATCH", `/api/properties/${own}`, {
      cookie: ana.cookie,
      json: { titlePt: "O meu imóvel", featured: false, consultantId: ana.consultantId },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.titlePt).toBe("O meu imóvel");
    for (const id of [ruis, nobodys]) {
      const refused = await call("PATCH", `/api/properties/${id}`, {
        cookie: ana.cookie,
        json: { titlePt: "Não é meu" },
      });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toMatch(/consultor/);
    }
    const stillRuis = await call("GET", `/api/properties/${ruis}`, { cookie: admin });
    expect(stillRuis.json.titlePt).not.toBe("Não é meu");
  });

  it("cannot hand their listing to another, feature it, reorder the featured or delete it", async () => {
    const own = await listingOf(ana.consultantId);
    const handOver = await call("PATCH", `/api/properties/${own}`, {
      cookie: ana.cookie,
      json: { consultantId: rui.consultantId },
    });
    expect(handOver.status).toBe(403);
    expect(issuePaths(handOver.json)).toEqual(["consultantId"]);
    const feature = await call("PATCH", `/api/properties/${own}`, {
      cookie: ana.cookie,
      json: { featured: true },
    });
    expect(feature.status).toBe(403);
    expect(issuePaths(feature.json)).toEqual(["featured"]);
    const reorder = await call("PATCH", "/api/properties/featured/order", {
      cookie: ana.cookie,
      json: [{ id: own, featuredOrder: 1 }],
    });
    expect(reorder.status).toBe(403);
    expect((await call("DELETE", `/api/properties/${own}`, { cookie: ana.cookie })).status).toBe(
      403,
    );
    const kept = await call("GET", `/api/properties/${own}`, { cookie: admin });
    expect(kept.json).toMatchObject({ consultantId: ana.consultantId, featured: false });
  });
});

describe.each([
  { path: "/api/leads", table: leads, payload: leadPayload, status: "read" },
  {
    path: "/api/mortgage-requests",
    table: mortgageRequests,
    payload: mortgagePayload,
    status: "contacted",
  },
] as const)("a consultant and $path", ({ path, table, payload, status }) => {
  async function requestFor(consultantId: string | null) {
    const sent = await call("POST", path, { json: payload() });
    expect(sent.status, sent.text).toBe(201);
    await db().update(table).set({ consultantId }).where(eq(table.id, sent.json.id));
    return sent.json.id as string;
  }

  it("lists only those assigned to them; administrators list all", async () => {
    const own = await requestFor(ana.consultantId);
    await requestFor(rui.consultantId);
    await requestFor(null);
    const anas = await call("GET", path, { cookie: ana.cookie });
    expect(anas.json.map((row: { id: string }) => row.id)).toEqual([own]);
    expect((await call("GET", path, { cookie: admin })).json).toHaveLength(3);
  });

  it("works their own, and another's answers 404 as if it did not exist", async () => {
    const own = await requestFor(ana.consultantId);
    const ruis = await requestFor(rui.consultantId);
    const unassigned = await requestFor(null);
    const worked = await call("PATCH", `${path}/${own}`, { cookie: ana.cookie, json: { status } });
    expect(worked.status, worked.text).toBe(200);
    expect(worked.json.status).toBe(status);
    for (const id of [ruis, unassigned]) {
      const refused = await call("PATCH", `${path}/${id}`, {
        cookie: ana.cookie,
        json: { status },
      });
      expect(refused.status).toBe(404);
    }
    const [untouched] = await db().select().from(table).where(eq(table.id, ruis));
    expect(untouched?.status).toBe("new");
    // Deleting is the administrators' (visitors' personal data).
    expect((await call("DELETE", `${path}/${own}`, { cookie: ana.cookie })).status).toBe(403);
  });

  it("cannot reassign their own: 403 naming consultantId, and it stays theirs", async () => {
    const own = await requestFor(ana.consultantId);
    const handOver = await call("PATCH", `${path}/${own}`, {
      cookie: ana.cookie,
      json: { consultantId: rui.consultantId },
    });
    expect(handOver.status, handOver.text).toBe(403);
    expect(issuePaths(handOver.json)).toEqual(["consultantId"]);
    expect(handOver.json.message).toMatch(/administrador/);
    const [kept] = await db().select().from(table).where(eq(table.id, own));
    expect(kept?.consultantId).toBe(ana.consultantId);
  });

  it("reads and resends the e-mails of their own only", async () => {
    const own = await requestFor(ana.consultantId);
    const ruis = await requestFor(rui.consultantId);
    const key = path === "/api/leads" ? "leadId" : "mortgageRequestId";
    const mails = (id: string, cookie: string) =>
      call("GET", `/api/mail-messages?${key}=${id}`, { cookie });
    const ownMail = await mails(own, ana.cookie);
    expect(ownMail.json.length).toBeGreaterThan(0);
    expect((await mails(ruis, ana.cookie)).json).toEqual([]);
    const ruisMail = await mails(ruis, admin);
    expect(ruisMail.json.length).toBeGreaterThan(0);
    const resend = (id: string) =>
      call("POST", `/api/mail-messages/${id}/resend`, { cookie: ana.cookie });
    expect((await resend(ruisMail.json[0].id)).status).toBe(404);
    expect((await resend(ownMail.json[0].id)).status).toBe(200);
  });
});

describe("a consultant and a lead's timeline", () => {
  async function leadOf(consultantId: string) {
    const sent = await call("POST", "/api/leads", { json: leadPayload() });
    expect(sent.status, sent.text).toBe(201);
    await db().update(leads).set({ consultantId }).where(eq(leads.id, sent.json.id));
    return sent.json.id as string;
  }

  it("reads the events and adds notes on their own lead; another's answers 404", async () => {
    const own = await leadOf(ana.consultantId);
    const ruis = await leadOf(rui.consultantId);
    expect((await call("GET", `/api/leads/${own}/events`, { cookie: ana.cookie })).status).toBe(
      200,
    );
    const note = { text: "Ligar amanhã de manhã." };
    const added = await call("POST", `/api/leads/${own}/notes`, { cookie: ana.cookie, json: note });
    expect(added.status, added.text).toBe(201);

    const events = await call("GET", `/api/leads/${ruis}/events`, { cookie: ana.cookie });
    expect(events.status).toBe(404);
    const refused = await call("POST", `/api/leads/${ruis}/notes`, {
      cookie: ana.cookie,
      json: note,
    });
    expect(refused.status).toBe(404);
    const ruisEvents = await call("GET", `/api/leads/${ruis}/events`, { cookie: rui.cookie });
    expect(ruisEvents.status).toBe(200);
    expect(ruisEvents.json.map((event: { kind: string }) => event.kind)).not.toContain("note");
  });
});

describe("a consultant and the viewings", () => {
  /** A listing of `who`, their hours set by themselves, and a visitor's viewing of it. */
  async function viewingOf(who: SignedInConsultant) {
    const propertyId = await listingOf(who.consultantId);
    const hours = await call("PUT", `/api/consultants/${who.consultantId}/availability`, {
      cookie: who.cookie,
      json: EVERY_DAY,
    });
    expect(hours.status, hours.text).toBe(200);
    const slots = await call(
      "GET",
      `/api/properties/${propertyId}/viewing-slots?from=${dayFromToday(2)}&to=${dayFromToday(4)}`,
    );
    const [start, later] = slots.json.slots.map((slot: { start: string }) => slot.start);
    const booked = await call("POST", "/api/viewings", {
      json: viewingPayload({ propertyId, start }),
    });
    expect(booked.status, booked.text).toBe(201);
    return { id: booked.json.id as string, later: later as string };
  }

  it("lists, confirms, proposes and cancels only their own; another's is absent or 404", async () => {
    const anas = await viewingOf(ana);
    const ruis = await viewingOf(rui);
    const ids = async (url: string) =>
      (await call("GET", url, { cookie: ana.cookie })).json.map((v: { id: string }) => v.id);
    expect(await ids("/api/viewings")).toEqual([anas.id]);
    expect(await ids(`/api/viewings?consultantId=${rui.consultantId}`)).toEqual([]);
    for (const json of [
      { action: "confirm" },
      { action: "propose", start: ruis.later },
      { action: "cancel" },
    ]) {
      const refused = await call("PATCH", `/api/viewings/${ruis.id}`, { cookie: ana.cookie, json });
      expect(refused.status, json.action).toBe(404);
    }
    const [untouched] = await db().select().from(viewings).where(eq(viewings.id, ruis.id));
    expect(untouched).toMatchObject({ status: "requested", sequence: 0 });
  });

  it("sets their own weekly hours, and is refused another's with 403", async () => {
    const url = `/api/consultants/${rui.consultantId}/availability`;
    const refused = await call("PUT", url, { cookie: ana.cookie, json: EVERY_DAY });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/[a-zà-ú]/i);
    const ruisHours = await call("GET", url, { cookie: admin });
    expect(ruisHours.json).toEqual({ weekly: [], exceptions: [] });
  });
});

describe("a consultant's own profile and account", () => {
  it("edits their own public profile, not another's, and not where the agency shows it", async () => {
    const own = await call("PATCH", `/api/consultants/${ana.consultantId}`, {
      cookie: ana.cookie,
      json: { bioPt: "Especialista em Lisboa.", active: true },
    });
    expect(own.status, own.text).toBe(200);
    expect(own.json.bioPt).toBe("Especialista em Lisboa.");
    const another = await call("PATCH", `/api/consultants/${rui.consultantId}`, {
      cookie: ana.cookie,
      json: { bioPt: "Não sou eu." },
    });
    expect(another.status).toBe(403);
    for (const field of ["active", "order"] as const) {
      const value = field === "active" ? false : 7;
      const refused = await call("PATCH", `/api/consultants/${ana.consultantId}`, {
        cookie: ana.cookie,
        json: { [field]: value },
      });
      expect(refused.status).toBe(403);
      expect(issuePaths(refused.json)).toEqual([field]);
    }
    const created = await call("POST", "/api/consultants", {
      cookie: ana.cookie,
      json: consultantPayload(),
    });
    expect(created.status).toBe(403);
  });

  it("changes their own name, never their own access, title or another's account", async () => {
    const renamed = await call("PATCH", `/api/users/${ana.userId}`, {
      cookie: ana.cookie,
      json: { name: "Ana Sousa" },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json).toMatchObject({ name: "Ana Sousa", access: "consultant" });
    for (const json of [
      { access: "admin" },
      { role: "Diretora" },
      { consultantId: rui.consultantId },
    ]) {
      const refused = await call("PATCH", `/api/users/${ana.userId}`, { cookie: ana.cookie, json });
      expect(refused.status, JSON.stringify(json)).toBe(403);
      expect(issuePaths(refused.json)).toEqual(Object.keys(json));
    }
    const another = await call("PATCH", `/api/users/${rui.userId}`, {
      cookie: ana.cookie,
      json: { name: "Rui" },
    });
    expect(another.status).toBe(403);
    expect((await call("GET", "/api/users", { cookie: ana.cookie })).status).toBe(403);
    const me = await call("GET", "/api/auth/me", { cookie: ana.cookie });
    expect(me.json).toMatchObject({ access: "consultant", consultantId: ana.consultantId });
  });
});

describe("POST and PATCH /api/users set the rights", () => {
  const newUser = { name: "Sofia", email: "sofia@casalusa.pt", password: "blue-Harbour-123" };

  async function profile() {
    const response = await call("POST", "/api/consultants", {
      cookie: admin,
      json: consultantPayload({ name: "Sofia Martins" }),
    });
    return response.json.id as string;
  }

  it("creates a consultant's account linked to a free profile, and lists it with the profile", async () => {
    const consultantId = await profile();
    const created = await call("POST", "/api/users", {
      cookie: admin,
      json: { ...newUser, access: "consultant", consultantId, role: "Consultora" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      access: "consultant",
      consultantId,
      consultantName: "Sofia Martins",
      role: "Consultora",
    });
    const list = await call("GET", "/api/users", { cookie: admin });
    const sofia = list.json.find((user: { email: string }) => user.email === newUser.email);
    expect(sofia).toMatchObject({ access: "consultant", consultantName: "Sofia Martins" });
    const admins = list.json.filter((user: { access: string }) => user.access === "admin");
    expect(admins).toHaveLength(1);
  });

  it("refuses a consultant without a profile, with an unknown one, or with one already linked", async () => {
    const cases = [
      { consultantId: undefined, message: /perfil de consultor/ },
      { consultantId: "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b", message: /inexistente/ },
      { consultantId: ana.consultantId, message: /outra conta/ },
    ];
    for (const { consultantId, message } of cases) {
      const refused = await call("POST", "/api/users", {
        cookie: admin,
        json: { ...newUser, access: "consultant", consultantId },
      });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.json.issues).toEqual([
        expect.objectContaining({
          path: ["consultantId"],
          message: expect.stringMatching(message),
        }),
      ]);
    }
    const stored = await db().select().from(users).where(eq(users.email, newUser.email));
    expect(stored).toEqual([]);
  });

  it("turns a consultant into an administrator and back, and logs the access change", async () => {
    const promoted = await call("PATCH", `/api/users/${ana.userId}`, {
      cookie: admin,
      json: { access: "admin" },
    });
    expect(promoted.status, promoted.text).toBe(200);
    expect((await call("GET", "/api/users", { cookie: ana.cookie })).status).toBe(200);
    const demoted = await call("PATCH", `/api/users/${ana.userId}`, {
      cookie: admin,
      json: { access: "consultant" },
    });
    expect(demoted.status).toBe(200);
    expect((await call("GET", "/api/users", { cookie: ana.cookie })).status).toBe(403);
    const log = await db().select().from(auditLog).where(eq(auditLog.action, "users.update"));
    expect(log.map((entry) => entry.fields)).toEqual([["access"], ["access"]]);
  });

  it("refuses an administrator's change of their own access, and never leaves the agency without one", async () => {
    const me = await call("GET", "/api/auth/me", { cookie: admin });
    const own = await call("PATCH", `/api/users/${me.json.id}`, {
      cookie: admin,
      json: { access: "consultant", consultantId: await profile() },
    });
    expect(own.status).toBe(403);
    expect(issuePaths(own.json)).toEqual(["access"]);

    // Two administrators demoting each other at once: one of the two changes is refused.
    const second = await signIn({ email: "segunda@example.pt", password: "second-Admin-pass-9" });
    const secondId = (await call("GET", "/api/auth/me", { cookie: second })).json.id as string;
    const [first, other] = await Promise.all([
      call("PATCH", `/api/users/${secondId}`, {
        cookie: admin,
        json: { access: "consultant", consultantId: await profile() },
      }),
      call("PATCH", `/api/users/${me.json.id}`, {
        cookie: second,
        json: { access: "consultant", consultantId: await profile() },
      }),
    ]);
    const statuses = [first.status, other.status].sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBeGreaterThanOrEqual(400);
    const admins = await db().select().from(users).where(eq(users.access, "admin"));
    expect(admins).toHaveLength(1);
  });
});

describe("accounts made before the staff rights", () => {
  it("are administrators: a user row written without access gets admin", async () => {
    // The columns a user row had before migration 0010; the migration gives `access` the
    // default 'admin', which also filled the rows that existed then.
    const account = { email: "antiga@example.pt", password: "old-Account-pass-7" };
    await db().execute(
      sql`insert into users (email, name, password_hash) values (${account.email}, 'Antiga', ${await hashPassword(account.password)})`,
    );
    const [row] = await db().select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ access: "admin", consultantId: null });
    const cookie = await signIn(account);
    const me = await call("GET", "/api/auth/me", { cookie });
    expect(me.json).toMatchObject({ access: "admin" });
    expect((await call("GET", "/api/users", { cookie })).status).toBe(200);
  });
});
