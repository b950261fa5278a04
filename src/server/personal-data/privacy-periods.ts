// Reading the agency's privacy periods (privacy-settings.ts changes them): apart, so that the
// public pages that state them (the privacy notice, the consent version) read app_state alone.
import "server-only";
import { inArray } from "drizzle-orm";
import { PRIVACY_DEFAULTS, type PrivacySettings } from "@/lib/schemas/personal-data";
import { db } from "@/server/db/client";
import { appState } from "@/server/db/schema";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

export const PRIVACY_KEYS = {
  anonymiseAfterMonths: "privacy.anonymise_after_months",
  auditLogMonths: "privacy.audit_log_months",
} as const satisfies Record<keyof PrivacySettings, string>;

export async function getPrivacySettings(): Promise<PrivacySettings> {
  // The privacy notice states the period: its pages are made again when a setting changes.
  dependsOn(TAG.appState);
  const rows = await db()
    .select()
    .from(appState)
    .where(inArray(appState.key, Object.values(PRIVACY_KEYS)));
  const read = (name: keyof PrivacySettings) => {
    const value = Number(rows.find((row) => row.key === PRIVACY_KEYS[name])?.value);
    return Number.isInteger(value) && value >= 1 ? value : PRIVACY_DEFAULTS[name];
  };
  return {
    anonymiseAfterMonths: read("anonymiseAfterMonths"),
    auditLogMonths: read("auditLogMonths"),
  };
}
