import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import { isPriceReduced } from "@/lib/property-badges";
import type { Property } from "@/lib/schemas/property";
import { cn } from "@/lib/utils";

/**
 * The price before a drop of the last 30 days, struck through beside the current one. A
 * deletion cannot carry an accessible name, so the words read before it are hidden text.
 */
export function PriceBefore({
  property,
  locale,
  label,
  className,
}: {
  property: Pick<
    Property,
    "featured" | "status" | "firstPublishedAt" | "priceBeforeReduction" | "priceReducedAt"
  >;
  locale: Locale;
  label: string;
  className?: string;
}) {
  if (!isPriceReduced(property) || property.priceBeforeReduction === null) return null;
  return (
    <del
      className={cn("font-normal text-muted-foreground tabular-nums", className)}
      data-testid="price-before"
    >
      <span className="sr-only">{label} </span>
      {formatPrice(property.priceBeforeReduction, locale)}
    </del>
  );
}
