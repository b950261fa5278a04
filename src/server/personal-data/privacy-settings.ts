// The agency's privacy settings: after how many months leads and mortgage requests lose their
// personal data, and audit-log entries are removed. Two rows of app_state; the defaults until
// saved. Changing them needs re-authentication: a shorter period erases data at the next run.
import "server-only";
import type { PrivacySettings } from "@/lib/schemas/personal-data";
import { requireRecentAuth } from "@/server/auth/reauth";
import type { Session } from "@/server/auth/sessions";
import { requireAdministrator } from "@/server/auth/staff-scope";
import { db } from "@/server/db/client";
import { appState } from "@/server/db/schema";
import { PRIVACY_KEYS as KEYS } from "./privacy-periods";

export { getPrivacySettings } from "./privacy-periods";

export async function setPrivacySettings(
  session: Session,
  settings: PrivacySettings,
): Promise<PrivacySettings> {
  requireAdministrator(session);
  requireRecentAuth(session);
  await db().transaction(async (tx) => {
    for (const name of Object.keys(KEYS) as (keyof PrivacySettings)[]) {
      const value = String(settings[name]);
      await tx
        .insert(appState)
        .values({ key: KEYS[name], value })
        .onConflictDoUpdate({ target: appState.key, set: { value } });
    }
  });
  return settings;
}
