import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import { ACCOUNT_ERROR_CODES, type PendingStep, type StaffAccess } from "@/lib/schemas/account";
import type { Database } from "@/server/db/client";
import { db } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { requireTwoFactorSql } from "./two-factor-requirement";

export const SESSION_COOKIE = "casa_session";
/** A session ends after this long without use… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and in any case this long after login. */
export const SESSION_MAX_MS = 7 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string | null;
  /** The brief's free-text title, shown only (docs/product.md#users-screens). */
  role: string;
  /** What the account may do (src/server/auth/staff-scope.ts). */
  access: StaffAccess;
  /** A consultant account's own consultant profile (null for most administrators). */
  consultantId: string | null;
}

export interface Session {
  /** The session's public id (the admin's list of sessions names it). */
  id: string;
  user: SessionUser;
  tokenHash: string;
  expiresAt: Date;
  /** When the user last typed their password (or second factor) in this session. */
  authenticatedAt: Date;
  /** What the user must do before anything else, if anything. */
  pending: PendingStep | null;
}

/** The columns of `users` a session carries. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  access: users.access,
  consultantId: users.consultantId,
};

/** Where a session was opened from, shown in the list of active sessions. */
export interface SessionOrigin {
  userAgent: string | null;
  ip: string | null;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * What an account must do first: a password that no longer meets the policy is changed before
 * anything, then a second factor is enrolled when the agency requires one.
 */
export function pendingStep(account: {
  passwordChangeRequired: boolean;
  twoFactorEnabled: boolean;
  requireTwoFactor: boolean;
}): PendingStep | null {
  if (account.passwordChangeRequired) return "password";
  if (account.requireTwoFactor && !account.twoFactorEnabled) return "two-factor";
  return null;
}

const PENDING_MESSAGES: Record<PendingStep, string> = {
  password:
    "A sua password tem de ser substituída (foi escolhida por outra pessoa ou deixou de cumprir as regras de segurança): escolha uma nova para continuar.",
  "two-factor": "A agência exige verificação em dois passos: ative-a para continuar.",
};

/** 403 for a session that must first change its password or enrol a second factor. */
export function pendingStepError(step: PendingStep): AppError {
  return new AppError(403, PENDING_MESSAGES[step], [], undefined, ACCOUNT_ERROR_CODES.pending);
}

/** A new random session (256-bit token); only the token's hash is stored. */
export async function createSession(
  userId: string,
  origin: SessionOrigin,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_MAX_MS);
  await db()
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      authenticatedAt: now,
      expiresAt,
      userAgent: origin.userAgent?.slice(0, 500) ?? null,
      ip: origin.ip,
    });
  // Housekeeping: expired sessions of anyone are of no use to keep.
  await db()
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  return { token, expiresAt };
}

/** The session of a cookie token, if it exists and has neither idled out nor expired. */
export async function findSession(token: string, now = new Date()): Promise<Session | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db()
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      authenticatedAt: sessions.authenticatedAt,
      user: sessionUserColumns,
      passwordChangeRequired: users.passwordChangeRequired,
      totpEnabledAt: users.totpEnabledAt,
      requireTwoFactor: requireTwoFactorSql,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row) return null;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleSince > SESSION_IDLE_MS) {
    await db().delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (idleSince > TOUCH_EVERY_MS) {
    await db().update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    id: row.id,
    user: row.user,
    tokenHash,
    expiresAt: row.expiresAt,
    authenticatedAt: row.authenticatedAt,
    pending: pendingStep({
      passwordChangeRequired: row.passwordChangeRequired,
      twoFactorEnabled: row.totpEnabledAt !== null,
      requireTwoFactor: Boolean(row.requireTwoFactor),
    }),
  };
}

/**
 * Records that the user has just proved who they are again, under a new token (ASVS 5.0
 * V7.2.4): the session keeps its id, origin and expiry; the old token stops working.
 */
export async function renewSession(
  session: Session,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  await db()
    .update(sessions)
    .set({ tokenHash: hashToken(token), authenticatedAt: now })
    .where(eq(sessions.tokenHash, session.tokenHash));
  return { token, expiresAt: session.expiresAt };
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await db().delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, except (optionally) the one making the change. */
export async function deleteUserSessions(
  userId: string,
  options: { except?: string; tx?: Database } = {},
): Promise<void> {
  const where = options.except
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, options.except))
    : eq(sessions.userId, userId);
  await (options.tx ?? db()).delete(sessions).where(where);
}
