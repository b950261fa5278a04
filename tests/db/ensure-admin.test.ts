// The first admin account: a random password shown once when ADMIN_PASSWORD is unset, the
// configured one otherwise, and never a second account on a later start.
import { afterEach, describe, expect, it } from "vitest";
import { verifyPassword } from "@/server/auth/password";
import { connection, db } from "@/server/db/client";
import { DEFAULT_ADMIN_EMAIL, ensureAdminUser } from "@/server/db/ensure-admin";
import { prepareDatabase } from "@/server/db/prepare";
import { users } from "@/server/db/schema";
import { resetEnv } from "@/server/env";

/** Creates the first admin without a password, as a fresh install does; returns what it printed. */
async function firstStart(): Promise<string[]> {
  const printed: string[] = [];
  await ensureAdminUser(db(), { print: (text) => printed.push(text) });
  return printed;
}

function printedPassword(printed: string[]): string {
  const password = /password: (\S+)/.exec(printed.join(""))?.[1];
  if (!password) throw new Error(`no password in ${JSON.stringify(printed)}`);
  return password;
}

describe("without ADMIN_PASSWORD", () => {
  it("creates the admin with a random password printed once, stored only as an argon2id hash", async () => {
    const printed = await firstStart();
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("Admin account created");
    expect(printed[0]).toContain(DEFAULT_ADMIN_EMAIL);
    const password = printedPassword(printed);
    expect(password.length).toBeGreaterThanOrEqual(16);

    const [admin, ...others] = await db().select().from(users);
    expect(others).toEqual([]);
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, role: "admin" });
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin?.passwordHash).not.toContain(password);
    expect(await verifyPassword(admin?.passwordHash ?? "", password)).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? "", `${password}x`)).toBe(false);
  });

  it("does not create or print anything once an account exists", async () => {
    await firstStart();
    const [before] = await db().select().from(users);
    expect(await firstStart()).toEqual([]);
    expect(await db().select().from(users)).toEqual([before]);
  });

  it("draws a different password for each new database", async () => {
    const first = printedPassword(await firstStart());
    await db().delete(users);
    const second = printedPassword(await firstStart());
    expect(second).not.toBe(first);
  });
});

describe("with ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  async function expectAdmin(email: string, password: string) {
    const [admin, ...others] = await db().select().from(users);
    expect(others).toEqual([]);
    expect(admin?.email).toBe(email);
    expect(await verifyPassword(admin?.passwordHash ?? "", password)).toBe(true);
  }

  it("refuses an ADMIN_PASSWORD that no new password may be, naming the variable", async () => {
    for (const password of ["short-pw-1", "qwerty123456"]) {
      await expect(ensureAdminUser(db(), { email: "chefe@casalusa.pt", password })).rejects.toThrow(
        /^ADMIN_PASSWORD: /,
      );
    }
    expect(await db().select().from(users)).toEqual([]);
  });

  it("uses the given e-mail and password and prints nothing", async () => {
    const printed: string[] = [];
    const created = await ensureAdminUser(db(), {
      email: "Chefe@CasaLusa.pt",
      password: "given-Secret-42",
      print: (text) => printed.push(text),
    });
    expect(created).toEqual({ email: "chefe@casalusa.pt", generatedPassword: null });
    expect(printed).toEqual([]);
    await expectAdmin("chefe@casalusa.pt", "given-Secret-42");
  });

  const saved = { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD };
  afterEach(() => {
    restore("ADMIN_EMAIL", saved.email);
    restore("ADMIN_PASSWORD", saved.password);
    resetEnv();
  });

  it("the start-up reads them from the environment", async () => {
    process.env.ADMIN_EMAIL = "dona@casalusa.pt";
    process.env.ADMIN_PASSWORD = "from-the-Env-7";
    resetEnv();
    await prepareDatabase(connection(), { demo: false });
    await expectAdmin("dona@casalusa.pt", "from-the-Env-7");
  });
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
