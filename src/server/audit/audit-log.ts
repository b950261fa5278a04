// The audit log (docs/decisions/027): entries are added here and nowhere else, read by staff
// through GET /api/audit-log, and removed only by the retention job once older than the
// agency's period. The table's trigger refuses any other UPDATE or DELETE.
import "server-only";
import { createHmac } from "node:crypto";
import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { AUDIT_PAGE_SIZE, type AuditLogPage, type auditLogQuery } from "@/lib/schemas/audit-log";
import { db } from "@/server/db/client";
import { auditLog, users } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { appSecret } from "@/server/secret";

export interface AuditEntryInput {
  action: string;
  entity: string;
  userId?: string | null;
  actorKey?: string | null;
  ip?: string | null;
  entityId?: string | null;
  fields?: string[];
}

/**
 * Adds an entry. A failure is logged, not thrown: the write it records has already happened,
 * and answering it as failed would mislead the person who made it.
 */
export async function recordAudit(entry: AuditEntryInput): Promise<void> {
  try {
    await db()
      .insert(auditLog)
      .values({ ...entry, fields: entry.fields ?? [] });
  } catch (error) {
    logger().error(
      { err: error, event: "audit_failed", action: entry.action },
      "could not write the audit log",
    );
  }
}

/**
 * A keyed hash standing for a personal value (an address tried at sign-in, the address whose
 * data was exported or erased): the same value gives the same key, and the key gives nothing
 * back without the server's secret.
 */
export function auditKey(value: string): string {
  const digest = createHmac("sha256", appSecret())
    .update(`audit:${value.trim().toLowerCase()}`)
    .digest("base64url");
  return digest.slice(0, 22);
}

type Filters = z.output<typeof auditLogQuery>;

function conditions(filters: Filters): SQL | undefined {
  const list: SQL[] = [];
  if (filters.userId) list.push(eq(auditLog.userId, filters.userId));
  if (filters.entity) list.push(eq(auditLog.entity, filters.entity));
  if (filters.action) list.push(eq(auditLog.action, filters.action));
  if (filters.from) list.push(gte(auditLog.at, sql`${filters.from}::date`));
  if (filters.to) list.push(lt(auditLog.at, sql`${filters.to}::date + 1`));
  return list.length ? and(...list) : undefined;
}

/** A page of entries, newest first, with what the filters may choose from. */
export async function listAuditLog(filters: Filters): Promise<AuditLogPage> {
  const where = conditions(filters);
  const rows = await db()
    .select({
      entry: auditLog,
      userName: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);
  const [total] = await db().select({ n: count() }).from(auditLog).where(where);
  const distinct = async (column: typeof auditLog.entity | typeof auditLog.action) =>
    (await db().selectDistinct({ value: column }).from(auditLog).orderBy(column)).map(
      (row) => row.value,
    );
  return {
    entries: rows.map(({ entry, userName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      userId: entry.userId,
      userName: entry.userId ? userName : null,
      actorKey: entry.actorKey,
      ip: entry.ip,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      fields: entry.fields,
    })),
    total: total?.n ?? 0,
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
    entities: await distinct(auditLog.entity),
    actions: await distinct(auditLog.action),
  };
}

/**
 * Removes entries older than `months` (the retention job): the one DELETE the table's trigger
 * lets through, said with a setting local to this transaction.
 */
export async function pruneAuditLog(months: number): Promise<number> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`select set_config('casa_lusa.audit_retention', 'on', true)`);
    const removed = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(months => ${months})`))
      .returning({ id: auditLog.id });
    return removed.length;
  });
}
