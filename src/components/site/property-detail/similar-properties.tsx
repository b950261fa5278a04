import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import { toCardData } from "@/lib/property-card-data";
import type { Property } from "@/lib/schemas/property";
import { PropertyCard } from "../property-card";

/** Up to four other listings of the same type (docs/product.md#property-detail-page). */
export function SimilarProperties({
  properties,
  locale,
  title,
  subtitle,
  tc,
  href,
}: {
  properties: Property[];
  locale: Locale;
  title: string;
  subtitle: string;
  tc: (typeof common)["pt"];
  href: (path: string) => string;
}) {
  if (properties.length === 0) return null;
  return (
    // Laid out as the visitor comes near (docs/decisions/020): 160 elements at the foot of the
    // page, a quarter of what a phone's first frame laid out. Placeholders: four cards stacked,
    // in two rows, in one.
    <section
      aria-labelledby="similar-title"
      className="render-when-near mt-24 [--near-size:130rem] sm:[--near-size:70rem] xl:[--near-size:38rem] print:hidden"
      data-testid="similar"
    >
      <h2 id="similar-title" className="font-serif text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-muted-foreground">{subtitle}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
        {properties.map((property) => (
          <li key={property.id} className="@container grid" data-testid="similar-property">
            <PropertyCard
              property={toCardData(property, { locale, placeSeparator: tc.placeSeparator, href })}
              locale={locale}
              t={tc}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
