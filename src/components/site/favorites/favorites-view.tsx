"use client";
import { clsx as cn } from "clsx";
import { Heart } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useFavorites } from "@/lib/favorites";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { FavoritesMessages } from "@/lib/i18n/messages/favorites";
import type { PropertyCardData } from "@/lib/property-card-data";
import { PageHeader } from "../page-header";
import { PropertyCard } from "../property-card";
import { useHydrated } from "../use-hydrated";

/**
 * The saved listings. Favourites live in this browser only, so the server sends every
 * listing's card data and an empty shell; the list fills in after hydration.
 */
export function FavoritesView({
  properties,
  locale,
  t,
  tc,
  propertiesHref,
}: {
  properties: PropertyCardData[];
  locale: Locale;
  t: FavoritesMessages;
  tc: (typeof common)["pt"];
  propertiesHref: string;
}) {
  const hydrated = useHydrated();
  const saved = useFavorites();
  const byRef = new Map(properties.map((property) => [property.ref, property]));
  // Most recently saved first; refs of listings that no longer exist are skipped.
  const shown = saved
    .toReversed()
    .map((ref) => byRef.get(ref))
    .filter((property) => property !== undefined);
  const count = shown.length === 1 ? t.countOne : interpolate(t.countOther, { n: shown.length });

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={
          <>
            {t.title}
            {hydrated ? (
              <span
                className={cn(
                  "ml-4 inline-block translate-y-[-0.35em] rounded-full px-3 py-1 align-middle font-sans text-sm font-semibold tracking-wide",
                  shown.length > 0
                    ? "bg-brand text-brand-foreground"
                    : "border border-input bg-card text-muted-foreground",
                )}
                data-testid="favorites-heading-count"
              >
                {count}
              </span>
            ) : null}
          </>
        }
        subtitle={t.subtitle}
      />
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8 lg:pt-16">
        {!hydrated ? (
          <p role="status" className="py-16 text-center text-muted-foreground">
            {tc.loading}
          </p>
        ) : shown.length === 0 ? (
          <div
            className="mx-auto flex max-w-lg flex-col items-center py-16 text-center"
            data-testid="favorites-empty"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-brand">
              <Heart className="size-7" aria-hidden />
            </span>
            <h2 className="mt-6 font-serif text-2xl">{t.emptyTitle}</h2>
            <p className="mt-3 text-muted-foreground">{t.emptyText}</p>
            <Button asChild size="lg" className="mt-8">
              <a href={propertiesHref}>{t.browse}</a>
            </Button>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((property) => (
              <li key={property.ref} className="grid" data-testid="favorite-property">
                <PropertyCard property={property} locale={locale} t={tc} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
