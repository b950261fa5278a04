// The rights of a staff account as the users' calls set them (docs/security.md#staff-rights):
// a consultant's account is linked to one consultant profile that no other account has; the
// site keeps at least one administrator; nobody changes their own access; a consultant changes
// only their own name, e-mail and password.
import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { StaffAccess } from "@/lib/schemas/account";
import type { Session } from "@/server/auth/sessions";
import {
  forbiddenField,
  isAdministrator,
  requireSelfOrAdministrator,
} from "@/server/auth/staff-scope";
import type { Database } from "@/server/db/client";
import { consultants, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** What a consultant may change on their own account. */
const OWN_ACCOUNT_FIELDS = new Set(["name", "email", "password", "currentPassword"]);

const fieldError = (status: number, field: string, message: string) =>
  new AppError(status, message, [{ path: [field], message }]);

export const LAST_ADMIN = "A agência tem de manter pelo menos um administrador.";

interface AccessInput {
  access?: StaffAccess;
  consultantId?: string | null;
}

/**
 * Checks a call that may change a user's rights, before it writes: `current` is the stored
 * user (null when creating one). Runs in the write's transaction, with the users' rows locked
 * when an administrator may lose their access, so two demotions at once cannot leave none.
 */
export async function checkAccessChange(
  tx: Database,
  session: Session,
  input: AccessInput & Record<string, unknown>,
  current: { id: string; access: StaffAccess; consultantId: string | null } | null,
): Promise<void> {
  if (current) {
    requireSelfOrAdministrator(session, current.id);
    if (!isAdministrator(session)) {
      for (const [field, value] of Object.entries(input)) {
        const unchanged =
          value === undefined || value === (current as Record<string, unknown>)[field];
        if (!OWN_ACCOUNT_FIELDS.has(field) && !unchanged) {
          throw forbiddenField(field, "Só um administrador pode alterar este campo.");
        }
      }
    }
    if (current.id === session.user.id && input.access && input.access !== current.access) {
      throw fieldError(403, "access", "Não pode alterar o seu próprio acesso.");
    }
  }

  const access = input.access ?? current?.access ?? "admin";
  const consultantId =
    input.consultantId === undefined ? (current?.consultantId ?? null) : input.consultantId;
  if (access === "consultant" && !consultantId) {
    throw fieldError(400, "consultantId", "Escolha o perfil de consultor desta conta.");
  }
  if (input.consultantId) await checkConsultantFree(tx, input.consultantId, current?.id);

  if (current?.access === "admin" && access !== "admin") {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.access, "admin"))
      .orderBy(users.id)
      .for("update");
    if (admins.length <= 1) throw fieldError(409, "access", LAST_ADMIN);
  }
}

/** The consultant exists and no other account is linked to it. */
async function checkConsultantFree(
  tx: Database,
  consultantId: string,
  userId: string | undefined,
): Promise<void> {
  const [consultant] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  if (!consultant) throw fieldError(400, "consultantId", "Consultor inexistente.");
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.consultantId, consultantId), userId ? ne(users.id, userId) : sql`true`));
  if (taken) throw consultantTaken();
}

export const consultantTaken = () =>
  fieldError(400, "consultantId", "Este consultor já está ligado a outra conta.");

/** The last administrator is never deleted (locked rows: see checkAccessChange). */
export async function checkNotLastAdmin(tx: Database, id: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.access, "admin"))
    .orderBy(users.id)
    .for("update");
  if (admins.length <= 1 && admins[0]?.id === id) {
    throw new AppError(409, "Não é possível eliminar o último administrador.");
  }
}
