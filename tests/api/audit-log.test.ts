// The audit log: every staff write recorded by the route wrapper (field names, never values),
// sign-ins, failed ones and sign-outs; read by administrators only; never changed.
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { pruneAuditLog } from "@/server/audit/audit-log";
import { db } from "@/server/db/client";
import { auditLog, users } from "@/server/db/schema";
import { ADMIN, call, signIn } from "../support/http";
import { propertyPayload } from "../support/payloads";

async function entries() {
  return db().select().from(auditLog).orderBy(auditLog.at);
}

async function adminId() {
  const [row] = await db().select({ id: users.id }).from(users);
  return row?.id;
}

describe("the audit log", () => {
  it("records a property's creation and edit: who, from where, which record, which fields", async () => {
    const cookie = await signIn();
    const created = await call("POST", "/api/properties", {
      cookie,
      json: propertyPayload(),
      ip: "198.51.100.4",
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const edited = await call("PATCH", `/api/properties/${id}`, {
      cookie,
      json: { titlePt: "Moradia com segredo no título", price: 123456 },
      ip: "198.51.100.4",
    });
    expect(edited.status).toBe(200);

    const log = await entries();
    const userId = await adminId();
    const create = log.find((entry) => entry.action === "properties.create");
    const update = log.find((entry) => entry.action === "properties.update");
    expect(create).toMatchObject({
      entity: "properties",
      entityId: id,
      userId,
      ip: "198.51.100.4",
    });
    expect(update).toMatchObject({
      entity: "properties",
      entityId: id,
      userId,
      ip: "198.51.100.4",
    });
    expect(update?.fields).toEqual(["price", "titlePt"]);
    // Names only: no value sent reaches the log.
    expect(JSON.stringify(log)).not.toContain("segredo");
    expect(JSON.stringify(log)).not.toContain("123456");
  });

  it("records nothing for a refused write or a read", async () => {
    const cookie = await signIn();
    const before = (await entries()).length;
    await call("PATCH", `/api/properties/${crypto.randomUUID()}`, { cookie, json: {} });
    await call("GET", "/api/properties", { cookie });
    expect((await entries()).length).toBe(before);
  });

  it("records sign-ins, failed sign-ins (an unknown address only as a keyed hash) and sign-outs", async () => {
    const cookie = await signIn();
    const userId = await adminId();
    expect(
      (await call("POST", "/api/auth/login", { json: { ...ADMIN, password: "wrong-password-1" } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call("POST", "/api/auth/login", {
          json: { email: "stranger@example.org", password: "whatever-it-is" },
        })
      ).status,
    ).toBe(401);
    expect((await call("POST", "/api/auth/logout", { cookie })).status).toBe(204);

    const log = await entries();
    expect(log.map((entry) => entry.action)).toEqual([
      "auth.login",
      "auth.login_failed",
      "auth.login_failed",
      "auth.logout",
    ]);
    expect(log[0]).toMatchObject({ userId, ip: "203.0.113.7" });
    expect(log[1]).toMatchObject({ userId, actorKey: null });
    expect(log[2]).toMatchObject({ userId: null, entity: "auth" });
    expect(log[2]?.actorKey).toMatch(/^[\w-]{22}$/);
    expect(log[3]).toMatchObject({ userId });
    expect(JSON.stringify(log)).not.toContain("stranger");
  });

  it("records a second factor's enrolment and removal, never the code or the secret", async () => {
    const cookie = await signIn();
    const setup = await call("POST", "/api/auth/two-factor/setup", { cookie });
    const code = await generate({ secret: setup.json.secret });
    const enabled = await call("POST", "/api/auth/two-factor/enable", { cookie, json: { code } });
    expect(enabled.status).toBe(200);
    expect((await call("DELETE", "/api/auth/two-factor", { cookie })).status).toBe(204);

    const log = await entries();
    expect(log.map((entry) => [entry.action, entry.entity, entry.fields])).toEqual([
      ["auth.login", "auth", []],
      ["twoFactor.setup", "twoFactor", []],
      ["twoFactor.enable", "twoFactor", ["code"]],
      ["twoFactor.disable", "twoFactor", []],
    ]);
    expect(new Set(log.map((entry) => entry.userId))).toEqual(new Set([await adminId()]));
    expect(JSON.stringify(log)).not.toContain(code);
    expect(JSON.stringify(log)).not.toContain(setup.json.secret);
  });

  it("is listed to administrators, newest first, with filters", async () => {
    const cookie = await signIn();
    await call("POST", "/api/properties", { cookie, json: propertyPayload() });
    const all = await call("GET", "/api/audit-log", { cookie });
    expect(all.status).toBe(200);
    expect(all.json.entries.map((entry: { action: string }) => entry.action)).toEqual([
      "properties.create",
      "auth.login",
    ]);
    expect(all.json.entries[0].userName).toBe("Admin");
    expect(all.json.entities).toEqual(["auth", "properties"]);

    const filtered = await call("GET", "/api/audit-log?entity=auth&action=auth.login", { cookie });
    expect(filtered.json.total).toBe(1);
    const byUser = await call("GET", `/api/audit-log?userId=${await adminId()}`, { cookie });
    expect(byUser.json.total).toBe(2);
    const future = await call("GET", "/api/audit-log?from=2999-01-01", { cookie });
    expect(future.json.entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const until = await call("GET", `/api/audit-log?from=${today}&to=${today}`, { cookie });
    expect(until.json.total).toBe(2);
  });

  it("refuses bad filters with 400, and anonymous callers with 401", async () => {
    const cookie = await signIn();
    for (const query of ["from=yesterday", "page=0", "userId=me", "colour=red"]) {
      const answer = await call("GET", `/api/audit-log?${query}`, { cookie });
      expect(answer.status, query).toBe(400);
      expect(answer.json.message).toBe("Parâmetros do endereço inválidos");
    }
    expect((await call("GET", "/api/audit-log")).status).toBe(401);
  });

  it("offers no call that changes or deletes an entry", async () => {
    const cookie = await signIn();
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      expect((await call(method, "/api/audit-log", { cookie })).status, method).toBe(405);
    }
  });

  it("refuses UPDATE and DELETE in the database, except the retention's removal of old entries", async () => {
    await signIn();
    await expect(db().update(auditLog).set({ action: "forged" })).rejects.toThrow();
    await expect(db().delete(auditLog)).rejects.toThrow();
    await db().insert(auditLog).values({
      action: "properties.update",
      entity: "properties",
      at: sql`now() - interval '25 months'`,
    });
    expect(await pruneAuditLog(24)).toBe(1);
    expect((await entries()).map((entry) => entry.action)).toEqual(["auth.login"]);
  });
});
