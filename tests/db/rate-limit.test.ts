// The rate limits' counters, shared by every instance through the database.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import {
  consume,
  giveBack,
  peek,
  removeEndedWindows,
  resetCounter,
} from "@/server/http/rate-limit";

const RULE = { limit: 3, windowMs: 10 * 60_000 };

/** Moves every window's end into the past, as if the time had gone by. */
async function endWindows(key?: string) {
  await db()
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(key ? sql`${rateLimits.key} = ${key}` : undefined);
}

describe("consume", () => {
  it("allows events up to the limit, then says how long to wait for the window's end", async () => {
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await consume({ a: RULE }));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    const wait = verdicts[3]?.retryAfterSeconds ?? 0;
    expect(wait).toBeGreaterThan(590);
    expect(wait).toBeLessThanOrEqual(600);
    // Other keys count apart.
    expect((await consume({ b: RULE })).allowed).toBe(true);
  });

  it("counts every one of many concurrent events exactly once", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, () => consume({ busy: { limit: 10, windowMs: 60_000 } })),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(10);
    const [row] = await db().select().from(rateLimits);
    expect(row?.count).toBe(40);
  });

  it("starts a window again once it has ended", async () => {
    for (let i = 0; i < 4; i++) await consume({ a: RULE });
    await endWindows("a");
    expect(await consume({ a: RULE })).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const [row] = await db().select().from(rateLimits);
    expect(row?.count).toBe(1);
  });

  it("counts several keys in one call, each under its own rule, and refuses if any is over", async () => {
    const rules = { short: { limit: 1, windowMs: 60_000 }, long: { limit: 5, windowMs: 600_000 } };
    expect((await consume(rules)).allowed).toBe(true);
    const second = await consume(rules);
    expect(second.allowed).toBe(false);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe("peek", () => {
  it("tells whether one more event would pass, without counting it", async () => {
    expect(await peek({ a: RULE })).toEqual({ allowed: true, retryAfterSeconds: 0 });
    for (let i = 0; i < 2; i++) await consume({ a: RULE });
    expect((await peek({ a: RULE })).allowed).toBe(true);
    expect((await peek({ a: RULE })).allowed).toBe(true);
    await consume({ a: RULE });
    const full = await peek({ a: RULE });
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(590);
    await endWindows();
    expect((await peek({ a: RULE })).allowed).toBe(true);
  });
});

describe("clean-up", () => {
  it("resetCounter forgets one key; removeEndedWindows only the windows that have ended", async () => {
    for (const key of ["a", "b", "c"]) await consume({ [key]: RULE });
    await resetCounter("a");
    await endWindows("b");
    await removeEndedWindows();
    expect((await db().select().from(rateLimits)).map((row) => row.key)).toEqual(["c"]);
  });
});

describe("giveBack", () => {
  it("takes one event off each counter in its window, never below zero, and leaves ended ones", async () => {
    await consume({ a: RULE, b: RULE, c: RULE });
    await consume({ a: RULE });
    await endWindows("c");
    await giveBack(["a", "b", "c"]);
    await giveBack(["b"]);
    const rows = await db().select().from(rateLimits).orderBy(rateLimits.key);
    expect(rows.map((row) => [row.key, row.count])).toEqual([
      ["a", 1],
      ["b", 0],
      ["c", 1],
    ]);
  });

  it("runs beside concurrent counts of the same keys without failing any", async () => {
    const keys = { x: RULE, y: RULE, z: RULE };
    await consume(keys);
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? consume(keys) : giveBack(["z", "x", "y"]),
    );
    await expect(Promise.all(calls)).resolves.toHaveLength(40);
  });
});
