// Errors that carry the HTTP answer they deserve. Domain functions throw them; the route
// wrapper turns them into `{ message, issues }` with the status. Anything else is a 500.
import "server-only";
import type { ApiIssue } from "@/lib/api/endpoint";

export type Issue = ApiIssue;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: Issue[] = [],
    /** Sent as Retry-After on 429 answers. */
    readonly retryAfterSeconds?: number,
    /** A machine-readable reason the admin reacts to (src/lib/schemas/account.ts). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, issues: Issue[] = []) =>
  new AppError(400, message, issues);
export const unauthorized = (message = "A sessão terminou. Inicie sessão de novo.") =>
  new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, [], retryAfterSeconds);
