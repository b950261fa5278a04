import "server-only";
import type { HomeSettings, HomeSettingsUpdate } from "@/lib/schemas/settings";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { homeSettings } from "@/server/db/schema";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

const NEVER_SAVED: HomeSettings = {
  id: null,
  heroImage: null,
  titlePt: null,
  titleEn: null,
  titleJp: null,
  subtitlePt: null,
  subtitleEn: null,
  subtitleJp: null,
  updatedAt: null,
};

/** The one home settings record; empty values when never saved (the page has defaults). */
export async function getHomeSettings(): Promise<HomeSettings> {
  dependsOn(TAG.homeSettings);
  const [row] = await db().select().from(homeSettings).limit(1);
  if (!row) return NEVER_SAVED;
  const { singleton: _singleton, ...settings } = isoDates(row);
  return settings;
}

export async function updateHomeSettings(input: HomeSettingsUpdate): Promise<HomeSettings> {
  await db()
    .insert(homeSettings)
    .values({ ...input, singleton: true })
    .onConflictDoUpdate({
      target: homeSettings.singleton,
      set: { ...input, updatedAt: new Date() },
    });
  return getHomeSettings();
}
