// The cards of one page of results, as a grid or a list (the map view shows the grid under
// the map). The first photo loads eagerly and first: it is what a phone shows first.
import { PropertyCard } from "@/components/site/property-card";
import type { ExchangeRates } from "@/lib/currencies";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import { toCardData } from "@/lib/property-card-data";
import type { ViewMode } from "@/lib/property-filters";
import type { Property } from "@/lib/schemas/property";
import { cn } from "@/lib/utils";

export function PropertyResults({
  items,
  view,
  locale,
  t,
  href,
  rates,
}: {
  rates: ExchangeRates | null;
  items: Property[];
  view: ViewMode;
  locale: Locale;
  t: (typeof common)["pt"];
  href: (path: string) => string;
}) {
  const list = view === "list";
  return (
    <ul
      className={cn(
        "grid gap-6",
        list ? "grid-cols-1" : "sm:grid-cols-2",
        view === "grid" && "xl:grid-cols-3",
      )}
      data-testid="property-results"
    >
      {items.map((property, index) => (
        <li key={property.id} className="@container grid">
          <PropertyCard
            property={toCardData(property, { locale, placeSeparator: t.placeSeparator, href })}
            locale={locale}
            t={t}
            layout={list ? "list" : "grid"}
            priority={view !== "map" && index === 0}
            rates={rates}
          />
        </li>
      ))}
    </ul>
  );
}
