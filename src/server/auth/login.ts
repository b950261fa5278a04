import "server-only";
import { eq } from "drizzle-orm";
import type { PendingStep } from "@/lib/schemas/account";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { tooManyRequests, unauthorized } from "@/server/errors";
import { logger } from "@/server/logger";
import {
  loginRetryAfter,
  recordLoginFailure,
  recordLoginSuccess,
  recordSecondFactorFailure,
  recordSecondFactorSuccess,
  secondFactorRetryAfter,
} from "./login-throttle";
import { decoyPasswordHash, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { getSecuritySettings } from "./security-settings";
import { createSession, pendingStep, type SessionOrigin, type SessionUser } from "./sessions";
import { verifySecondFactor } from "./two-factor";

export const LOGIN_FAILED = "Email ou senha inválidos";
export const CODE_FAILED = "Código inválido";

export type SignedIn = {
  user: SessionUser;
  pending: PendingStep | null;
  token: string;
  expiresAt: Date;
};

function throttled(wait: number) {
  return tooManyRequests(
    `Demasiadas tentativas falhadas. Tente novamente dentro de ${Math.ceil(wait / 60)} minuto(s).`,
    wait,
  );
}

/**
 * Checks e-mail and password. Without a second factor it opens a session; with one, it answers
 * the account to ask the code of (nothing is signed in yet). An unknown e-mail and a wrong
 * password get the same answer, after the same amount of work. A password that no longer meets
 * the policy still signs in, and the account is asked to change it first.
 */
export async function login(
  credentials: { email: string; password: string },
  origin: SessionOrigin & { ip: string },
  knownDevice: (email: string) => boolean = () => false,
): Promise<SignedIn | { secondFactorFor: string }> {
  const { ip } = origin;
  const email = credentials.email.toLowerCase();
  const wait = await loginRetryAfter(email, ip, knownDevice(email));
  if (wait > 0) {
    logger().warn({ event: "login_throttled", ip }, "login throttled");
    throw throttled(wait);
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
  if (!user.passwordChangeRequired && (await passwordProblem(credentials.password))) {
    await db().update(users).set({ passwordChangeRequired: true }).where(eq(users.id, user.id));
    logger().info({ event: "password_change_required", userId: user.id }, "weak password");
  }
  if (user.totpSecret) {
    logger().info({ event: "login_password_ok", userId: user.id, ip }, "second factor asked");
    return { secondFactorFor: user.id };
  }
  return openSession(user.id, origin);
}

/** The second step: a TOTP or recovery code for the account whose password was just given. */
export async function loginWithCode(
  userId: string,
  code: string,
  origin: SessionOrigin & { ip: string },
): Promise<SignedIn> {
  const { ip } = origin;
  const wait = await secondFactorRetryAfter(userId, ip);
  if (wait > 0) {
    logger().warn({ event: "login_code_throttled", userId, ip }, "second factor throttled");
    throw throttled(wait);
  }
  if (!(await verifySecondFactor(userId, code))) {
    await recordSecondFactorFailure(userId, ip);
    logger().info({ event: "login_code_failed", userId, ip }, "second factor failed");
    throw unauthorized(CODE_FAILED);
  }
  await recordSecondFactorSuccess(userId);
  return openSession(userId, origin);
}

async function openSession(userId: string, origin: SessionOrigin): Promise<SignedIn> {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(LOGIN_FAILED);
  const session = await createSession(user.id, origin);
  logger().info({ event: "login_succeeded", userId: user.id, ip: origin.ip }, "login succeeded");
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    pending: pendingStep({
      passwordChangeRequired: user.passwordChangeRequired,
      twoFactorEnabled: user.totpEnabledAt !== null,
      requireTwoFactor: (await getSecuritySettings()).requireTwoFactor,
    }),
    ...session,
  };
}
