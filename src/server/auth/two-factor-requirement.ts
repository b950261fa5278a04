// Whether the agency requires a second factor of every account: one row of app_state, read
// with each session (sessions.ts) so that every instance applies a change at once. Apart from
// security-settings.ts, whose change needs re-authentication: reauth.ts renews sessions, so
// sessions.ts reading the rule there closed a circle of imports.
import "server-only";
import { sql } from "drizzle-orm";
import { appState } from "@/server/db/schema";

export const REQUIRE_TWO_FACTOR_KEY = "require_two_factor";

/** The rule as a SQL expression, for queries that need it alongside other rows. */
export const requireTwoFactorSql = sql<boolean>`coalesce((select ${appState.value} = 'true' from ${appState} where ${appState.key} = ${REQUIRE_TWO_FACTOR_KEY}), false)`;
