import "server-only";
import { eq } from "drizzle-orm";
import type { NoticeKey } from "@/lib/constants";
import { NOTICE_DEFAULTS } from "@/lib/notices";
import type { Notice, NoticeUpdate } from "@/lib/schemas/notice";
import { db } from "@/server/db/client";
import { noticeTexts } from "@/server/db/schema";
import { dependsOn, TAG } from "@/server/page-cache/content-tags";

/** The notice's texts as staff saved them, or its defaults (docs/product.md#privacy-and-cookie-notices). */
export async function getNotice(notice: NoticeKey): Promise<Notice> {
  dependsOn(TAG.noticeTexts);
  const [row] = await db().select().from(noticeTexts).where(eq(noticeTexts.notice, notice));
  if (!row) return { notice, ...NOTICE_DEFAULTS[notice], updatedAt: null };
  const { id: _id, updatedAt, ...texts } = row;
  return { ...texts, updatedAt: updatedAt.toISOString() };
}

/** Saves some of a notice's texts; one never saved before starts from the defaults. */
export async function updateNotice(notice: NoticeKey, input: NoticeUpdate): Promise<Notice> {
  await db()
    .insert(noticeTexts)
    .values({ ...NOTICE_DEFAULTS[notice], ...input, notice })
    .onConflictDoUpdate({
      target: noticeTexts.notice,
      set: { ...input, updatedAt: new Date() },
    });
  return getNotice(notice);
}
