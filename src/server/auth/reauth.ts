// Re-authentication before sensitive changes (OWASP ASVS 5.0 V7.5): changing a password or an
// e-mail, enrolling or removing a second factor, creating or deleting users and the agency's
// two-factor requirement need the password typed within the last five minutes — at sign-in or
// through POST /api/auth/reauth. A stolen session alone cannot lock the owner out.
import "server-only";
import { eq } from "drizzle-orm";
import { ACCOUNT_ERROR_CODES } from "@/lib/schemas/account";
import { recordAudit } from "@/server/audit/audit-log";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import { passwordAttemptSucceeded, startPasswordAttempt, throttled } from "./login-throttle";
import { verifyPassword } from "./password";
import { renewSession, type Session } from "./sessions";

export const REAUTH_WINDOW_MS = 5 * 60_000;
export const REAUTH_MESSAGE = "Confirme a sua password para continuar.";

/** Refuses (403, code reauth_required) unless the password was typed in the last 5 minutes. */
export function requireRecentAuth(session: Session, now = Date.now()): void {
  if (now - session.authenticatedAt.getTime() > REAUTH_WINDOW_MS) {
    throw new AppError(403, REAUTH_MESSAGE, [], undefined, ACCOUNT_ERROR_CODES.reauthRequired);
  }
}

/**
 * Checks the password again (under the login throttle) and reopens the five-minute window,
 * under a new session token.
 */
export async function reauthenticate(
  session: Session,
  password: string,
  ip: string,
): Promise<{ token: string; expiresAt: Date }> {
  if (!(await passwordMatches(session, password, ip)))
    throw new AppError(401, "Password incorreta");
  return renewSession(session);
}

/**
 * The current password, which a change of one's own password or e-mail asks for every time,
 * whenever the sign-in was (ASVS 5.0 V6.2.3): refused with 400 beside the field when it is
 * missing or wrong, a wrong one counting against the login throttle.
 */
export async function confirmCurrentPassword(
  session: Session,
  password: string | undefined,
  ip: string,
): Promise<void> {
  const refuse = (message: string) =>
    new AppError(400, message, [{ path: ["currentPassword"], message }]);
  if (!password) throw refuse("Introduza a sua password atual");
  if (!(await passwordMatches(session, password, ip))) throw refuse("Password atual incorreta");
}

/** Whether `password` is the session user's, under the login throttle (429 while held). */
async function passwordMatches(session: Session, password: string, ip: string): Promise<boolean> {
  const email = session.user.email;
  // The browser holds a session of this account: it is a known device.
  const wait = await startPasswordAttempt(email, ip, true);
  if (wait > 0) throw throttled(wait);
  const [user] = await db()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    logger().info(
      { event: "reauth_failed", userId: session.user.id, ip },
      "re-authentication failed",
    );
    await recordAudit({
      action: "auth.reauth_failed",
      entity: "auth",
      userId: session.user.id,
      ip,
    });
    return false;
  }
  await passwordAttemptSucceeded(email, ip);
  return true;
}
