// The audit log as staff read it (GET /api/audit-log): who did what, when, from where, to which
// record, with the names of the fields sent (never their values). docs/decisions/027.
import { z } from "zod";

export const AUDIT_PAGE_SIZE = 50;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Data inválida: use AAAA-MM-DD");

/** Filters of the list; every one optional, dates inclusive, in UTC. */
export const auditLogQuery = z.strictObject({
  userId: z.uuid("Utilizador inválido").optional(),
  entity: z.string().trim().min(1).max(80, "Máximo de 80 caracteres").optional(),
  action: z.string().trim().min(1).max(80, "Máximo de 80 caracteres").optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce
    .number({ error: "Página inválida" })
    .int("Página inválida")
    .min(1, "Página inválida")
    .max(1_000_000, "Página inválida")
    .default(1),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  userId: z.uuid().nullable(),
  /** The account's name or e-mail as it is now; null when the account no longer exists. */
  userName: z.string().nullable(),
  /** A failed sign-in of an unknown address: a keyed hash standing for it. */
  actorKey: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  fields: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** What the filters may choose from: every entity and action in the log. */
  entities: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
