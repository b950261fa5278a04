// Viewings through the API: free slots, the booking (one slot, one booking, however many ask at
// once, and no more than the forms' limit from one address), the staff's confirm / propose /
// cancel with their e-mails (by an administrator or the listing's consultant), availability and
// personal data.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { db } from "@/server/db/client";
import { leads, mailMessages, properties, users, viewings } from "@/server/db/schema";
import { env } from "@/server/env";
import { call, signIn, signInConsultant } from "../support/http";
import { leadPayload } from "../support/payloads";
import { bookableListing, dayFromToday, viewingPayload } from "../support/viewings";

let cookie: string;
let listing: { consultantId: string; propertyId: string };
beforeEach(async () => {
  cookie = await signIn();
  listing = await bookableListing(cookie);
});

const slotsUrl = (from: string, to: string, id = listing.propertyId) =>
  `/api/properties/${id}/viewing-slots?from=${from}&to=${to}`;
const freeStarts = async (from = dayFromToday(2), to = dayFromToday(4)) => {
  const answer = await call("GET", slotsUrl(from, to));
  expect(answer.status, answer.text).toBe(200);
  return answer.json.slots.map((slot: { start: string }) => slot.start) as string[];
};
const book = (start: string, overrides: Record<string, unknown> = {}, ip = "203.0.113.7") =>
  call("POST", "/api/viewings", {
    ip,
    json: viewingPayload({ propertyId: listing.propertyId, start, ...overrides }),
  });

describe("GET /api/properties/{id}/viewing-slots", () => {
  it("gives the free hours of the listing's consultant, none sooner than a day ahead", async () => {
    const answer = await call("GET", slotsUrl(dayFromToday(-3), dayFromToday(3)));
    expect(answer.status).toBe(200);
    expect(answer.json.timeZone).toBe("Europe/Lisbon");
    const starts: string[] = answer.json.slots.map((slot: { start: string }) => slot.start);
    expect(starts.length).toBeGreaterThan(9);
    const [row] = await db()
      .execute(`select now() as now`)
      .then((r) => (r as never as { rows: { now: string }[] }).rows);
    const dayAhead = new Date(row?.now as string).getTime() + 24 * 3_600_000;
    expect(starts.every((start) => Date.parse(start) >= dayAhead)).toBe(true);
    // Nine a day (09:00 to 18:00), on the hour in Lisbon.
    const lisbon = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Lisbon",
      minute: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    });
    const hours = new Set(starts.map((start) => lisbon.format(new Date(start))));
    expect([...hours].sort()).toEqual(
      ["09", "10", "11", "12", "13", "14", "15", "16", "17"].map((h) => `${h}:00`),
    );
  });

  it.each([
    ["a date that does not exist", "2027-02-30", "2027-03-02", "from"],
    ["an end before the start", "2027-03-10", "2027-03-02", "to"],
    ["more than 31 days", "2027-03-01", "2027-04-01", "to"],
    ["a malformed date", "1-3-2027", "2027-03-02", "from"],
  ])("refuses %s with 400", async (_what, from, to, field) => {
    const answer = await call("GET", slotsUrl(from, to));
    expect(answer.status).toBe(400);
    expect(answer.json.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
  });

  it("answers 404 for a listing that does not exist, and 400 without dates", async () => {
    const unknown = slotsUrl("2027-03-01", "2027-03-02", "00000000-0000-4000-8000-000000000000");
    expect((await call("GET", unknown)).status).toBe(404);
    const missing = await call("GET", `/api/properties/${listing.propertyId}/viewing-slots`);
    expect(missing.status).toBe(400);
  });
});

describe("POST /api/viewings", () => {
  it("books a free slot, which is then no longer offered", async () => {
    const [start] = await freeStarts();
    const booked = await book(start as string);
    expect(booked.status, booked.text).toBe(201);
    expect(booked.json).toMatchObject({ start, status: "requested" });
    // Nothing the visitor typed comes back.
    expect(booked.text).not.toContain("haruto");
    expect(await freeStarts()).not.toContain(start);
    const kinds = await db()
      .select({ kind: mailMessages.kind })
      .from(mailMessages)
      .where(eq(mailMessages.viewingId, booked.json.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["viewing_ack", "viewing_notice"]);
  });

  it("gives one of twenty simultaneous requests for a slot, and a 409 to the nineteen others", async () => {
    const [, start] = await freeStarts();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        book(start as string, { email: `visitor${n}@example.pt` }, `198.51.100.${n + 1}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.json.code).toBe("slot_taken");
    }
    const live = await db()
      .select()
      .from(viewings)
      .where(eq(viewings.propertyId, listing.propertyId));
    expect(live).toHaveLength(1);
  });

  it("limits bookings per address like the other public forms: 429 with a message", async () => {
    const limit = env().FORM_RATE_LIMIT;
    const starts = await freeStarts();
    expect(starts.length).toBeGreaterThan(limit);
    const fromOneAddress = (start: string, n: number) =>
      book(start, { email: `visitor${n}@example.pt` }, "192.0.2.60");
    for (const [n, start] of starts.slice(0, limit).entries()) {
      expect((await fromOneAddress(start, n)).status).toBe(201);
    }
    const blocked = await fromOneAddress(starts[limit] as string, limit);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Demasiados pedidos/);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    // The slot refused stays free; another address books it.
    expect((await book(starts[limit] as string, {}, "192.0.2.61")).status).toBe(201);
  });

  it("answers 409 for a time that is not one of the free slots", async () => {
    const [start] = await freeStarts();
    const halfPast = new Date(Date.parse(start as string) + 30 * 60_000).toISOString();
    expect((await book(halfPast)).status).toBe(409);
    expect((await book("2020-01-06T10:00:00Z")).status).toBe(409);
  });

  it.each([
    ["an invalid e-mail", { email: "haruto-at-example" }, "email"],
    ["no phone", { phone: "" }, "phone"],
    ["a start that is no time", { start: "tomorrow at ten" }, "start"],
    ["an unknown language", { language: "fr" }, "language"],
    ["no name", { name: " " }, "name"],
  ])("refuses %s with 400 and the field", async (_what, override, field) => {
    const [start] = await freeStarts();
    const answer = await book(start as string, override);
    expect(answer.status).toBe(400);
    const fields = answer.json.issues.map((issue: { path: string[] }) => issue.path[0]);
    expect(new Set(fields)).toEqual(new Set([field]));
  });

  // The hostile test's relay: the three automatic e-mails a day to one address are shared by
  // every form and feature, not counted per form.
  it("counts a lead, a viewing request and a saved search against one address's three automatic e-mails a day", async () => {
    const email = "one.address@example.pt";
    const automatic = async () =>
      (await db().select({ kind: mailMessages.kind }).from(mailMessages))
        .map((row) => row.kind)
        .filter((kind) => ["reply", "viewing_ack", "search_confirmation"].includes(kind))
        .sort();
    const lead = async (ip: string) => {
      const answer = await call("POST", "/api/leads", { ip, json: leadPayload({ email }) });
      expect(answer.status, answer.text).toBe(201);
    };
    await lead("198.51.100.1");
    const [start] = await freeStarts();
    const booked = await book(start as string, { email }, "198.51.100.2");
    expect(booked.status, booked.text).toBe(201);
    const saved = await call("POST", "/api/saved-searches", {
      ip: "198.51.100.3",
      json: { email, query: "?location=Lisboa", language: "pt", frequency: "instant" },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(await automatic()).toEqual(["reply", "search_confirmation", "viewing_ack"]);
    // The fourth is held, whichever form it comes from; the agency still hears of each request.
    await lead("198.51.100.4");
    const [, later] = await freeStarts();
    expect((await book(later as string, { email }, "198.51.100.5")).status).toBe(201);
    expect(await automatic()).toEqual(["reply", "search_confirmation", "viewing_ack"]);
    const notices = (await db().select({ kind: mailMessages.kind }).from(mailMessages)).filter(
      (row) => row.kind === "notification" || row.kind === "viewing_notice",
    );
    expect(notices).toHaveLength(4);
  });
});

describe("the staff's viewings", () => {
  async function booked() {
    const [start] = await freeStarts();
    const answer = await book(start as string);
    return answer.json.id as string;
  }
  const act = (id: string, body: Record<string, unknown>) =>
    call("PATCH", `/api/viewings/${id}`, { cookie, json: body });
  const messages = async (id: string) =>
    db().select().from(mailMessages).where(eq(mailMessages.viewingId, id));

  it("lists viewings to staff only", async () => {
    const id = await booked();
    expect((await call("GET", "/api/viewings")).status).toBe(401);
    const list = await call("GET", "/api/viewings", { cookie });
    expect(list.json.map((v: { id: string }) => v.id)).toEqual([id]);
    expect(list.json[0]).toMatchObject({ status: "requested", sequence: 0, language: "jp" });
    const theirs = await call("GET", `/api/viewings?consultantId=${listing.consultantId}`, {
      cookie,
    });
    expect(theirs.json).toHaveLength(1);
  });

  it("confirms, proposes another time and cancels, raising SEQUENCE and writing the e-mails each time", async () => {
    const id = await booked();
    const confirmed = await act(id, { action: "confirm" });
    expect(confirmed.json).toMatchObject({ status: "confirmed", sequence: 1 });
    expect((await act(id, { action: "confirm" })).status).toBe(409);

    const [, later] = await freeStarts(dayFromToday(5), dayFromToday(5));
    const proposed = await act(id, { action: "propose", start: later });
    expect(proposed.json).toMatchObject({ status: "proposed", sequence: 2, start: later });

    const cancelled = await act(id, { action: "cancel" });
    expect(cancelled.json).toMatchObject({ status: "cancelled", sequence: 3 });
    expect((await act(id, { action: "cancel" })).status).toBe(409);
    expect(await freeStarts(dayFromToday(5), dayFromToday(5))).toContain(later);

    const sent = (await messages(id))
      .filter((m) => m.eventSequence !== null)
      .map((m) => [m.kind, m.eventSequence])
      .sort();
    expect(sent).toEqual([
      ["viewing_cancellation", 3],
      ["viewing_cancellation_staff", 3],
      ["viewing_invitation", 1],
      ["viewing_invitation", 2],
      ["viewing_invitation_staff", 1],
      ["viewing_invitation_staff", 2],
    ]);
  });

  it("lets the listing's consultant confirm their own viewing; another consultant gets 404", async () => {
    const own = { email: "dona@example.pt", password: "own-Listing-pass-4" };
    await db()
      .insert(users)
      .values({
        email: own.email,
        access: "consultant",
        consultantId: listing.consultantId,
        passwordHash: await hashPassword(own.password),
      });
    const owner = await signIn(own);
    const other = await signInConsultant({
      email: "outro@example.pt",
      password: "other-Desk-pass-5",
    });
    const id = await booked();
    const confirm = (as: string) =>
      call("PATCH", `/api/viewings/${id}`, { cookie: as, json: { action: "confirm" } });
    const refused = await confirm(other.cookie);
    expect(refused.status, refused.text).toBe(404);
    const confirmed = await confirm(owner);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ status: "confirmed", sequence: 1 });
    const invitations = (await messages(id)).filter((m) => m.kind === "viewing_invitation");
    expect(invitations.map((m) => m.eventSequence)).toEqual([1]);
  });

  it("writes each step into the timeline of the visitor's lead about the listing", async () => {
    const [property] = await db()
      .select({ ref: properties.ref })
      .from(properties)
      .where(eq(properties.id, listing.propertyId));
    const asked = await call("POST", "/api/leads", {
      ip: "203.0.113.20",
      json: leadPayload({ email: "Haruto@Example.jp", propertyRef: property?.ref }),
    });
    expect(asked.status, asked.text).toBe(201);
    const [lead] = await db().select({ id: leads.id }).from(leads);
    const [start] = await freeStarts();
    const id = (await book(start as string)).json.id as string;
    expect((await act(id, { action: "confirm" })).status).toBe(200);
    // Another address's viewing of the same listing is not this lead's.
    const [, other] = await freeStarts();
    expect((await book(other as string, { email: "someone@example.pt" })).status).toBe(201);

    const events = await call("GET", `/api/leads/${lead?.id}/events`, { cookie });
    expect(events.status, events.text).toBe(200);
    const steps = events.json
      .filter((event: { kind: string }) => event.kind === "viewing")
      .map((event: { data: { step: string; start: string; viewingId: string } }) => event.data);
    expect(steps).toEqual([
      { viewingId: id, step: "requested", start },
      { viewingId: id, step: "confirmed", start },
    ]);
  });

  it("refuses to propose a time the consultant already gives to another viewing", async () => {
    const [first, second] = await freeStarts();
    const a = (await book(first as string)).json.id;
    await book(second as string, { email: "other@example.pt" });
    const clash = await act(a, { action: "propose", start: second });
    expect(clash.status).toBe(409);
    const past = await act(a, { action: "propose", start: "2020-01-01T10:00:00Z" });
    expect(past.status).toBe(400);
    expect(past.json.issues[0].path).toEqual(["start"]);
  });
});

describe("availability", () => {
  it("is read back as saved, and bad hours are refused with the field", async () => {
    const url = `/api/consultants/${listing.consultantId}/availability`;
    const saved = {
      weekly: [{ weekday: 2, start: "10:00", end: "13:00" }],
      exceptions: [
        { date: "2027-12-25", start: null, end: null },
        { date: "2027-12-24", start: "10:00", end: "12:00" },
      ],
    };
    expect((await call("PUT", url, { cookie, json: saved })).status).toBe(200);
    const read = await call("GET", url, { cookie });
    expect(read.json).toEqual({ ...saved, exceptions: [saved.exceptions[1], saved.exceptions[0]] });
    const bad = await call("PUT", url, {
      cookie,
      json: { weekly: [{ weekday: 2, start: "13:00", end: "10:00" }], exceptions: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toEqual(["weekly", 0, "end"]);
    expect((await call("GET", url)).status).toBe(401);
  });
});

describe("personal data", () => {
  it("finds a visitor's viewings and erases them, freeing a slot still to come", async () => {
    const [start] = await freeStarts();
    await book(start as string);
    const address = "haruto@example.jp";
    const found = await call("GET", `/api/personal-data?email=${address}`, { cookie });
    expect(found.json.counts.viewings).toBe(1);
    expect(found.json.sources.viewings[0].phone).toBe("+81 90 1234 5678");
    const erased = await call("DELETE", `/api/personal-data?email=${address}`, { cookie });
    expect(erased.json.counts.viewings).toBe(1);
    const [row] = await db().select().from(viewings);
    expect(row).toMatchObject({ name: "[apagado]", email: "", status: "cancelled" });
    expect(await freeStarts()).toContain(start);
  });
});
