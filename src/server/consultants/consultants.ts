import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SpokenLanguage } from "@/lib/constants";
import type { Consultant, ConsultantCreate, ConsultantUpdate } from "@/lib/schemas/consultant";
import type { Session } from "@/server/auth/sessions";
import { forbiddenField, isAdministrator, requireOwn } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { type ConsultantRow, consultants } from "@/server/db/schema";
import { notFound } from "@/server/errors";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

const NOT_FOUND = "Consultor não encontrado";

function toConsultant(row: ConsultantRow): Consultant {
  return { ...isoDates(row), languages: row.languages as SpokenLanguage[] };
}

/** Consultants by order; the public site sees only the active ones. */
export async function listConsultants(options: {
  includeInactive: boolean;
}): Promise<Consultant[]> {
  dependsOn(TAG.consultants);
  const rows = await db()
    .select()
    .from(consultants)
    .where(options.includeInactive ? undefined : eq(consultants.active, true))
    .orderBy(asc(consultants.order), asc(consultants.createdAt));
  return rows.map(toConsultant);
}

export async function getConsultant(
  id: string,
  options: { includeInactive: boolean },
): Promise<Consultant> {
  dependsOn(TAG.consultants);
  const [row] = await db().select().from(consultants).where(eq(consultants.id, id));
  if (!row || (!row.active && !options.includeInactive)) throw notFound(NOT_FOUND);
  return toConsultant(row);
}

export async function createConsultant(input: ConsultantCreate): Promise<Consultant> {
  const [row] = await db().insert(consultants).values(input).returning();
  if (!row) throw new Error("insert returned no row");
  return toConsultant(row);
}

/**
 * A consultant edits only their own profile, and not where the agency shows it (`active`,
 * `order`): such a change is refused naming the field, a value sent unchanged passes.
 */
export async function updateConsultant(
  id: string,
  input: ConsultantUpdate,
  session: Session,
): Promise<Consultant> {
  if (!isAdministrator(session)) {
    requireOwn(session, id, "Só pode alterar o seu próprio perfil.");
    const [current] = await db().select().from(consultants).where(eq(consultants.id, id));
    if (!current) throw notFound(NOT_FOUND);
    for (const field of ["active", "order"] as const) {
      if (input[field] !== undefined && input[field] !== current[field]) {
        throw forbiddenField(field, "Só um administrador pode alterar este campo.");
      }
    }
  }
  const [row] =
    Object.keys(input).length === 0
      ? await db().select().from(consultants).where(eq(consultants.id, id))
      : await db().update(consultants).set(input).where(eq(consultants.id, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toConsultant(row);
}

/** Properties that pointed at the consultant keep existing, without a consultant. */
export async function deleteConsultant(id: string): Promise<void> {
  const deleted = await db()
    .delete(consultants)
    .where(eq(consultants.id, id))
    .returning({ id: consultants.id });
  if (deleted.length === 0) throw notFound(NOT_FOUND);
}
