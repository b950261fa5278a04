// Rows leave the server with dates as ISO 8601 strings (docs/product.md#conventions-of-every-call).
import "server-only";

type IsoDates<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function isoDates<T extends object>(row: T): IsoDates<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as IsoDates<T>;
}
