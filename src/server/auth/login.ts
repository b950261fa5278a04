import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { tooManyRequests, unauthorized } from "@/server/errors";
import { logger } from "@/server/logger";
import { loginRetryAfter, recordLoginFailure, recordLoginSuccess } from "./login-throttle";
import { decoyPasswordHash, verifyPassword } from "./password";
import { createSession, type SessionUser } from "./sessions";

export const LOGIN_FAILED = "Email ou senha inválidos";

/**
 * Checks e-mail and password and opens a new session. An unknown e-mail and a wrong password
 * get the same answer, after the same amount of work.
 */
export async function login(
  credentials: { email: string; password: string },
  ip: string,
  knownDevice: (email: string) => boolean = () => false,
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const email = credentials.email.toLowerCase();
  const wait = await loginRetryAfter(email, ip, knownDevice(email));
  if (wait > 0) {
    logger().warn({ event: "login_throttled", ip }, "login throttled");
    throw tooManyRequests(
      `Demasiadas tentativas falhadas. Tente novamente dentro de ${Math.ceil(wait / 60)} minuto(s).`,
      wait,
    );
  }

  const [user] = await db().select().from(users).where(eq(users.email, email));
  const valid = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    credentials.password,
  );
  if (!user || !valid) {
    await recordLoginFailure(email, ip);
    logger().info({ event: "login_failed", ip, knownUser: Boolean(user) }, "login failed");
    throw unauthorized(LOGIN_FAILED);
  }

  await recordLoginSuccess(email, ip);
  const session = await createSession(user.id);
  logger().info({ event: "login_succeeded", userId: user.id, ip }, "login succeeded");
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    ...session,
  };
}
