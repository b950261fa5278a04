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
import { requireAdministrator } from "@/server/auth/staff-scope";
import { type Database, db } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { isoDates } from "@/server/db/iso-dates";
import { consultants, users } from "@/server/db/schema";
import { AppError, conflict, notFound } from "@/server/errors";
import { checkAccessChange, checkNotLastAdmin, consultantTaken } from "./user-access";

const NOT_FOUND = "Utilizador não encontrado";
const DUPLICATE_EMAIL = "Já existe um utilizador com este email";

/** The public columns: the password hash never leaves this module. */
const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  access: users.access,
  consultantId: users.consultantId,
  consultantName: consultants.name,
  twoFactorEnabled: sql<boolean>`${users.totpEnabledAt} is not null`,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const selectUsers = (from: Database = db()) =>
  from.select(columns).from(users).leftJoin(consultants, eq(consultants.id, users.consultantId));

export async function listUsers(): Promise<User[]> {
  const rows = await selectUsers().orderBy(asc(users.createdAt));
  return rows.map(isoDates);
}

export async function getUser(id: string, from: Database = db()): Promise<User> {
  const [row] = await selectUsers(from).where(eq(users.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return isoDates(row);
}

/** Creating an account needs re-authentication. */
export async function createUser(input: UserCreate, session: Session): Promise<User> {
  requireAdministrator(session);
  requireRecentAuth(session);
  const { password, ...fields } = input;
  await checkNewPassword(password, fields);
  const passwordHash = await hashPassword(password);
  return db().transaction(async (tx) => {
    await checkAccessChange(tx, session, fields, null);
    // The password is the admin's choice: the new user replaces it at the first sign-in.
    const [row] = await tx
      .insert(users)
      .values({ ...fields, passwordHash, passwordChangeRequired: true })
      .returning({ id: users.id })
      .catch(rethrowDuplicate);
    if (!row) throw new Error("insert returned no row");
    return getUser(row.id, tx);
  });
}

/**
 * Updates a user. Changing one's own password or e-mail asks for the current password, every
 * time; changing another's needs re-authentication. A new password ends the user's other
 * sessions (all of them, unless the user is changing their own password from `session`). On
 * one's own account it settles a change the policy asked for, and may not be the password it
 * replaces; on another's, that user will be asked to choose their own at the next sign-in. A
 * user who must first change their password may change only their own account, and so may a
 * consultant (their name, e-mail and password: user-access.ts).
 */
export async function updateUser(
  id: string,
  input: UserUpdate,
  session: Session,
  ip: string,
): Promise<User> {
  const own = id === session.user.id;
  if (session.pending && !own) throw pendingStepError(session.pending);
  if (!own) requireAdministrator(session);
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
    const [current] = await tx
      .select({
        id: users.id,
        role: users.role,
        access: users.access,
        consultantId: users.consultantId,
      })
      .from(users)
      .where(eq(users.id, id))
      .for("update");
    if (!current) throw notFound(NOT_FOUND);
    await checkAccessChange(tx, session, { ...input }, current);
    // A password set by someone else is to be replaced at the next sign-in (ASVS 5.0 V6.4.1).
    const changes = {
      ...fields,
      ...(passwordHash ? { passwordHash, passwordChangeRequired: !own } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await tx.update(users).set(changes).where(eq(users.id, id)).catch(rethrowDuplicate);
    }
    if (passwordHash) {
      await deleteUserSessions(id, { except: own ? session.tokenHash : undefined, tx });
    }
    return getUser(id, tx);
  });
}

/**
 * Nobody deletes their own account, and the last account and the last administrator stay;
 * re-authentication first.
 */
export async function deleteUser(id: string, session: Session): Promise<void> {
  requireAdministrator(session);
  if (id === session.user.id) throw conflict("Não pode eliminar a sua própria conta");
  requireRecentAuth(session);
  await db().transaction(async (tx) => {
    // Locking every user row serialises concurrent deletions, so two admins deleting each
    // other at once cannot leave the site with no account.
    const all = await tx.select({ id: users.id }).from(users).for("update");
    if (!all.some((user) => user.id === id)) throw notFound(NOT_FOUND);
    if (all.length <= 1) throw conflict("Não é possível eliminar o último utilizador");
    await checkNotLastAdmin(tx, id);
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** Two accounts at once for one consultant, or one e-mail: the unique index decides. */
function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw /users_consultant_id_unique/.test(errorText(error))
      ? consultantTaken()
      : conflict(DUPLICATE_EMAIL);
  }
  throw error;
}

function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { message, constraint } = current as { message?: unknown; constraint?: unknown };
    parts.push(String(message ?? ""), String(constraint ?? ""));
    current = (current as { cause?: unknown }).cause;
  }
  return parts.join(" ");
}

/** The signed-in user, with the state of their account's security. */
export async function getAccount(session: Session): Promise<Account> {
  const user = await getUser(session.user.id);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    access: user.access,
    consultantId: user.consultantId,
    twoFactorEnabled: user.twoFactorEnabled,
    recoveryCodesLeft: user.twoFactorEnabled ? await recoveryCodesLeft(user.id) : 0,
    requireTwoFactor: (await getSecuritySettings()).requireTwoFactor,
    pending: session.pending,
  };
}
