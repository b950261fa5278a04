import "server-only";
import { eq } from "drizzle-orm";
import type { PageKey } from "@/lib/constants";
import { MORTGAGE_PAGE_DEFAULTS, SELL_PAGE_DEFAULTS } from "@/lib/page-defaults";
import type { PageSettings, PageSettingsUpdate, PageTexts } from "@/lib/schemas/settings";
import { db } from "@/server/db/client";
import { isoDates } from "@/server/db/iso-dates";
import { pageSettings } from "@/server/db/schema";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

/** The texts a page shows until staff save their own. */
const DEFAULTS: Record<PageKey, PageTexts> = {
  sell: withOptionalTexts(SELL_PAGE_DEFAULTS),
  mortgage: withOptionalTexts(MORTGAGE_PAGE_DEFAULTS),
};

function withOptionalTexts(texts: Partial<PageTexts>): PageTexts {
  return {
    introPt: null,
    introEn: null,
    introJp: null,
    formDescPt: null,
    formDescEn: null,
    formDescJp: null,
    ...texts,
  } as PageTexts;
}

export async function getPageSettings(page: PageKey): Promise<PageSettings> {
  dependsOn(TAG.pageSettings);
  const [row] = await db().select().from(pageSettings).where(eq(pageSettings.page, page));
  if (!row) return { id: null, page, ...DEFAULTS[page], updatedAt: null };
  return isoDates(row);
}

/** Saves some of a page's texts; a page never saved before starts from the defaults. */
export async function updatePageSettings(
  page: PageKey,
  input: PageSettingsUpdate,
): Promise<PageSettings> {
  await db()
    .insert(pageSettings)
    .values({ ...DEFAULTS[page], ...input, page })
    .onConflictDoUpdate({ target: pageSettings.page, set: { ...input, updatedAt: new Date() } });
  return getPageSettings(page);
}
