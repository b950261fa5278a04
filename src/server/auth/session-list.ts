// The list of a user's active sessions (created, last seen, browser, address), and ending one
// or all of them (OWASP ASVS 5.0 V7.4.5, V7.5.2: with the password typed in the last five
// minutes).
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { SessionInfo } from "@/lib/schemas/account";
import { db } from "@/server/db/client";
import { sessions } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { requireRecentAuth } from "./reauth";
import { deleteUserSessions, pendingStepError, SESSION_IDLE_MS, type Session } from "./sessions";
import { requireSelfOrAdministrator } from "./staff-scope";
import { describeUserAgent } from "./user-agent";

/**
 * A user who must first fix their own account, and a consultant, see and end only their own
 * sessions.
 */
function checkOwnWhilePending(userId: string, current: Session): void {
  if (current.pending && userId !== current.user.id) throw pendingStepError(current.pending);
  requireSelfOrAdministrator(current, userId);
}

/** A user's sessions still in force, the most recently used first. */
export async function listUserSessions(
  userId: string,
  current: Session,
  now = new Date(),
): Promise<SessionInfo[]> {
  checkOwnWhilePending(userId, current);
  const rows = await db()
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt));
  const idleLimit = now.getTime() - SESSION_IDLE_MS;
  return rows
    .filter((row) => row.lastSeenAt.getTime() >= idleLimit && row.expiresAt > now)
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      browser: describeUserAgent(row.userAgent),
      ip: row.ip,
      current: row.id === current.id,
    }));
}

/** Ends one session of a user (re-authentication first). */
export async function endUserSession(
  userId: string,
  sessionId: string,
  current: Session,
): Promise<void> {
  checkOwnWhilePending(userId, current);
  requireRecentAuth(current);
  const ended = await db()
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound("Sessão não encontrada");
}

/** Ends every session of a user but the caller's own (re-authentication first). */
export async function endOtherSessions(userId: string, current: Session): Promise<void> {
  checkOwnWhilePending(userId, current);
  requireRecentAuth(current);
  await deleteUserSessions(userId, { except: current.tokenHash });
}
