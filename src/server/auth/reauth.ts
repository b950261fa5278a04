// Re-authentication before sensitive changes (OWASP ASVS 5.0 V7.5): changing a password or an
// e-mail, enrolling or removing a second factor, creating or deleting users and the agency's
// two-factor requirement need the password typed within the last five minutes — at sign-in or
// through POST /api/auth/reauth. A stolen session alone cannot lock the owner out.
import "server-only";
import { eq } from "drizzle-orm";
import { ACCOUNT_ERROR_CODES, type PendingStep } from "@/lib/schemas/account";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { AppError, tooManyRequests } from "@/server/errors";
import { logger } from "@/server/logger";
import { loginRetryAfter, recordLoginFailure } from "./login-throttle";
import { verifyPassword } from "./password";
import { markAuthenticated, type Session } from "./sessions";

export const REAUTH_WINDOW_MS = 5 * 60_000;
export const REAUTH_MESSAGE = "Confirme a sua password para continuar.";

/** Refuses (403, code reauth_required) unless the password was typed in the last 5 minutes. */
export function requireRecentAuth(session: Session, now = Date.now()): void {
  if (now - session.authenticatedAt.getTime() > REAUTH_WINDOW_MS) {
    throw new AppError(403, REAUTH_MESSAGE, [], undefined, ACCOUNT_ERROR_CODES.reauthRequired);
  }
}

/** Checks the password again (under the login throttle) and reopens the five-minute window. */
export async function reauthenticate(session: Session, password: string, ip: string) {
  const email = session.user.email;
  // The browser holds a session of this account: it is a known device.
  const wait = await loginRetryAfter(email, ip, true);
  if (wait > 0) {
    throw tooManyRequests(
      `Demasiadas tentativas falhadas. Tente novamente dentro de ${Math.ceil(wait / 60)} minuto(s).`,
      wait,
    );
  }
  const [user] = await db()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.user.id));
  if (!user || !(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(email, ip);
    logger().info(
      { event: "reauth_failed", userId: session.user.id, ip },
      "re-authentication failed",
    );
    throw new AppError(401, "Password incorreta");
  }
  await markAuthenticated(session.tokenHash);
}

const PENDING_MESSAGES: Record<PendingStep, string> = {
  password:
    "A sua password deixou de cumprir as regras de segurança: escolha uma nova para continuar.",
  "two-factor": "A agência exige verificação em dois passos: ative-a para continuar.",
};

/** 403 for a session that must first change its password or enrol a second factor. */
export function pendingStepError(step: PendingStep): AppError {
  return new AppError(403, PENDING_MESSAGES[step], [], undefined, ACCOUNT_ERROR_CODES.pending);
}
