// One JSON line per event. Secrets and visitors' data never reach these lines: callers log ids,
// never tokens, and every line is scrubbed by field name and value shape (log-scrub.ts) — a
// failed query's parameters, the database's row details, hashes and e-mail addresses included.
import "server-only";
import type pino from "pino";
import { env } from "@/server/env";
import { createLogger } from "@/server/log-scrub";

const KEY = Symbol.for("casa-lusa.logger");
type Holder = { [KEY]?: pino.Logger };

export function logger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= createLogger(env().LOG_LEVEL);
  return holder[KEY];
}
