// The message of a valuation lead (docs/product.md#sell-page): one "Label: value" line per detail,
// in the visitor's language, so staff read the request as the visitor described it.
import type { PROPERTY_CONDITIONS, PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import { formatArea } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";

type PublicPropertyType = (typeof PUBLIC_PROPERTY_TYPES)[number];
type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export interface ValuationDetails {
  propertyType: PublicPropertyType;
  location: string;
  area: number;
  bedrooms: number | null;
  condition: PropertyCondition;
  observations: string;
  /** Names of the photos the visitor chose; the files themselves are not uploaded. */
  photos: string[];
}

export interface ValuationMessageLabels {
  lines: Record<
    "type" | "location" | "area" | "bedrooms" | "condition" | "observations" | "photos",
    string
  >;
  propertyTypes: Record<PublicPropertyType, string>;
  conditions: Record<PropertyCondition, string>;
}

export function composeValuationMessage(
  details: ValuationDetails,
  labels: ValuationMessageLabels,
  locale: Locale,
): string {
  const { lines } = labels;
  const rows: [string, string][] = [
    [lines.type, labels.propertyTypes[details.propertyType]],
    [lines.location, details.location.trim()],
    [lines.area, formatArea(details.area, locale)],
  ];
  if (details.bedrooms !== null) rows.push([lines.bedrooms, String(details.bedrooms)]);
  rows.push([lines.condition, labels.conditions[details.condition]]);
  const observations = details.observations.trim();
  if (observations) rows.push([lines.observations, observations]);
  if (details.photos.length > 0) rows.push([lines.photos, details.photos.join(", ")]);
  return rows.map(([label, value]) => `${label}: ${value}`).join("\n");
}
