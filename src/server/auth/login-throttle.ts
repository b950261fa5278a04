// Throttling of failed logins. Three counters, so that guessing is slow but a stranger cannot
// keep a real user out for long:
// - per address and account: 5 failures in 15 minutes (the usual case of one guesser);
// - per address: 20 failures in 15 minutes, whatever the accounts;
// - per account from anywhere: 30 failures in 5 minutes, so a distributed attack is slowed,
//   and the worst a stranger can do to a real user is a five-minute wait — and none at all in a
//   browser that has signed in to that account before (see device-cookie.ts).
// The counters live in the database (rate-limit.ts): every instance sees every failure.
import "server-only";
import { consume, peek, type Rule, resetCounter } from "@/server/http/rate-limit";

const RULES = {
  pair: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 20, windowMs: 15 * 60_000 },
  account: { limit: 30, windowMs: 5 * 60_000 },
} satisfies Record<string, Rule>;

type Counter = keyof typeof RULES;

function keys(email: string, ip: string): Record<Counter, string> {
  return {
    pair: `login:pair:${ip}:${email}`,
    address: `login:ip:${ip}`,
    account: `login:account:${email}`,
  };
}

/** The counters' keys with their rules, leaving out those named in `except`. */
function counts(email: string, ip: string, except?: Counter): Record<string, Rule> {
  const k = keys(email, ip);
  return Object.fromEntries(
    (Object.keys(RULES) as Counter[])
      .filter((name) => name !== except)
      .map((name) => [k[name], RULES[name]]),
  );
}

/**
 * Seconds to wait before another attempt is allowed, or 0. A known device is not held by the
 * per-account counter.
 */
export async function loginRetryAfter(
  email: string,
  ip: string,
  knownDevice = false,
): Promise<number> {
  const verdict = await peek(counts(email, ip, knownDevice ? "account" : undefined));
  return verdict.allowed ? 0 : verdict.retryAfterSeconds;
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  await consume(counts(email, ip));
}

export async function recordLoginSuccess(email: string, ip: string): Promise<void> {
  await resetCounter(keys(email, ip).pair);
}

// The second sign-in step has its own counter per account (5 wrong codes in 15 minutes), and
// each wrong code also counts against the address, like a wrong password.
const SECOND_FACTOR: Rule = { limit: 5, windowMs: 15 * 60_000 };

function secondFactorCounts(userId: string, ip: string): Record<string, Rule> {
  return { [`login:code:${userId}`]: SECOND_FACTOR, [`login:ip:${ip}`]: RULES.address };
}

export async function secondFactorRetryAfter(userId: string, ip: string): Promise<number> {
  const verdict = await peek(secondFactorCounts(userId, ip));
  return verdict.allowed ? 0 : verdict.retryAfterSeconds;
}

export async function recordSecondFactorFailure(userId: string, ip: string): Promise<void> {
  await consume(secondFactorCounts(userId, ip));
}

export async function recordSecondFactorSuccess(userId: string): Promise<void> {
  await resetCounter(`login:code:${userId}`);
}
