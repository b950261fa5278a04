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
// each wrong code also counts against the address, like a wrong password. A browser carrying the
// account's device cookie counts on a counter of its own, as at the password step: someone who
// has the password cannot lock the owner out of a browser they have signed in from before.
const SECOND_FACTOR: Rule = { limit: 5, windowMs: 15 * 60_000 };

const codeCounter = (userId: string, knownDevice: boolean) =>
  `login:code:${userId}${knownDevice ? ":known-device" : ""}`;

function secondFactorCounts(
  userId: string,
  ip: string,
  knownDevice: boolean,
): Record<string, Rule> {
  return { [codeCounter(userId, knownDevice)]: SECOND_FACTOR, [`login:ip:${ip}`]: RULES.address };
}

export async function secondFactorRetryAfter(
  userId: string,
  ip: string,
  knownDevice: boolean,
): Promise<number> {
  const verdict = await peek(secondFactorCounts(userId, ip, knownDevice));
  return verdict.allowed ? 0 : verdict.retryAfterSeconds;
}

export async function recordSecondFactorFailure(
  userId: string,
  ip: string,
  knownDevice: boolean,
): Promise<void> {
  await consume(secondFactorCounts(userId, ip, knownDevice));
}

export async function recordSecondFactorSuccess(
  userId: string,
  knownDevice: boolean,
): Promise<void> {
  await resetCounter(codeCounter(userId, knownDevice));
}

/**
 * Spends a password step's cookie (pending-login.ts): true the first time, false ever after, on
 * every instance. Kept for as long as the cookie could live.
 */
export async function spendPasswordStep(stepId: string, lifetimeMs: number): Promise<boolean> {
  return (await consume({ [`login:step:${stepId}`]: { limit: 1, windowMs: lifetimeMs } })).allowed;
}

/** Whether a password step's cookie has been spent already. */
export async function passwordStepSpent(stepId: string, lifetimeMs: number): Promise<boolean> {
  return !(await peek({ [`login:step:${stepId}`]: { limit: 1, windowMs: lifetimeMs } })).allowed;
}
