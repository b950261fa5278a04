// Fixed-window counters kept in this process's memory (one app instance). With several
// instances these move to a shared store behind the same two functions.
import "server-only";

interface Window {
  count: number;
  resetAt: number;
}

const KEY = Symbol.for("casa-lusa.rate-limits");
type Holder = { [KEY]?: Map<string, Window> };

function windows(): Map<string, Window> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

export interface Rule {
  limit: number;
  windowMs: number;
}

export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

function current(key: string, rule: Rule, now: number): Window {
  const store = windows();
  let window = store.get(key);
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + rule.windowMs };
    store.set(key, window);
    if (store.size > 50_000) sweep(now);
  }
  return window;
}

/** Counts one event against `key` and says whether it is still within the rule. */
export function consume(key: string, rule: Rule, now = Date.now()): Verdict {
  const window = current(key, rule, now);
  window.count += 1;
  return verdict(window, rule, now);
}

/** Whether one more event would be allowed, without counting it. */
export function peek(key: string, rule: Rule, now = Date.now()): Verdict {
  const window = current(key, rule, now);
  return verdict({ ...window, count: window.count + 1 }, rule, now);
}

export function resetCounter(key: string): void {
  windows().delete(key);
}

/** Forgets every counter (tests). */
export function resetAllCounters(): void {
  windows().clear();
}

function verdict(window: Window, rule: Rule, now: number): Verdict {
  return {
    allowed: window.count <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
  };
}

function sweep(now: number): void {
  for (const [key, window] of windows()) {
    if (window.resetAt <= now) windows().delete(key);
  }
}
