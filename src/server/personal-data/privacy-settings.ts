// The agency's privacy settings: after how many months leads and mortgage requests lose their
// personal data, and audit-log entries are removed. Two rows of app_state; the defaults until
// saved. Changing them needs re-authentication: a shorter period erases data at the next run.
import "server-only";
import { inArray, sql } from "drizzle-orm";
import { PRIVACY_DEFAULTS, type PrivacySettings } from "@/lib/schemas/personal-data";
import { requireAdminRole } from "@/server/auth/admin-only";
import { requireRecentAuth } from "@/server/auth/reauth";
import type { Session } from "@/server/auth/sessions";
import { db } from "@/server/db/client";
import { appState } from "@/server/db/schema";

const KEYS = {
  anonymiseAfterMonths: "privacy.anonymise_after_months",
  auditLogMonths: "privacy.audit_log_months",
} as const satisfies Record<keyof PrivacySettings, string>;

export async function getPrivacySettings(): Promise<PrivacySettings> {
  const rows = await db()
    .select()
    .from(appState)
    .where(inArray(appState.key, Object.values(KEYS)));
  const read = (name: keyof PrivacySettings) => {
    const value = Number(rows.find((row) => row.key === KEYS[name])?.value);
    return Number.isInteger(value) && value >= 1 ? value : PRIVACY_DEFAULTS[name];
  };
  return {
    anonymiseAfterMonths: read("anonymiseAfterMonths"),
    auditLogMonths: read("auditLogMonths"),
  };
}

export async function setPrivacySettings(
  session: Session,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  requireAdminRole(session);
  requireRecentAuth(session);
  await db().transaction(async (tx) => {
    for (const name of Object.keys(KEYS) as (keyof PrivacySettings)[]) {
      const value = String(settings[name]);
      await tx
        .insert(appState)
        .values({ key: KEYS[name], value })
        .onConflictDoUpdate({ target: appState.key, set: { value } });
    }
    // The privacy notice states the period: its pages, cached until a notice text changes, must
    // be made again. A statement on notice_texts fires its trigger, which bumps their tag, even
    // when it changes no row (drizzle/0008_legal_and_consent.sql).
    await tx.execute(sql`update notice_texts set updated_at = updated_at where false`);
  });
  return settings;
}
