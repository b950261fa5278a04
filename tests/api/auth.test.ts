import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { rateLimits, sessions, users } from "@/server/db/schema";
import { ADMIN, call, signIn } from "../support/http";

describe("POST /api/auth/login", () => {
  it("answers {id, email, name, pending} and sets a hardened session cookie", async () => {
    await signIn();
    const response = await call("POST", "/api/auth/login", { json: ADMIN });
    expect(response.status).toBe(200);
    expect(Object.keys(response.json).sort()).toEqual(["email", "id", "name", "pending"]);
    expect(response.json.pending).toBeNull();
    expect(response.json.email).toBe(ADMIN.email);
    const [cookie = "", device = ""] = response.headers.getSetCookie();
    const token = /^casa_session=([^;]+)/.exec(cookie)?.[1] ?? "";
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(cookie.split("; ")).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]),
    );
    expect(cookie).not.toContain("Secure"); // http://localhost
    // The known-device cookie (see login throttling) is as closed: script, other sites and
    // other paths never see it.
    expect(device).toMatch(/^casa_device=\d+\.[\w-]{43}; /);
    expect(device.split("; ")).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Strict", "Path=/api/auth"]),
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("stores only a hash of the token and issues a new token at each login", async () => {
    const first = await signIn();
    const second = await signIn();
    expect(first).not.toBe(second);
    const rows = await db().select().from(sessions);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect([first, second].some((cookie) => cookie.includes(row.tokenHash))).toBe(false);
    }
  });

  it("over HTTPS: the session cookie is Secure and __Host- prefixed, and only that name is read", async () => {
    await signIn();
    const response = await call("POST", "https://casalusa.pt/api/auth/login", { json: ADMIN });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie.split("; ")).toContain("Secure");
    const session = cookies.find((cookie) => cookie.startsWith("__Host-casa_session="));
    // __Host-: Secure, Path=/ and no Domain, or browsers refuse it.
    expect(session?.split("; ")).toEqual(expect.arrayContaining(["Path=/", "Secure"]));
    expect(session).not.toMatch(/Domain=/i);
    const token = session?.split(";")[0]?.split("=")[1] ?? "";
    const asHost = await call("GET", "https://casalusa.pt/api/auth/me", {
      cookie: `__Host-casa_session=${token}`,
    });
    expect(asHost.status).toBe(200);
    // A cookie of the plain name (one a sibling subdomain could have set) is not read.
    const plain = await call("GET", "https://casalusa.pt/api/auth/me", {
      cookie: `casa_session=${token}`,
    });
    expect(plain.status).toBe(401);
    // The known-device cookie cannot take __Host- (its path is /api/auth): it is __Secure-.
    const device = cookies.find((cookie) => cookie.startsWith("__Secure-casa_device="));
    expect(device?.split("; ")).toEqual(expect.arrayContaining(["Path=/api/auth", "Secure"]));
  });

  it("stores the password as an argon2id hash", async () => {
    await signIn();
    const [user] = await db().select().from(users).where(eq(users.email, ADMIN.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
  });

  it("gives an unknown e-mail and a wrong password the same 401 answer", async () => {
    await signIn();
    const wrongPassword = await call("POST", "/api/auth/login", {
      json: { email: ADMIN.email, password: "wrong-password" },
    });
    const unknownEmail = await call("POST", "/api/auth/login", {
      json: { email: "nobody@example.pt", password: "wrong-password" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.json).toEqual(unknownEmail.json);
    expect(wrongPassword.json.message).toBe("Email ou senha inválidos");
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a malformed e-mail or a missing password with 400", async () => {
    expect(
      (await call("POST", "/api/auth/login", { json: { email: "x", password: "p" } })).status,
    ).toBe(400);
    expect((await call("POST", "/api/auth/login", { json: { email: ADMIN.email } })).status).toBe(
      400,
    );
  });

  const attempt = (ip: string, password = "wrong-password") =>
    call("POST", "/api/auth/login", { ip, json: { email: ADMIN.email, password } });

  it("throttles repeated failures per account and address with 429", async () => {
    await signIn();
    for (let i = 0; i < 5; i++) expect((await attempt("198.51.100.1")).status).toBe(401);
    const blocked = await attempt("198.51.100.1");
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/tentativas/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits on that address…
    expect((await attempt("198.51.100.1", ADMIN.password)).status).toBe(429);
    // …but the real user, elsewhere, is not locked out by a stranger's guesses.
    expect((await attempt("198.51.100.2", ADMIN.password)).status).toBe(200);
  });

  it("throttles guesses at one account from many addresses, for five minutes at most", async () => {
    await signIn();
    const other = { email: "outra@example.pt", password: "another-Secret-1" };
    await signIn(other);
    // The owner's browser, from an earlier login: its device cookie, bound to the account.
    const earlier = await call("POST", "/api/auth/login", { ip: "198.51.100.60", json: ADMIN });
    const device = /casa_device=[^;]+/.exec(earlier.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(device).not.toBe("");
    const otherDevice =
      /casa_device=[^;]+/.exec(
        (await call("POST", "/api/auth/login", { json: other })).headers.get("set-cookie") ?? "",
      )?.[0] ?? "";
    // 30 addresses, one wrong guess each: no address and no address-account pair is over its
    // own limit, only the account is.
    const strangers = Array.from({ length: 30 }, (_, i) => `192.0.2.${i + 1}`);
    for (const ip of strangers) expect((await attempt(ip)).status).toBe(401);

    const blocked = await attempt("192.0.2.200");
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Demasiadas tentativas falhadas\. Tente novamente/);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(5 * 60);
    // While the account is held, its owner waits in a browser never used for it…
    expect((await attempt("198.51.100.50", ADMIN.password)).status).toBe(429);
    const withCookie = (cookie: string) =>
      call("POST", "/api/auth/login", { ip: "198.51.100.61", cookie, json: ADMIN });
    expect((await withCookie(otherDevice)).status).toBe(429);
    const tampered = device.replace(/\.(.)/, (_, c) => `.${c === "A" ? "B" : "A"}`);
    expect((await withCookie(tampered)).status).toBe(429);
    // …but not in the browser that signed in before, whatever its address.
    expect((await withCookie(device)).status).toBe(200);
    // …but other accounts, from the very same addresses, are not held.
    const otherLogin = await call("POST", "/api/auth/login", { ip: strangers[0], json: other });
    expect(otherLogin.status).toBe(200);

    // Once the window the server announced has passed, the owner signs in. The windows are
    // timed by the database's clock: their ends move back by as much instead.
    await db()
      .update(rateLimits)
      .set({ resetAt: sql`${rateLimits.resetAt} - ${retryAfter} * interval '1 second'` });
    expect((await attempt("198.51.100.50", ADMIN.password)).status).toBe(200);
  });

  // The third hostile test: 40 wrong passwords sent at once got 6 checked, over the limit of 5,
  // since each was checked before the failures were counted. Now each is counted first.
  it("checks no more than 5 of 40 wrong passwords sent at once, and none of the rest", async () => {
    await signIn();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt("198.51.100.40", `wrong-guess-${i}`)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
    // The refused ones are given back: they hold the account no longer than checked ones would.
    const counters = await db().select().from(rateLimits);
    const count = (key: string) => counters.find((row) => row.key === key)?.count;
    expect(count(`login:account:${ADMIN.email}`)).toBe(5);
    expect(count("login:ip:198.51.100.40")).toBe(5);
  });

  it("gives a right password's attempt back: signing in often is never throttled", async () => {
    await signIn();
    for (let i = 0; i < 25; i++) {
      expect((await attempt("198.51.100.41", ADMIN.password)).status).toBe(200);
    }
    for (let i = 0; i < 5; i++) expect((await attempt("198.51.100.41")).status).toBe(401);
    expect((await attempt("198.51.100.41")).status).toBe(429);
  });

  it("throttles one address trying many accounts", async () => {
    for (let i = 0; i < 20; i++) {
      const response = await call("POST", "/api/auth/login", {
        ip: "198.51.100.9",
        json: { email: `user${i}@example.pt`, password: "whatever" },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await call("POST", "/api/auth/login", {
      ip: "198.51.100.9",
      json: { email: "another@example.pt", password: "whatever" },
    });
    expect(blocked.status).toBe(429);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me answers the signed-in user, or 401", async () => {
    const cookie = await signIn();
    const me = await call("GET", "/api/auth/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: ADMIN.email, role: "admin" });
    expect(me.json.passwordHash).toBeUndefined();
    expect((await call("GET", "/api/auth/me")).status).toBe(401);
    expect((await call("GET", "/api/auth/me", { cookie: "casa_session=forged" })).status).toBe(401);
  });

  it("POST /api/auth/logout ends the session on the server", async () => {
    const cookie = await signIn();
    const logout = await call("POST", "/api/auth/logout", { cookie });
    expect(logout.status).toBe(204);
    expect(logout.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(401);
    expect(await db().select().from(sessions)).toHaveLength(0);
  });

  it("ends a session that has been idle too long or is past its absolute expiry", async () => {
    const cookie = await signIn();
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) });
    expect((await call("GET", "/api/auth/me", { cookie })).status).toBe(401);

    const fresh = await signIn();
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call("GET", "/api/auth/me", { cookie: fresh })).status).toBe(401);
  });
});
