import type { Metadata } from "next";
import { SavedCount, SavedListings } from "@/components/site/favorites/saved-listings";
import { PageHeader } from "@/components/site/page-header";
import { SAVED_PARAM, savedRefs } from "@/lib/favorites-query";
import { common } from "@/lib/i18n/messages/common";
import { favorites } from "@/lib/i18n/messages/favorites";
import { toCardData } from "@/lib/property-card-data";
import { requestLocale } from "@/server/i18n/request-locale";
import { listProperties } from "@/server/properties/list-properties";
import { pageMetadata } from "@/server/seo/page-metadata";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = favorites[locale];
  return {
    ...pageMetadata({
      locale,
      path: "/favorites",
      title: t.metaTitle,
      description: t.metaDescription,
    }),
    // Each visitor's own list, kept in their browser: nothing here for search engines.
    robots: { index: false, follow: true },
  };
}

/**
 * Favourites: a gap the brief left (it showed a favourite button), filled with a saved-list
 * page (docs/product.md#favourites-page). The list lives in the browser, which asks for this
 * page with it (src/islands/frame/favourites-page.ts).
 */
export default async function FavoritesPage({ params, searchParams }: Props) {
  const { locale, href } = await requestLocale(params);
  const t = favorites[locale];
  const tc = common[locale];
  const saved = savedRefs((await searchParams)[SAVED_PARAM]);
  const properties = saved ? await listProperties() : [];
  // Refs of listings that no longer exist are skipped.
  const listings =
    saved?.flatMap((ref) => {
      const property = properties.find((candidate) => candidate.ref === ref);
      return property
        ? [toCardData(property, { locale, placeSeparator: tc.placeSeparator, href })]
        : [];
    }) ?? null;
  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={
          <>
            {t.title}
            <span data-swap="favorites-count">
              {listings ? <SavedCount count={listings.length} t={t} /> : null}
            </span>
          </>
        }
        subtitle={t.subtitle}
      />
      {/* A screen high at least, so that the footer, below the fold, stays where it is when the
          browser's list takes the loading line's place. */}
      <div
        className="mx-auto min-h-[75svh] max-w-7xl px-4 pt-12 sm:px-6 lg:px-8 lg:pt-16"
        data-swap="favorites"
        // What the server shows, for the frame script to ask for this browser's list
        // (src/islands/frame/favourites-page.ts).
        data-favorites-shown={JSON.stringify(saved)}
      >
        <SavedListings
          listings={listings}
          locale={locale}
          t={t}
          tc={tc}
          propertiesHref={href("/properties")}
        />
      </div>
    </>
  );
}
