import type { ReactNode } from "react";
import {
  Bath,
  BedDouble,
  CalendarDays,
  Hash,
  House,
  Leaf,
  Ruler,
  type SiteIcon,
  Tag,
} from "@/components/site/icons";
import { interpolate } from "@/lib/i18n/define-messages";
import { formatArea } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import type { Property } from "@/lib/schemas/property";
import { cn } from "@/lib/utils";
import { EnergyLabel } from "./energy-label";

const STATUS_STYLE = {
  available: "bg-success/10 text-success",
  reserved: "bg-gold/15 text-[#7a5512]",
  sold: "bg-foreground text-background",
} as const;

/** Area, rooms, energy class ("Isento" when exempt), year, type, status and reference as a list. */
export function KeyFacts({
  property,
  locale,
  t,
  tc,
}: {
  property: Property;
  locale: Locale;
  t: PropertyDetailMessages["facts"];
  tc: (typeof common)["pt"];
}) {
  const facts: { key: string; label: string; icon: SiteIcon; value: ReactNode }[] = [
    {
      key: "area",
      label: t.area,
      icon: Ruler,
      // The English pages may show it in square feet (price-choices.tsx).
      value: (
        <span data-area={locale === "en" ? property.area : undefined}>
          {formatArea(property.area, locale)}
        </span>
      ),
    },
  ];
  if (property.bedrooms !== null) {
    facts.push({ key: "bedrooms", label: t.bedrooms, icon: BedDouble, value: property.bedrooms });
  }
  if (property.bathrooms !== null) {
    facts.push({ key: "bathrooms", label: t.bathrooms, icon: Bath, value: property.bathrooms });
  }
  // Every ad shows the class, or that none is required (DL 101-D/2020, art. 22.º).
  facts.push({
    key: "energy",
    label: t.energy,
    icon: Leaf,
    value:
      property.energyCertificate === "exempt" ? (
        <span data-energy="exempt">{tc.energy.exempt}</span>
      ) : (
        <EnergyLabel
          value={property.energyCertificate}
          label={interpolate(t.energyClass, { class: property.energyCertificate })}
        />
      ),
  });
  if (property.yearBuilt) {
    facts.push({ key: "year", label: t.yearBuilt, icon: CalendarDays, value: property.yearBuilt });
  }
  facts.push(
    { key: "type", label: t.type, icon: House, value: tc.propertyType[property.type] },
    {
      key: "status",
      label: t.status,
      icon: Tag,
      value: (
        <span
          className={cn(
            "inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium [print-color-adjust:exact]",
            STATUS_STYLE[property.status],
          )}
        >
          {tc.propertyStatus[property.status]}
        </span>
      ),
    },
    { key: "ref", label: t.ref, icon: Hash, value: property.ref },
  );

  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4 print:gap-2"
      data-testid="key-facts"
    >
      {facts.map((fact) => (
        <div
          key={fact.key}
          className="flex flex-col gap-1.5 rounded-lg border border-border bg-card px-4 py-3.5 print:px-3 print:py-2"
          data-fact={fact.key}
        >
          <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted-foreground uppercase print:text-[7pt] [&_svg]:size-3.5 [&_svg]:shrink-0">
            <fact.icon aria-hidden />
            {fact.label}
          </dt>
          <dd className="text-lg font-medium text-foreground tabular-nums print:text-[11pt]">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
