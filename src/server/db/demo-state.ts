import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { appState } from "./schema";

/** The app_state row that says the demo content was loaded (demo/seed.ts writes it, once). */
export const DEMO_STATE_KEY = "demo_content_loaded_at";

export async function isDemoContentLoaded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appState).where(eq(appState.key, DEMO_STATE_KEY));
  return rows.length > 0;
}
