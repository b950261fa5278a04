import { ApiError } from "@/lib/api/client";

/** A failure toast's description: what could not be done, then what the server said. */
export function errorDescription(error: unknown, fallback?: string): string | undefined {
  const server = error instanceof ApiError ? (error.serverMessage ?? error.message) : null;
  if (fallback && server) return `${fallback} ${server}`;
  return fallback ?? server ?? undefined;
}
