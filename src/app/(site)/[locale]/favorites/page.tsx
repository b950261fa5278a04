import type { Metadata } from "next";
import { FavoritesView } from "@/components/site/favorites/favorites-view";
import { Island } from "@/components/site/island";
import { common } from "@/lib/i18n/messages/common";
import { favorites } from "@/lib/i18n/messages/favorites";
import { toCardData } from "@/lib/property-card-data";
import { requestLocale } from "@/server/i18n/request-locale";
import { listProperties } from "@/server/properties/list-properties";
import { pageMetadata } from "@/server/seo/page-metadata";

type Props = { params: Promise<{ locale: string }> };

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

/** Favourites: a gap in SPEC.md (§2 lists a favourite button), filled with a saved-list page. */
export default async function FavoritesPage({ params }: Props) {
  const { locale, href } = await requestLocale(params);
  const properties = await listProperties();
  return (
    <Island
      name="favorites-view"
      component={FavoritesView}
      props={{
        properties: properties.map((property) =>
          toCardData(property, { locale, placeSeparator: common[locale].placeSeparator, href }),
        ),
        locale,
        t: favorites[locale],
        tc: common[locale],
        propertiesHref: href("/properties"),
      }}
    />
  );
}
