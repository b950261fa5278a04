// How a failed admin call is told to staff: the server's own message when it sent one
// (e.g. "Não pode eliminar a sua própria conta"), else the "<status>: <text>" of
// docs/product.md#error-shape.
import { ApiError } from "@/lib/api/client";

export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A failure toast's description that first says what could not be done, then what the server
 * said (the inbox's toasts). Errors that never reached the server add nothing.
 */
export function errorDescription(error: unknown, fallback?: string): string | undefined {
  const server = error instanceof ApiError ? serverMessage(error) : null;
  if (fallback && server) return `${fallback} ${server}`;
  return fallback ?? server ?? undefined;
}

/** The server's field messages (400 answers) for the fields this form has. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): [F, string][] {
  if (!(error instanceof ApiError)) return [];
  const errors = error.fieldErrors;
  return fields.flatMap((field) => {
    const message = errors[field];
    return message ? [[field, message] as [F, string]] : [];
  });
}
