import type { Metadata } from "next";
import { connection } from "next/server";
import { PageHeader } from "@/components/site/page-header";
import { SavedSearchPanel } from "@/components/site/saved-searches/saved-search-panel";
import { savedSearchTexts } from "@/lib/i18n/messages/saved-searches";
import { requestLocale } from "@/server/i18n/request-locale";
import { savedSearchPageState } from "@/server/saved-searches/page-state";
import { pageMetadata } from "@/server/seo/page-metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = savedSearchTexts[locale];
  return {
    ...pageMetadata({ locale, path: "/saved-searches", title: t.metaTitle, description: t.title }),
    // One person's alerts, opened from their e-mail: nothing for search engines.
    robots: { index: false, follow: false },
  };
}

/**
 * The page the saved-search e-mails' links open (docs/product.md#saved-search-page): confirm a
 * search, stop one, or manage every search of the address. Not page-cached (decision 033).
 */
export default async function SavedSearchesPage({ params, searchParams }: Props) {
  await connection();
  const { locale, href } = await requestLocale(params);
  const t = savedSearchTexts[locale];
  const { state, done } = await savedSearchPageState(await searchParams);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} />
      <SavedSearchPanel locale={locale} state={state} done={done} listHref={href("/properties")} />
    </>
  );
}
