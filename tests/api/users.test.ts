import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import { ADMIN, call, signIn } from "../support/http";

let cookie: string;
beforeEach(async () => {
  cookie = await signIn();
});

const newUser = { name: "Sofia", email: "sofia@casalusa.pt", password: "blue-Harbour-123" };

async function createUser(body: Record<string, unknown> = newUser) {
  const response = await call("POST", "/api/users", { cookie, json: body });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

function expectNoPassword(value: unknown) {
  const text = JSON.stringify(value);
  expect(text).not.toMatch(/password/i);
  expect(text).not.toContain("$argon2");
}

describe("users", () => {
  it("creates, lists, reads and updates users without ever answering a password", async () => {
    const created = await createUser();
    expect(created).toMatchObject({ name: "Sofia", email: "sofia@casalusa.pt", role: "admin" });
    expectNoPassword(created);
    const list = await call("GET", "/api/users", { cookie });
    expect(list.json).toHaveLength(2);
    expectNoPassword(list.json);
    const one = await call("GET", `/api/users/${created.id}`, { cookie });
    expectNoPassword(one.json);
    const updated = await call("PATCH", `/api/users/${created.id}`, {
      cookie,
      json: { name: "Sofia M.", role: "editor" },
    });
    expect(updated.json).toMatchObject({ name: "Sofia M.", role: "editor" });
    expectNoPassword(updated.json);
  });

  it.each([
    ["a blank name", { name: " " }, "Nome é obrigatório"],
    ["an invalid e-mail", { email: "sofia" }, "Email inválido"],
    [
      "an 11-character password",
      { password: "12345678901" },
      "Password deve ter pelo menos 12 caracteres",
    ],
    [
      "one of the most used passwords, whatever its case",
      { password: "QWERTY123456" },
      "Esta password está entre as mais usadas e é fácil de adivinhar: escolha outra (uma frase de várias palavras, por exemplo)",
    ],
    ["a password over 256 characters", { password: "x".repeat(257) }, ""],
  ])("refuses %s", async (_what, override, message) => {
    const response = await call("POST", "/api/users", {
      cookie,
      json: { ...newUser, ...override },
    });
    expect(response.status).toBe(400);
    if (message) expect(response.json.issues[0].message).toBe(message);
    expect((await call("GET", "/api/users", { cookie })).json).toHaveLength(1);
  });

  it("answers 409 for a duplicate e-mail, whatever its case", async () => {
    await createUser();
    const response = await call("POST", "/api/users", {
      cookie,
      json: { ...newUser, email: "SOFIA@casalusa.pt" },
    });
    expect(response.status).toBe(409);
  });

  it("answers 409 to a PATCH taking another user's e-mail, and changes nothing", async () => {
    const created = await createUser();
    const before = await db().select().from(users).where(eq(users.id, created.id));
    const response = await call("PATCH", `/api/users/${created.id}`, {
      cookie,
      json: { name: "Sofia M.", email: ADMIN.email.toUpperCase() },
    });
    expect(response.status).toBe(409);
    expect(response.json.message).toBe("Já existe um utilizador com este email");
    expect(await db().select().from(users).where(eq(users.id, created.id))).toEqual(before);
  });

  it("keeps the password when PATCH sends none or a blank one", async () => {
    const created = await createUser();
    const before = await db().select().from(users).where(eq(users.id, created.id));
    for (const body of [{ name: "A" }, { name: "B", password: "" }]) {
      expect((await call("PATCH", `/api/users/${created.id}`, { cookie, json: body })).status).toBe(
        200,
      );
    }
    const after = await db().select().from(users).where(eq(users.id, created.id));
    expect(after[0]?.passwordHash).toBe(before[0]?.passwordHash);
    const login = await call("POST", "/api/auth/login", {
      json: { email: newUser.email, password: newUser.password },
    });
    expect(login.status).toBe(200);
  });

  it("a new password ends that user's sessions", async () => {
    const created = await createUser();
    const theirCookie = await signIn({ email: newUser.email, password: newUser.password });
    const response = await call("PATCH", `/api/users/${created.id}`, {
      cookie,
      json: { password: "another-secret" },
    });
    expect(response.status).toBe(200);
    expect((await call("GET", "/api/auth/me", { cookie: theirCookie })).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(200);
  });

  it("changing your own password keeps your current session but ends the others", async () => {
    const me = (await call("GET", "/api/auth/me", { cookie })).json;
    const otherDevice = await signIn();
    const changed = await call("PATCH", `/api/users/${me.id}`, {
      cookie,
      json: { password: "brand-new-pass", currentPassword: ADMIN.password },
    });
    expect(changed.status).toBe(200);
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(200);
    expect((await call("GET", "/api/auth/me", { cookie: otherDevice })).status).toBe(401);
  });

  it("deleting a user ends their sessions", async () => {
    const created = await createUser();
    await signIn({ email: newUser.email, password: newUser.password });
    expect((await call("DELETE", `/api/users/${created.id}`, { cookie })).status).toBe(204);
    const left = await db().select().from(sessions).where(eq(sessions.userId, created.id));
    expect(left).toHaveLength(0);
  });

  it("refuses to delete your own account or the last one with 409", async () => {
    const me = (await call("GET", "/api/auth/me", { cookie })).json;
    const own = await call("DELETE", `/api/users/${me.id}`, { cookie });
    expect(own.status).toBe(409);
    expect(own.json.message).toBeTruthy();

    const other = await createUser();
    const otherCookie = await signIn({ email: newUser.email, password: newUser.password });
    // She first replaces the password the admin chose for her.
    const chosen = await call("PATCH", `/api/users/${other.id}`, {
      cookie: otherCookie,
      json: { password: "her-Own-choice-77", currentPassword: newUser.password },
    });
    expect(chosen.status).toBe(200);
    expect((await call("DELETE", `/api/users/${me.id}`, { cookie: otherCookie })).status).toBe(204);
    // Sofia is now the only user: nobody can remove the last account.
    const last = await call("DELETE", `/api/users/${other.id}`, { cookie: otherCookie });
    expect(last.status).toBe(409);
    expect(await db().select().from(users)).toHaveLength(1);
    expect(ADMIN.email).not.toBe(newUser.email);
  });

  it("answers 404 for an unknown user", async () => {
    const id = "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b";
    expect((await call("GET", `/api/users/${id}`, { cookie })).status).toBe(404);
    expect((await call("PATCH", `/api/users/${id}`, { cookie, json: { name: "x" } })).status).toBe(
      404,
    );
    expect((await call("DELETE", `/api/users/${id}`, { cookie })).status).toBe(404);
  });
});
