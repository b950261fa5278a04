// What must never reach a log line, found by field name and by the shape of the value: query
// parameters and the database's row details (a failed query names them: password hashes,
// visitors' names, e-mails and messages), password hashes, e-mail addresses, secrets. Used by
// the app's logger and by the custom server's, so it needs no Next.js.
import pino from "pino";

/** Fields dropped whatever they hold. */
const SECRET_KEYS = new Set([
  "params",
  "detail",
  "where",
  "password",
  "passwordHash",
  "password_hash",
  "token",
  "cookie",
  "email",
  "phone",
]);

const SHAPES: [RegExp, string][] = [
  // Drizzle's "Failed query: … params: a,b,c": the values run up to the stack's first frame.
  [/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]"],
  [/\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]+/g, "[redacted hash]"],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, "[redacted e-mail]"],
  // A portal feed's secret key in an address (/feeds/kyero.xml?key=…).
  [/([?&]key=)[^&\s"']*/g, "$1[redacted]"],
  // PostgreSQL's "Key (email)=(ana@example.pt) already exists" and the like.
  [/\)=\([^)]*\)/g, ")=([redacted])"],
];

export function scrubText(text: string): string {
  return SHAPES.reduce((result, [shape, replacement]) => result.replace(shape, replacement), text);
}

/** A copy of `value` with secret fields left out and every string scrubbed. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (depth > 8 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEYS.has(key) ? "[redacted]" : scrub(item, depth + 1);
  }
  return copy;
}

/** A logger with the app's scrubbing, writing to `destination` (stdout by default). */
export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level,
      base: undefined,
      // The error serializer scrubs errors once they are plain objects; the formatter, which
      // pino calls before the serializers, scrubs everything else.
      serializers: { err: (error: Error) => scrub(pino.stdSerializers.errWithCause(error)) },
      formatters: {
        log: ({ err, ...rest }) => ({ ...(scrub(rest) as object), ...(err ? { err } : {}) }),
      },
    },
    destination,
  );
}
