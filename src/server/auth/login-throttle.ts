// Throttling of failed logins. Three counters, so that guessing is slow but a stranger cannot
// keep a real user out for long:
// - per address and account: 5 failures in 15 minutes (the usual case of one guesser);
// - per address: 20 failures in 15 minutes, whatever the accounts;
// - per account from anywhere: 30 failures in 5 minutes, so a distributed attack is slowed,
//   and the worst a stranger can do to a real user is a five-minute wait — and none at all in a
//   browser that has signed in to that account before (see device-cookie.ts).
import "server-only";
import { consume, peek, type Rule, resetCounter } from "@/server/http/rate-limit";

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
 * Seconds to wait before another attempt is allowed, or 0. A known device is not held by the
 * per-account counter.
 */
export function loginRetryAfter(email: string, ip: string, knownDevice = false): number {
  const k = keys(email, ip);
  const waits = (Object.keys(RULES) as (keyof typeof RULES)[])
    .filter((name) => !(knownDevice && name === "account"))
    .map((name) => peek(k[name], RULES[name]))
    .filter((verdict) => !verdict.allowed)
    .map((verdict) => verdict.retryAfterSeconds);
  return waits.length ? Math.max(...waits) : 0;
}

export function recordLoginFailure(email: string, ip: string): void {
  const k = keys(email, ip);
  for (const name of Object.keys(RULES) as (keyof typeof RULES)[]) consume(k[name], RULES[name]);
}

export function recordLoginSuccess(email: string, ip: string): void {
  resetCounter(keys(email, ip).pair);
}
