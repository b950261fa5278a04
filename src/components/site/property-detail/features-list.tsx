import { Check } from "@/components/site/icons";
import type { Locale } from "@/lib/i18n/locales";
import { localized } from "@/lib/localized";
import type { PropertyFeature } from "@/lib/schemas/feature";

/** The listing's features, named in the visitor's language. */
export function FeaturesList({
  features,
  locale,
}: {
  features: PropertyFeature[];
  locale: Locale;
}) {
  return (
    <ul
      className="grid gap-x-8 gap-y-3 sm:grid-cols-2 xl:grid-cols-3 print:grid-cols-3 print:gap-y-1"
      data-testid="features"
    >
      {features.map((feature) => (
        <li key={feature.key} className="flex items-center gap-3" data-feature={feature.key}>
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-brand print:size-4 print:bg-transparent">
            <Check className="size-4" aria-hidden />
          </span>
          <span>{localized(feature, "name", locale)}</span>
        </li>
      ))}
    </ul>
  );
}
