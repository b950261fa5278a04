// Throttling of sign-in attempts. Three counters, so that guessing is slow but a stranger cannot
// keep a real user out for long:
// - per address and account: 5 failures in 15 minutes (the usual case of one guesser);
// - per address: 20 failures in 15 minutes, whatever the accounts;
// - per account from anywhere: 30 failures in 5 minutes, so a distributed attack is slowed,
//   and the worst a stranger can do to a real user is a five-minute wait — and none at all in a
//   browser that has signed in to that account before (see device-cookie.ts).
// The counters live in the database (rate-limit.ts): every instance sees every attempt. Each
// attempt is counted, in one atomic statement, before its password or code is checked, and given
// back when it succeeds: forty guesses sent at once get five checked, not six or forty.
import "server-only";
import { sql } from "drizzle-orm";
import { plural } from "@/lib/admin/messages/format";
import { db } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { tooManyRequests } from "@/server/errors";
import { consume, giveBack, type Rule, resetCounter } from "@/server/http/rate-limit";

const RULES = {
  pair: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { limit: 30, windowMs: 5 * 60_000 },
} satisfies Record<string, Rule>;

function keys(email: string, ip: string) {
  return {
    pair: `login:pair:${ip}:${email}`,
    address: `login:ip:${ip}`,
    account: `login:account:${email}`,
  };
}

/**
 * Counts a password attempt before it is checked: answers the seconds to wait (the attempt is
 * refused unchecked, and given back, so that refused attempts hold no one longer) or 0. A known
 * device is not held by the per-account counter, though its attempts count there too.
 */
export async function startPasswordAttempt(
  email: string,
  ip: string,
  knownDevice: boolean,
): Promise<number> {
  const k = keys(email, ip);
  const held = { [k.pair]: RULES.pair, [k.address]: RULES.address };
  const account = { [k.account]: RULES.account };
  const [verdict] = knownDevice
    ? await Promise.all([consume(held), consume(account)])
    : [await consume({ ...held, ...account })];
  if (!verdict.allowed) await giveBack([k.pair, k.address, k.account]);
  return waitOf(verdict);
}

/** A right password: its attempt is given back, and the address's failures on it forgotten. */
export async function passwordAttemptSucceeded(email: string, ip: string): Promise<void> {
  const k = keys(email, ip);
  await resetCounter(k.pair);
  await giveBack([k.address, k.account]);
}

// The second sign-in step has its own counter per account (5 wrong codes in 15 minutes), and
// each code also counts against the address, like a password. A browser carrying the account's
// device cookie counts on a counter of its own, as at the password step: someone who has the
// password cannot lock the owner out of a browser they have signed in from before.
const SECOND_FACTOR: Rule = { limit: 5, windowMs: 15 * 60_000 };

const codeCounter = (userId: string, knownDevice: boolean) =>
  `login:code:${userId}${knownDevice ? ":known-device" : ""}`;

/** Counts a code before it is checked: the seconds to wait (given back), or 0. */
export async function startCodeAttempt(
  userId: string,
  ip: string,
  knownDevice: boolean,
): Promise<number> {
  const code = codeCounter(userId, knownDevice);
  const address = keys("", ip).address;
  const verdict = await consume({ [code]: SECOND_FACTOR, [address]: RULES.address });
  if (!verdict.allowed) await giveBack([code, address]);
  return waitOf(verdict);
}

/** A right code: its attempt is given back and the account's wrong codes forgotten. */
export async function codeAttemptSucceeded(
  userId: string,
  ip: string,
  knownDevice: boolean,
): Promise<void> {
  await resetCounter(codeCounter(userId, knownDevice));
  await giveBack([keys("", ip).address]);
}

/**
 * Spends a password step's cookie (pending-login.ts): true the first time, false ever after, on
 * every instance. Kept for as long as the cookie could live.
 */
export async function spendPasswordStep(stepId: string, lifetimeMs: number): Promise<boolean> {
  return (await consume({ [`login:step:${stepId}`]: { limit: 1, windowMs: lifetimeMs } })).allowed;
}

/** Whether a password step's cookie has been spent already (without spending it). */
export async function passwordStepSpent(stepId: string): Promise<boolean> {
  const [row] = await db()
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${`login:step:${stepId}`} and ${rateLimits.resetAt} > now()`);
  return row !== undefined;
}

const minutes = (count: number) => `${count} ${plural(count, "minuto", "minutos")}`;

/** The answer to an attempt refused unchecked: 429, with the wait in minutes and in Retry-After. */
export function throttled(wait: number) {
  return tooManyRequests(
    `Demasiadas tentativas falhadas. Tente novamente dentro de ${minutes(Math.ceil(wait / 60))}.`,
    wait,
  );
}

const waitOf = (verdict: { allowed: boolean; retryAfterSeconds: number }) =>
  verdict.allowed ? 0 : verdict.retryAfterSeconds;
