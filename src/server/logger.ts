// One JSON line per event. Secrets never reach these lines: callers log ids, never tokens.
import "server-only";
import pino from "pino";
import { env } from "@/server/env";

const KEY = Symbol.for("casa-lusa.logger");
type Holder = { [KEY]?: pino.Logger };

export function logger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[KEY] ??= pino({
    level: env().LOG_LEVEL,
    base: undefined,
    redact: ["password", "*.password", "token", "cookie", "*.cookie", "headers.cookie"],
  });
  return holder[KEY];
}
