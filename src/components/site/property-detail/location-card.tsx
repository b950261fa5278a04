import { ExternalLink, MapPin } from "@/components/site/icons";
import type { MapLabels } from "@/components/site/properties/properties-map";
import { interpolate } from "@/lib/i18n/define-messages";
import type { Locale } from "@/lib/i18n/locales";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { joinPlace, placeName } from "@/lib/i18n/place-names";
import { osmMapUrl } from "@/lib/property-detail/osm";
import type { Property } from "@/lib/schemas/property";
import { tileServerName } from "@/lib/third-party/tiles";
import { Island } from "../island";
import { LocationMap } from "./location-map";

/**
 * The neighbourhood, city and district, with a map when coordinates exist: a placeholder naming
 * the tile server until the visitor loads it (docs/decisions/026).
 */
export function LocationCard({
  property,
  locale,
  separator,
  t,
  tiles,
  mapLabels,
}: {
  property: Property;
  locale: Locale;
  /** Between the parts of the place in the map's title (the catalogue's placeSeparator). */
  separator: string;
  t: PropertyDetailMessages["location"];
  /** The tile address template (MAP_TILES_URL). */
  tiles: string;
  mapLabels: MapLabels;
}) {
  const { coordinates } = property;
  const place = joinPlace([property.location, property.city], locale, separator);
  const rows = [
    { label: t.neighbourhood, value: property.location },
    { label: t.city, value: placeName(property.city, locale) },
    ...(property.district
      ? [{ label: t.district, value: placeName(property.district, locale) }]
      : []),
  ];
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card">
      {coordinates ? (
        <div className="relative min-h-80 bg-muted bg-[radial-gradient(var(--border)_1px,transparent_1px)] [background-size:18px_18px] sm:aspect-[16/9] sm:min-h-0 print:hidden">
          <Island
            name="location-map"
            component={LocationMap}
            props={{
              lat: coordinates.lat,
              lng: coordinates.lng,
              tiles,
              labels: {
                label: interpolate(t.mapTitle, { place }),
                zoomIn: mapLabels.zoomIn,
                zoomOut: mapLabels.zoomOut,
                attribution: mapLabels.attribution,
              },
              consent: { locale, server: tileServerName(tiles) },
            }}
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex gap-3">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand" aria-hidden />
          <dl className="grid grid-cols-[auto_1fr] gap-x-5 gap-y-1 text-sm">
            {rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-muted-foreground">{row.label}</dt>
                <dd className="font-medium text-foreground">{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {coordinates ? (
          <a
            href={osmMapUrl(coordinates)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 self-start text-sm font-medium text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary sm:self-center print:hidden"
            data-testid="larger-map"
          >
            {t.largerMap}
            <ExternalLink className="size-4" aria-hidden />
            <span className="sr-only">{t.newWindow}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
