// Who answers a new request (issue 36): a lead about a listing goes to that listing's consultant;
// a general enquiry, a valuation or a mortgage request goes round-robin among the active
// consultants who have an account; with none, to the administrators (null). A listing whose
// consultant is inactive or has no account counts as no listing here: its lead takes the
// round-robin too, so that it reaches someone who can open it in the panel.
import "server-only";
import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { assignmentTurns, consultants, properties, users } from "@/server/db/schema";
import { badRequest } from "@/server/errors";

/** The round-robin's one pool: leads and mortgage requests share the turn, as they share the work. */
const POOL = "requests";

/** A consultant may be given requests: active, and linked to a staff account. */
const assignable = and(
  eq(consultants.active, true),
  exists(sql`(select 1 from ${users} where ${users.consultantId} = ${consultants.id})`),
);

/** The consultant a new request goes to, or null for the administrators. */
export async function assignNewRequest(
  tx: Database,
  propertyRef: string | null | undefined,
): Promise<string | null> {
  if (propertyRef) {
    const [listing] = await tx
      .select({ consultantId: consultants.id })
      .from(properties)
      .innerJoin(consultants, eq(consultants.id, properties.consultantId))
      .where(and(eq(properties.ref, propertyRef), assignable));
    if (listing) return listing.consultantId;
  }
  return nextInTurn(tx);
}

/**
 * The next assignable consultant in the round-robin. The turn is counted up in one statement on
 * its own row, which holds that row until the transaction ends: of two instances assigning at
 * once, the second waits and takes the following turn.
 */
async function nextInTurn(tx: Database): Promise<string | null> {
  const candidates = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(assignable)
    .orderBy(asc(consultants.order), asc(consultants.createdAt), asc(consultants.id));
  if (candidates.length === 0) return null;
  const [row] = await tx
    .insert(assignmentTurns)
    .values({ pool: POOL, turn: 1 })
    .onConflictDoUpdate({
      target: assignmentTurns.pool,
      set: { turn: sql`${assignmentTurns.turn} + 1`, updatedAt: sql`now()` },
    })
    .returning({ turn: assignmentTurns.turn });
  const turn = row?.turn ?? 1;
  return candidates[(turn - 1) % candidates.length]?.id ?? null;
}

/** Refuses, as a field error, an assignee staff could not reach the request through. */
export async function checkAssignee(tx: Database, consultantId: string | null): Promise<void> {
  if (consultantId === null) return;
  const [row] = await tx
    .select({ id: consultants.id })
    .from(consultants)
    .where(and(eq(consultants.id, consultantId), assignable));
  if (!row) {
    throw badRequest("Não é possível atribuir a este consultor", [
      {
        path: ["consultantId"],
        message: "Escolha um consultor ativo com conta de acesso ao painel",
      },
    ]);
  }
}
