// A visitor's personal data by e-mail address: found and exported as one document, or erased
// in one transaction, across every source (sources.ts). Administrators only; an erasure needs
// the password typed in the last five minutes. Both are recorded in the audit log, the address
// as a keyed hash (docs/decisions/028).
import "server-only";
import { z } from "zod";
import {
  EMAIL_INVALID,
  EMAIL_MISSING,
  type Erasure,
  type PersonalData,
} from "@/lib/schemas/personal-data";
import { auditKey, recordAudit } from "@/server/audit/audit-log";
import type { AuditNote } from "@/server/audit/staff-writes";
import { requireRecentAuth } from "@/server/auth/reauth";
import type { Session } from "@/server/auth/sessions";
import { requireAdministrator } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { badRequest } from "@/server/errors";
import { logger } from "@/server/logger";
import { PERSONAL_DATA_SOURCES } from "./sources";

const address = z.email().max(254);

/** The address as every source compares it: trimmed, lower-cased; a clear 400 otherwise. */
export function personalDataAddress(raw: string | undefined): string {
  const email = raw?.trim().toLowerCase() ?? "";
  if (!email) throw badRequest(EMAIL_MISSING, [{ path: ["email"], message: EMAIL_MISSING }]);
  if (!address.safeParse(email).success) {
    throw badRequest(EMAIL_INVALID, [{ path: ["email"], message: EMAIL_INVALID }]);
  }
  return email;
}

export async function findPersonalData(
  session: Session,
  raw: string | undefined,
  ip: string,
): Promise<PersonalData> {
  requireAdministrator(session);
  const email = personalDataAddress(raw);
  const sources: PersonalData["sources"] = {};
  const counts: PersonalData["counts"] = {};
  // One snapshot: the document does not mix moments.
  await db().transaction(
    async (tx) => {
      for (const source of PERSONAL_DATA_SOURCES) {
        sources[source.name] = await source.find(email, tx);
        counts[source.name] = sources[source.name]?.length ?? 0;
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  // A read, so the route wrapper does not record it: an export of someone's data is recorded.
  await recordAudit({
    action: "personalData.find",
    entity: "personalData",
    entityId: auditKey(email),
    userId: session.user.id,
    ip,
    fields: ["email"],
  });
  return { email, generatedAt: new Date().toISOString(), counts, sources };
}

export async function erasePersonalData(
  session: Session,
  raw: string | undefined,
  note: AuditNote,
): Promise<Erasure> {
  requireAdministrator(session);
  const email = personalDataAddress(raw);
  requireRecentAuth(session);
  const counts: Erasure["counts"] = {};
  await db().transaction(async (tx) => {
    for (const source of PERSONAL_DATA_SOURCES) {
      counts[source.name] = await source.erase(email, tx);
    }
  });
  // The route wrapper records the erasure; the address stands in it as a keyed hash.
  note.entityId = auditKey(email);
  logger().info({ event: "personal_data_erased", ...counts }, "personal data erased");
  return { email, counts };
}
