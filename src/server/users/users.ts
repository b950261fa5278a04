import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Account } from "@/lib/schemas/account";
import type { User, UserCreate, UserUpdate } from "@/lib/schemas/user";
import { hashPassword } from "@/server/auth/password";
import { checkNewPassword } from "@/server/auth/password-policy";
import { confirmCurrentPassword, requireRecentAuth } from "@/server/auth/reauth";
import { recoveryCodesLeft } from "@/server/auth/recovery-codes";
import { getSecuritySettings } from "@/server/auth/security-settings";
import { deleteUserSessions, pendingStepError, type Session } from "@/server/auth/sessions";
import { db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { isoDates } from "@/server/db/iso-dates";
import { users } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/errors";

const NOT_FOUND = "Utilizador não encontrado";
const DUPLICATE_EMAIL = "Já existe um utilizador com este email";

/** The public columns: the password hash never leaves this module. */
const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export async function listUsers(): Promise<User[]> {
  const rows = await db().select(columns).from(users).orderBy(asc(users.createdAt));
  return rows.map(isoDates);
}

export async function getUser(id: string): Promise<User> {
  const [row] = await db().select(columns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return isoDates(row);
}

/** Creating an account needs re-authentication. */
export async function createUser(input: UserCreate, session: Session): Promise<User> {
  requireRecentAuth(session);
  const { password, ...fields } = input;
  await checkNewPassword(password, fields);
  // The password is the admin's choice: the new user replaces it at the first sign-in.
  const [row] = await db()
    .insert(users)
    .values({ ...fields, passwordHash: await hashPassword(password), passwordChangeRequired: true })
    .returning(columns)
    .catch(rethrowDuplicateEmail);
  if (!row) throw new Error("insert returned no row");
  return isoDates(row);
}

/**
 * Updates a user. Changing one's own password or e-mail asks for the current password, every
 * time; changing another's needs re-authentication. A new password ends the user's other
 * sessions (all of them, unless the user is changing their own password from `session`). On
 * one's own account it settles a change the policy asked for, and may not be the password it
 * replaces; on another's, that user will be asked to choose their own at the next sign-in. A
 * user who must first change their password may change only their own account.
 */
export async function updateUser(
  id: string,
  input: UserUpdate,
  session: Session,
  ip: string,
): Promise<User> {
  const own = id === session.user.id;
  if (session.pending && !own) throw pendingStepError(session.pending);
  const { password, currentPassword, ...fields } = input;
  if (password || fields.email !== undefined) {
    if (own) await confirmCurrentPassword(session, currentPassword, ip);
    else requireRecentAuth(session);
  }
  if (password) await checkNewPassword(password, { ...(await getUser(id)), ...fields });
  if (own && password && password === currentPassword) {
    const message = "A nova password tem de ser diferente da atual";
    throw new AppError(400, message, [{ path: ["password"], message }]);
  }
  const passwordHash = password ? await hashPassword(password) : undefined;
  return db().transaction(async (tx) => {
    // A password set by someone else is to be replaced at the next sign-in (ASVS 5.0 V6.4.1).
    const changes = {
      ...fields,
      ...(passwordHash ? { passwordHash, passwordChangeRequired: !own } : {}),
    };
    const [row] =
      Object.keys(changes).length === 0
        ? await tx.select(columns).from(users).where(eq(users.id, id))
        : await tx
            .update(users)
            .set(changes)
            .where(eq(users.id, id))
            .returning(columns)
            .catch(rethrowDuplicateEmail);
    if (!row) throw notFound(NOT_FOUND);
    if (passwordHash) {
      await deleteUserSessions(id, { except: own ? session.tokenHash : undefined, tx });
    }
    return isoDates(row);
  });
}

/** Nobody deletes their own account, and the last account stays; re-authentication first. */
export async function deleteUser(id: string, session: Session): Promise<void> {
  if (id === session.user.id) throw conflict("Não pode eliminar a sua própria conta");
  requireRecentAuth(session);
  await db().transaction(async (tx) => {
    // Locking every user row serialises concurrent deletions, so two admins deleting each
    // other at once cannot leave the site with no account.
    const all = await tx.select({ id: users.id }).from(users).for("update");
    if (!all.some((user) => user.id === id)) throw notFound(NOT_FOUND);
    if (all.length <= 1) throw conflict("Não é possível eliminar o último utilizador");
    await tx.delete(users).where(eq(users.id, id));
  });
}

function rethrowDuplicateEmail(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL);
  throw error;
}

/** The signed-in user, with the state of their account's security. */
export async function getAccount(session: Session): Promise<Account> {
  const [user] = await db().select(columns).from(users).where(eq(users.id, session.user.id));
  if (!user) throw notFound(NOT_FOUND);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
    recoveryCodesLeft: user.twoFactorEnabled ? await recoveryCodesLeft(user.id) : 0,
    requireTwoFactor: (await getSecuritySettings()).requireTwoFactor,
    pending: session.pending,
  };
}
