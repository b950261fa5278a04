// The viewings as staff see them: with the listing's reference and title and the consultant's
// name. Filtered by status and by consultant (a consultant's own list).
import "server-only";
import { and, asc, eq, ne, type SQL } from "drizzle-orm";
import type { Viewing, ViewingStatus } from "@/lib/schemas/viewing";
import type { Session } from "@/server/auth/sessions";
import { assignedFilter } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { consultants, properties, viewings } from "@/server/db/schema";
import { notFound } from "@/server/errors";

export const VIEWING_NOT_FOUND = "Visita não encontrada";

function query(where: SQL | undefined) {
  return db()
    .select({
      viewing: viewings,
      propertyRef: properties.ref,
      propertyTitle: properties.titlePt,
      consultantName: consultants.name,
    })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .leftJoin(consultants, eq(consultants.id, viewings.consultantId))
    .where(where)
    .orderBy(asc(viewings.start), asc(viewings.id));
}

type Joined = Awaited<ReturnType<typeof query>>[number];

function toViewing({ viewing, propertyRef, propertyTitle, consultantName }: Joined): Viewing {
  const { uid: _uid, updatedAt: _updatedAt, ...rest } = isoDates(viewing);
  return { ...rest, propertyRef, propertyTitle, consultantName };
}

/** The viewings `session` may work (a consultant: their own), by time. */
export async function listViewings(
  session: Session,
  filter: { status?: ViewingStatus; consultantId?: string } = {},
): Promise<Viewing[]> {
  const rows = await query(
    and(
      filter.status ? eq(viewings.status, filter.status) : ne(viewings.status, "cancelled"),
      filter.consultantId ? eq(viewings.consultantId, filter.consultantId) : undefined,
      assignedFilter(session, viewings.consultantId),
    ),
  );
  return rows.map(toViewing);
}

export async function findViewing(id: string): Promise<Viewing> {
  const [row] = await query(eq(viewings.id, id));
  if (!row) throw notFound(VIEWING_NOT_FOUND);
  return toViewing(row);
}
