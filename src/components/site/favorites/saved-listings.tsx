// The favourites page's list, as the server renders it for the refs its URL names
// (src/lib/favorites-query.ts): their cards, newest first, or the empty state; without a list
// (the page as first loaded: favourites live in the browser), a loading line until the frame
// script (src/islands/frame/favourites-page.ts) asks for the page with this browser's list.
import { Heart } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { FavoritesMessages } from "@/lib/i18n/messages/favorites";
import type { PropertyCardData } from "@/lib/property-card-data";
import { cn } from "@/lib/utils";
import { PropertyCard } from "../property-card";

export function SavedCount({ count, t }: { count: number; t: FavoritesMessages }) {
  return (
    <span
      className={cn(
        "ml-4 inline-block translate-y-[-0.35em] rounded-full px-3 py-1 align-middle font-sans text-sm font-semibold tracking-wide",
        count > 0
          ? "bg-brand text-brand-foreground"
          : "border border-input bg-card text-muted-foreground",
      )}
      data-testid="favorites-heading-count"
    >
      {count === 1 ? t.countOne : interpolate(t.countOther, { n: count })}
    </span>
  );
}

export function SavedListings({
  listings,
  locale,
  t,
  tc,
  propertiesHref,
}: {
  listings: PropertyCardData[] | null;
  locale: Locale;
  t: FavoritesMessages;
  tc: (typeof common)["pt"];
  propertiesHref: string;
}) {
  if (listings === null) {
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        {tc.loading}
      </p>
    );
  }
  if (listings.length === 0) {
    return (
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
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {listings.map((property) => (
        <li key={property.ref} className="@container grid" data-testid="favorite-property">
          <PropertyCard property={property} locale={locale} t={tc} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
