import { MapPin, MessageSquare } from "@/components/site/icons";
import { displayLabels, type ExchangeRates } from "@/lib/currencies";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { PropertyDetailMessages } from "@/lib/i18n/messages/property-detail";
import { joinPlace } from "@/lib/i18n/place-names";
import { localized } from "@/lib/localized";
import { propertyBadges } from "@/lib/property-badges";
import type { Property } from "@/lib/schemas/property";
import { ConvertedPrice, RateNote } from "../converted-price";
import { FavoriteButton } from "../favorite-button";
import { Island } from "../island";
import { PriceBefore } from "../price-before";
import { PriceChoices } from "../price-choices";
import { PrintButton } from "./print-button";
import { ShareButton } from "./share-button";

/** Title, place, price and the share / print / favourite actions above the gallery. */
export function PropertyHeader({
  property,
  locale,
  url,
  t,
  tc,
  rates,
}: {
  /** The ECB's rates for the "≈" line, or null when none is known. */
  rates: ExchangeRates | null;
  property: Property;
  locale: Locale;
  /** The listing's canonical address, for sharing. */
  url: string;
  t: PropertyDetailMessages;
  tc: (typeof common)["pt"];
}) {
  const title = localized(property, "title", locale);
  return (
    <header className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-12">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">
          {tc.propertyType[property.type]}
          <span aria-hidden> · </span>
          <span className="text-muted-foreground">{property.ref}</span>
          {propertyBadges(property)
            .filter((badge) => badge === "new" || badge === "reduced")
            .map((badge) => (
              <span
                key={badge}
                className="ms-3 rounded-full bg-brand px-2 text-brand-foreground"
                data-badge={badge}
              >
                {tc.badge[badge]}
              </span>
            ))}
        </p>
        <h1 className="mt-3 font-serif text-3xl leading-tight text-balance text-foreground sm:text-4xl lg:text-[2.75rem]">
          {title}
        </h1>
        <p
          className="mt-3 flex items-center gap-1.5 text-muted-foreground"
          data-testid="property-place"
        >
          <MapPin className="size-4 shrink-0 text-brand" aria-hidden />
          {joinPlace([property.location, property.city], locale, tc.placeSeparator)}
        </p>
      </div>
      <div className="flex flex-col gap-4 lg:items-end">
        {/* A div: a large bold paragraph reads to axe as a heading in disguise (p-as-heading). */}
        <div
          className="font-serif text-3xl font-semibold text-primary tabular-nums sm:text-4xl"
          data-testid="listing-price"
        >
          <span className="sr-only">{t.facts.price}: </span>
          {formatPrice(property.price, locale)}
        </div>
        <PriceBefore
          property={property}
          locale={locale}
          label={tc.priceBefore}
          className="-mt-3 text-lg"
        />
        <ConvertedPrice euros={property.price} rates={rates} locale={locale} className="-mt-3" />
        {rates || locale === "en" ? (
          <PriceChoices
            locale={locale}
            rates={rates}
            units={locale === "en"}
            t={displayLabels(tc.display, locale)}
          />
        ) : null}
        <RateNote rates={rates} locale={locale} text={tc.display.rateNote} />
        <ul aria-label={t.actions.label} className="flex flex-wrap gap-2 lg:justify-end">
          <li>
            <Island
              name="share-button"
              component={ShareButton}
              props={{ url, title, t: t.actions }}
            />
          </li>
          <li>
            <Island
              name="print-button"
              component={PrintButton}
              props={{ label: t.actions.print }}
            />
          </li>
          <li className="min-w-0 flex-1 sm:flex-none">
            <FavoriteButton
              propertyRef={property.ref}
              labels={tc.favorite}
              withText
              className="h-10 w-full rounded-md border border-input bg-background px-4 text-sm font-medium whitespace-nowrap shadow-xs transition-colors hover:border-primary/40 hover:bg-accent [&_svg]:size-4"
            />
          </li>
          <li className="basis-full sm:basis-auto lg:hidden">
            <a
              href="#contact"
              className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md bg-brand px-4 text-sm font-medium text-brand-foreground shadow-xs hover:bg-brand/90"
            >
              <MessageSquare className="size-4" aria-hidden />
              {t.contact.jump}
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}
