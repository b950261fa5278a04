// What each kind of staff account reaches, in one place (docs/security.md#staff-rights). The
// route wrapper refuses a consultant on an "admin" endpoint; on a "staff" endpoint the domain
// function scopes the work with these rules: a consultant works only what is assigned to their
// own consultant profile (leads, mortgage requests, viewings) and edits only their own listings
// and profile. An administrator reaches everything.
import "server-only";
import { type Column, eq, type SQL, sql } from "drizzle-orm";
import { AppError, forbidden, notFound } from "@/server/errors";
import type { Session } from "./sessions";

export const ADMIN_ONLY_MESSAGE = "Só um administrador pode fazer isto.";
/** A lead or request is handed to someone else by an administrator only. */
export const REASSIGN_MESSAGE = "Só um administrador pode mudar o responsável.";

export function isAdministrator(session: Session): boolean {
  return session.user.access === "admin";
}

/** 403 unless the account is an administrator's. */
export function requireAdministrator(session: Session, message = ADMIN_ONLY_MESSAGE): void {
  if (!isAdministrator(session)) throw forbidden(message);
}

/** A consultant manages only their own account (password, sessions, second factor). */
export function requireSelfOrAdministrator(session: Session, userId: string): void {
  if (userId !== session.user.id) requireAdministrator(session);
}

/**
 * The WHERE condition that keeps a consultant to the rows assigned to them (`column` holds the
 * assignee's consultant id); undefined (no condition) for an administrator. A consultant account
 * whose profile was deleted is assigned nothing.
 */
export function assignedFilter(session: Session, column: Column): SQL | undefined {
  if (isAdministrator(session)) return undefined;
  const own = session.user.consultantId;
  return own ? eq(column, own) : sql`false`;
}

/** Whether the account may work a row assigned to `consultantId` (null: the administrators). */
export function isAssigned(session: Session, consultantId: string | null): boolean {
  if (isAdministrator(session)) return true;
  return consultantId !== null && consultantId === session.user.consultantId;
}

/**
 * 404 for a row the account may not work, as if it did not exist: a consultant learns nothing
 * of another's leads and requests, not even that the id is taken.
 */
export function requireAssigned(
  session: Session,
  consultantId: string | null,
  notFoundMessage: string,
): void {
  if (!isAssigned(session, consultantId)) throw notFound(notFoundMessage);
}

/**
 * 403 for a listing or profile the account may see but not change: every consultant sees all
 * listings and profiles, and edits only those whose consultant is them.
 */
export function requireOwn(session: Session, consultantId: string | null, message: string): void {
  if (!isAssigned(session, consultantId)) throw forbidden(message);
}

/**
 * 403 naming a field a consultant may not set (a listing's consultant, `featured`…): refused
 * with a message for the field, never silently dropped.
 */
export function forbiddenField(field: string, message: string): AppError {
  return new AppError(403, message, [{ path: [field], message }]);
}
