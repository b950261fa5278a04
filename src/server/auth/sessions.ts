import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { db } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";

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
  role: string;
}

export interface Session {
  user: SessionUser;
  tokenHash: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new random session (256-bit token); only the token's hash is stored. */
export async function createSession(
  userId: string,
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
      expiresAt,
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
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name, role: users.role },
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
  return { user: row.user, tokenHash, expiresAt: row.expiresAt };
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
