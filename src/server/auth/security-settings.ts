// The agency's account-security setting: whether every account must have a second factor.
// One row of app_state, read with each session (sessions.ts) so that every instance applies a
// change at once.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { SecuritySettings } from "@/lib/schemas/account";
import { db } from "@/server/db/client";
import { appState } from "@/server/db/schema";
import { requireRecentAuth } from "./reauth";
import type { Session } from "./sessions";

export const REQUIRE_TWO_FACTOR_KEY = "require_two_factor";

/** The setting as a SQL expression, for queries that need it alongside other rows. */
export const requireTwoFactorSql = sql<boolean>`coalesce((select ${appState.value} = 'true' from ${appState} where ${appState.key} = ${REQUIRE_TWO_FACTOR_KEY}), false)`;

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
