// Log lines never carry a failed query's parameters, the database's row details, password
// hashes or e-mail addresses, though they keep what says what went wrong.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { db } from "@/server/db/client";
import { leads, users } from "@/server/db/schema";
import { createLogger, scrubText } from "./log-scrub";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("info", stream), lines };
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("the log", () => {
  it("keeps a failed query's statement and reason, not its parameters or the row's values", async () => {
    const passwordHash = await hashPassword("a-long-Secret-42");
    const user = { email: "ana.sousa@example.pt", name: "Ana Sousa", passwordHash };
    await db().insert(users).values(user);
    const duplicate = await failure(() => db().insert(users).values(user));
    const { logger, lines } = capture();
    logger.error({ err: duplicate, method: "POST", path: "/api/users" }, "unhandled error");
    const line = lines.join("");
    const { err } = JSON.parse(line) as { err: { message: string; cause: { message: string } } };
    expect(err.message).toMatch(/^Failed query: insert into "users"/);
    expect(err.message).toMatch(/\nparams: \[redacted\]$/);
    expect(err.cause.message).toMatch(/users_email_unique/);
    for (const secret of ["ana.sousa@example.pt", "Ana Sousa", passwordHash, "$argon2id$"]) {
      expect(line).not.toContain(secret);
    }
  });

  it("drops a visitor's data from a failed insert of a lead", async () => {
    const message = "Gostaria de visitar o T2 no sábado, ligue para 912 345 678";
    const error = await failure(() =>
      db()
        .insert(leads)
        .values({ name: "Rui Costa", email: "rui@example.pt", message, language: "xx" as never }),
    );
    const { logger, lines } = capture();
    logger.error({ err: error }, "unhandled error");
    const line = lines.join("");
    expect((JSON.parse(line) as { err: { message: string } }).err.message).toMatch(/^Failed query/);
    for (const secret of ["Rui Costa", "rui@example.pt", message]) {
      expect(line).not.toContain(secret);
    }
  });

  it("redacts by field name and by shape anywhere in a line", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        email: "x@example.pt",
        nested: { token: "abc", note: "wrote from maria@example.pt", hash: "$argon2id$v=19$m=1" },
      },
      "event",
    );
    const line = JSON.parse(lines.join("")) as Record<string, unknown>;
    expect(line).toMatchObject({
      email: "[redacted]",
      nested: {
        token: "[redacted]",
        note: "wrote from [redacted e-mail]",
        hash: "[redacted hash]",
      },
      msg: "event",
    });
  });

  it("redacts a portal feed's key in an address", () => {
    expect(scrubText("GET /feeds/kyero.xml?key=s3cr3tKey-1&x=1 failed")).toBe(
      "GET /feeds/kyero.xml?key=[redacted]&x=1 failed",
    );
  });
});
