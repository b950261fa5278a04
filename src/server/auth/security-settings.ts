// The agency's account-security setting: whether every account must have a second factor
// (stored as two-factor-requirement.ts says), as staff read and change it.
import "server-only";
import { eq } from "drizzle-orm";
import type { SecuritySettings } from "@/lib/schemas/account";
import { db } from "@/server/db/client";
import { appState } from "@/server/db/schema";
import { requireRecentAuth } from "./reauth";
import type { Session } from "./sessions";
import { REQUIRE_TWO_FACTOR_KEY } from "./two-factor-requirement";

export async function getSecuritySettings(): Promise<SecuritySettings> {
  const [row] = await db()
    .select({ value: appState.value })
    .from(appState)
    .where(eq(appState.key, REQUIRE_TWO_FACTOR_KEY));
  return { requireTwoFactor: row?.value === "true" };
}

/** Changing the requirement needs re-authentication. */
export async function setSecuritySettings(
  session: Session,
  settings: SecuritySettings,
): Promise<SecuritySettings> {
  requireRecentAuth(session);
  const value = String(settings.requireTwoFactor);
  await db()
    .insert(appState)
    .values({ key: REQUIRE_TWO_FACTOR_KEY, value })
    .onConflictDoUpdate({ target: appState.key, set: { value } });
  return settings;
}
