import "server-only";
import { eq } from "drizzle-orm";
import { ACCOUNT_ERROR_CODES, type PendingStep } from "@/lib/schemas/account";
import { auditKey, recordAudit } from "@/server/audit/audit-log";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { AppError, unauthorized } from "@/server/errors";
import { logger } from "@/server/logger";
import {
  codeAttemptSucceeded,
  passwordAttemptSucceeded,
  passwordStepSpent,
  spendPasswordStep,
  startCodeAttempt,
  startPasswordAttempt,
  throttled,
} from "./login-throttle";
import { decoyPasswordHash, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { PENDING_LOGIN_MS, type PendingLogin } from "./pending-login";
import { getSecuritySettings } from "./security-settings";
import {
  createSession,
  deleteSession,
  hashToken,
  pendingStep,
  type SessionOrigin,
  type SessionUser,
} from "./sessions";
import { verifySecondFactor } from "./two-factor";

export const LOGIN_FAILED = "Email ou senha inválidos";
export const CODE_FAILED = "Código inválido";

/** Where the sign-in comes from, and the session token the browser already held, if any. */
export type LoginOrigin = SessionOrigin & { ip: string; previousToken?: string | null };

export type SignedIn = {
  user: SessionUser;
  pending: PendingStep | null;
  token: string;
  expiresAt: Date;
};

/**
 * Checks e-mail and password. Without a second factor it opens a session; with one, it answers
 * the account to ask the code of (nothing is signed in yet). An unknown e-mail and a wrong
 * password get the same answer, after the same amount of work. A password that no longer meets
 * the policy still signs in, and the account is asked to change it first.
 */
export async function login(
  credentials: { email: string; password: string },
  origin: LoginOrigin,
  knownDevice: (email: string) => boolean = () => false,
): Promise<SignedIn | { secondFactorFor: string }> {
  const { ip } = origin;
  const email = credentials.email.toLowerCase();
  const wait = await startPasswordAttempt(email, ip, knownDevice(email));
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
    logger().info({ event: "login_failed", ip, knownUser: Boolean(user) }, "login failed");
    // The account when there is one; an unknown address only as a keyed hash.
    await recordAudit({
      action: "auth.login_failed",
      entity: "auth",
      userId: user?.id ?? null,
      actorKey: user ? null : auditKey(email),
      ip,
    });
    throw unauthorized(LOGIN_FAILED);
  }

  await passwordAttemptSucceeded(email, ip);
  if (!user.passwordChangeRequired && (await passwordProblem(credentials.password, user))) {
    await db().update(users).set({ passwordChangeRequired: true }).where(eq(users.id, user.id));
    logger().info({ event: "password_change_required", userId: user.id }, "weak password");
  }
  if (user.totpSecret) {
    logger().info({ event: "login_password_ok", userId: user.id, ip }, "second factor asked");
    return { secondFactorFor: user.id };
  }
  return openSession(user.id, origin);
}

/**
 * The second step: a TOTP or recovery code for the account whose password this browser just
 * gave (`step`, from its cookie). A step succeeds once: its cookie is spent then, and refused
 * afterwards. A browser that has signed in to the account before (`knownDevice`) counts its
 * wrong codes apart, so a stranger's cannot hold it.
 */
export async function loginWithCode(
  step: PendingLogin,
  code: string,
  origin: LoginOrigin,
  knownDevice: (email: string) => boolean = () => false,
): Promise<SignedIn> {
  const { ip } = origin;
  const { userId, stepId } = step;
  if (await passwordStepSpent(stepId)) throw signInExpired();
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
  const known = user ? knownDevice(user.email) : false;
  const wait = await startCodeAttempt(userId, ip, known);
  if (wait > 0) {
    logger().warn({ event: "login_code_throttled", userId, ip }, "second factor throttled");
    throw throttled(wait);
  }
  if (!(await verifySecondFactor(userId, code))) {
    logger().info({ event: "login_code_failed", userId, ip }, "second factor failed");
    await recordAudit({ action: "auth.login_code_failed", entity: "auth", userId, ip });
    throw unauthorized(CODE_FAILED);
  }
  // Two requests with one cookie and good codes at once: only the first signs in.
  if (!(await spendPasswordStep(stepId, PENDING_LOGIN_MS))) throw signInExpired();
  await codeAttemptSucceeded(userId, ip, known);
  return openSession(userId, origin);
}

/** The password step is over (spent or expired): the sign-in starts again. */
export function signInExpired(): AppError {
  return new AppError(
    401,
    "A verificação expirou. Inicie sessão de novo.",
    [],
    undefined,
    ACCOUNT_ERROR_CODES.signInExpired,
  );
}

/**
 * Opens a new session; the one this browser held before, if any, ends (ASVS 5.0 V7.2.4: a new
 * token at each authentication, the old one terminated).
 */
async function openSession(userId: string, origin: LoginOrigin): Promise<SignedIn> {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(LOGIN_FAILED);
  const session = await createSession(user.id, origin);
  if (origin.previousToken) await deleteSession(hashToken(origin.previousToken));
  logger().info({ event: "login_succeeded", userId: user.id, ip: origin.ip }, "login succeeded");
  await recordAudit({ action: "auth.login", entity: "auth", userId: user.id, ip: origin.ip });
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      access: user.access,
      consultantId: user.consultantId,
    },
    pending: pendingStep({
      passwordChangeRequired: user.passwordChangeRequired,
      twoFactorEnabled: user.totpEnabledAt !== null,
      requireTwoFactor: (await getSecuritySettings()).requireTwoFactor,
    }),
    ...session,
  };
}
