// The second factor of staff accounts (OWASP ASVS 5.0 V6.5, V6.6): a TOTP app, enrolled with a
// QR code and switched on only once a code from the app confirms it, plus ten single-use
// recovery codes. Enrolling, removing and new recovery codes need re-authentication.
import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { TwoFactorSetup } from "@/lib/schemas/account";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/errors";
import { logger } from "@/server/logger";
import { requireRecentAuth } from "./reauth";
import { redeemRecoveryCode, replaceRecoveryCodes } from "./recovery-codes";
import { getSecuritySettings } from "./security-settings";
import { deleteUserSessions, type Session } from "./sessions";
import { decryptSecret, encryptSecret, newTotpSecret, verifyTotp } from "./totp";

const INVALID_CODE = "Código inválido";
const DISABLED = {
  totpSecret: null,
  totpPendingSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
};

/** A new secret to enrol; the one in use, if any, stays until a code confirms the new one. */
export async function setupTwoFactor(session: Session): Promise<TwoFactorSetup> {
  requireRecentAuth(session);
  const setup = await newTotpSecret(session.user.email);
  await db()
    .update(users)
    .set({ totpPendingSecret: encryptSecret(setup.secret) })
    .where(eq(users.id, session.user.id));
  return setup;
}

/** Switches the second factor on once a code from the app matches; answers the recovery codes. */
export async function enableTwoFactor(session: Session, code: string): Promise<string[]> {
  const [user] = await db()
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(eq(users.id, session.user.id));
  const pending = user?.pending ? readSecret(user.pending) : null;
  if (!pending) throw conflict("Comece de novo a ativação: o código QR já não é válido.");
  const step = await verifyTotp(pending, code.replace(/\s/g, ""), null);
  if (step === null) {
    throw new AppError(400, INVALID_CODE, [{ path: ["code"], message: INVALID_CODE }]);
  }
  const codes = await db().transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        totpSecret: user?.pending,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: step,
      })
      .where(eq(users.id, session.user.id));
    return replaceRecoveryCodes(session.user.id, tx);
  });
  logger().info({ event: "two_factor_enabled", userId: session.user.id }, "second factor on");
  return codes;
}

/** Removes one's own second factor, unless the agency requires one. */
export async function disableTwoFactor(session: Session): Promise<void> {
  requireRecentAuth(session);
  if ((await getSecuritySettings()).requireTwoFactor) {
    throw conflict(
      "A agência exige verificação em dois passos: pode ativá-la num novo telemóvel, mas não removê-la.",
    );
  }
  await removeTwoFactor(session.user.id);
  logger().info({ event: "two_factor_disabled", userId: session.user.id }, "second factor off");
}

/**
 * An admin removes another user's second factor (a lost phone). Their sessions end too: the
 * phone may be in someone else's hands.
 */
export async function resetTwoFactor(session: Session, userId: string): Promise<void> {
  requireRecentAuth(session);
  if (userId === session.user.id) {
    throw conflict("Para a sua própria conta, use a página «A minha conta».");
  }
  await db().transaction(async (tx) => {
    const reset = await tx
      .update(users)
      .set(DISABLED)
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (reset.length === 0) throw notFound("Utilizador não encontrado");
    await deleteUserSessions(userId, { tx });
  });
  logger().info(
    { event: "two_factor_reset", userId, by: session.user.id },
    "second factor removed by an admin",
  );
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(session: Session): Promise<string[]> {
  requireRecentAuth(session);
  return db().transaction(async (tx) => {
    const [user] = await tx
      .select({ enabled: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, session.user.id));
    if (!user?.enabled) throw conflict("A verificação em dois passos não está ativa.");
    return replaceRecoveryCodes(session.user.id, tx);
  });
}

async function removeTwoFactor(userId: string): Promise<void> {
  await db().update(users).set(DISABLED).where(eq(users.id, userId));
}

/**
 * True when the code is the account's current TOTP code (not used before) or one of its unused
 * recovery codes, which is then used up.
 */
export async function verifySecondFactor(userId: string, code: string): Promise<boolean> {
  const [user] = await db()
    .select({ secret: users.totpSecret, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.secret) return false;
  const compact = code.replace(/[\s-]/g, "");
  if (!/^\d{6}$/.test(compact)) return redeemRecoveryCode(userId, code);
  const secret = readSecret(user.secret);
  if (secret === null) return false;
  const step = await verifyTotp(secret, compact, user.lastStep);
  if (step === null) return false;
  // Only a later step moves the mark: of two requests with one code, one wins.
  const marked = await db()
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return marked.length > 0;
}

/**
 * The decrypted secret, or null when it cannot be read: a backup restored under another
 * APP_SECRET. The account then signs in with a recovery code, which does not depend on the key,
 * and enrols again (decision 017).
 */
function readSecret(stored: string): string | null {
  try {
    return decryptSecret(stored);
  } catch (error) {
    logger().error(
      { err: error, event: "totp_secret_unreadable" },
      "a TOTP secret cannot be decrypted: was APP_SECRET changed?",
    );
    return null;
  }
}
