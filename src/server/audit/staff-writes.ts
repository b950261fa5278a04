// Every staff write is recorded in one place: the route wrapper (src/server/http/route.ts) calls
// this after each successful non-GET call of a staff or admin endpoint, present or future. The entry
// names the endpoint ("properties.update": its group is the entity), the record's id (from the
// path, or the id the call answered), and the names of the fields sent, never their values.
import "server-only";
import { api } from "@/lib/api";
import type { Endpoint } from "@/lib/api/endpoint";
import type { Session } from "@/server/auth/sessions";
import { recordAudit } from "./audit-log";

/** What a handler may add to its call's entry: a record id the path does not carry. */
export interface AuditNote {
  entityId?: string;
}

let names: Map<Endpoint, { group: string; name: string }> | undefined;

function nameOf(endpoint: Endpoint): { group: string; name: string } {
  names ??= new Map(
    Object.entries(api).flatMap(([group, calls]) =>
      Object.entries(calls as Record<string, Endpoint>).map(
        ([name, each]) => [each, { group, name }] as const,
      ),
    ),
  );
  return names.get(endpoint) ?? { group: endpoint.tag, name: endpoint.method.toLowerCase() };
}

export function isStaffWrite(endpoint: Endpoint): boolean {
  return endpoint.access !== "public" && endpoint.method !== "GET";
}

const keysOf = (value: unknown): string[] =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value) : [];

export async function recordStaffWrite(call: {
  endpoint: Endpoint;
  session: Session;
  ip: string;
  params: unknown;
  query: unknown;
  body: unknown;
  result: unknown;
  note: AuditNote;
}): Promise<void> {
  const { group, name } = nameOf(call.endpoint);
  const pathIds = Object.values((call.params ?? {}) as Record<string, unknown>).filter(
    (value): value is string => typeof value === "string",
  );
  const answeredId = (call.result as { id?: unknown } | null)?.id;
  const entityId =
    call.note.entityId ??
    pathIds.at(-1) ??
    (typeof answeredId === "string" && !(call.result instanceof Response) ? answeredId : null);
  await recordAudit({
    action: `${group}.${name}`,
    entity: group,
    entityId,
    userId: call.session.user.id,
    ip: call.ip,
    fields: [...new Set([...keysOf(call.body), ...keysOf(call.query)])].sort(),
  });
}
