import type { Metadata } from "next";
import { NoticePage } from "@/components/site/notice-page";
import { noticeTitle } from "@/lib/notices/notice-text";
import { requestLocale } from "@/server/i18n/request-locale";
import { getPrivacySettings } from "@/server/personal-data/privacy-periods";
import { pageMetadata } from "@/server/seo/page-metadata";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { getNotice } from "@/server/settings/notices";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const title = noticeTitle(await getNotice("cookies"), locale);
  return pageMetadata({ locale, path: "/cookies", title, description: title });
}

/** The cookie notice (docs/product.md#privacy-and-cookie-notices). */
export default async function CookiesPage({ params }: Props) {
  const { locale, href } = await requestLocale(params);
  const [notice, legal, privacy] = await Promise.all([
    getNotice("cookies"),
    getLegalSettings(),
    getPrivacySettings(),
  ]);
  return (
    <NoticePage
      notice={notice}
      legal={legal}
      locale={locale}
      href={href}
      retentionMonths={privacy.anonymiseAfterMonths}
    />
  );
}
