// What the privacy and cookie notice pages read (docs/product.md#privacy-and-cookie-notices):
// the texts staff edit, the legal identity and the anonymisation period they state.
import "server-only";
import type { Metadata } from "next";
import type { NoticeKey } from "@/lib/constants";
import { NOTICE_PATHS, noticeTitle } from "@/lib/notices/notice-text";
import { requestLocale } from "@/server/i18n/request-locale";
import { getPrivacySettings } from "@/server/personal-data/privacy-periods";
import { pageMetadata } from "@/server/seo/page-metadata";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { getNotice } from "@/server/settings/notices";

type Params = Promise<{ locale: string }>;

export async function noticeMetadata(key: NoticeKey, params: Params): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const title = noticeTitle(await getNotice(key), locale);
  return pageMetadata({ locale, path: NOTICE_PATHS[key], title, description: title });
}

export async function noticePageProps(key: NoticeKey, params: Params) {
  const { locale, href } = await requestLocale(params);
  const [notice, legal, privacy] = await Promise.all([
    getNotice(key),
    getLegalSettings(),
    getPrivacySettings(),
  ]);
  return { notice, legal, locale, href, retentionMonths: privacy.anonymiseAfterMonths };
}
