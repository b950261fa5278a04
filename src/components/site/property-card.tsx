import { Bath, BedDouble, Leaf, Ruler } from "@/components/site/icons";
import type { ExchangeRates } from "@/lib/currencies";
import { formatArea, formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import { localized } from "@/lib/localized";
import { propertyBadges } from "@/lib/property-badges";
import type { PropertyCardData } from "@/lib/property-card-data";
import { cn } from "@/lib/utils";
import { ConvertedPrice } from "./converted-price";
import { FavoriteButton } from "./favorite-button";
import { PriceBefore } from "./price-before";
import { PropertyImage } from "./property-image";

type Messages = (typeof common)["pt"];

const BADGE_STYLE = {
  exclusive: "bg-primary text-primary-foreground",
  // Darker than the gold token: white badge text needs 4.5:1 (WCAG AA).
  reserved: "bg-[#86600f] text-white",
  sold: "bg-foreground text-background",
  new: "bg-brand text-brand-foreground",
  // Dark red with white text: 4.5:1 at least (WCAG AA).
  reduced: "bg-[#a3261d] text-white",
} as const;

/**
 * A listing's card. Its photo and its text are each laid out only as the visitor comes near
 * them, holding their exact height until then (card-photo-when-near and card-text-when-near in
 * globals.css). Its list item must be a size container (`@container`): a narrow card keeps room
 * for three lines of title.
 */
export function PropertyCard({
  property,
  locale,
  t,
  layout = "grid",
  priority = false,
  headingLevel = 3,
  rates,
}: {
  property: PropertyCardData;
  locale: Locale;
  t: Messages;
  layout?: "grid" | "list";
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The rates of the "≈" line under the price; none on pages without the currency choice. */
  rates?: ExchangeRates | null;
}) {
  const title = localized(property, "title", locale);
  const Heading = `h${headingLevel}` as const;
  const list = layout === "list";
  return (
    <article
      className={cn(
        "group relative flex rounded-xl border border-border bg-card shadow-sm shadow-foreground/5 transition-shadow hover:shadow-lg hover:shadow-foreground/10",
        // The title's link is the card's focus; its ring goes round the whole card.
        "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
        list ? "flex-col sm:flex-row" : "flex-col",
      )}
      data-testid="property-card"
      data-ref={property.ref}
    >
      <div
        className={cn(
          // The photo rounds its own corners: a card that clipped its content would keep its
          // photo and text from being laid out before they come in view (docs/decisions/048).
          "card-photo-when-near relative aspect-[4/3] overflow-clip rounded-t-[calc(var(--radius-xl)-1px)]",
          list &&
            "sm:aspect-auto sm:min-h-56 sm:w-2/5 sm:shrink-0 sm:rounded-tr-none sm:rounded-bl-[calc(var(--radius-xl)-1px)]",
        )}
      >
        {/* The photo leads to the listing as well. The title's link is the one a keyboard or a
            screen reader meets: its area cannot reach over the photo, which is laid out on its
            own (docs/decisions/048). */}
        {/* biome-ignore lint/a11y/useAnchorContent: a second way to the title's link, hidden */}
        <a href={property.href} tabIndex={-1} aria-hidden className="absolute inset-0">
          <PropertyImage
            src={property.images[0]}
            alt={title}
            priority={priority}
            sizes={
              list
                ? "(min-width: 640px) 40vw, 100vw"
                : "(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            }
            className="size-full"
            imgClassName="transition-transform duration-500 group-hover:scale-[1.03]"
          />
        </a>
        <ul className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {propertyBadges(property).map((badge) => (
            <li
              key={badge}
              className={cn(
                "rounded-full px-2.5 py-1 text-[0.7rem] font-semibold tracking-wide uppercase",
                BADGE_STYLE[badge],
              )}
              data-badge={badge}
            >
              {t.badge[badge]}
            </li>
          ))}
        </ul>
        <FavoriteButton
          propertyRef={property.ref}
          labels={t.favorite}
          className="absolute top-3 right-3 z-10 size-10 bg-card/90 text-foreground shadow-sm hover:bg-card"
        />
      </div>
      {/* The text's height is the same on every card (card-text-when-near in globals.css): the
          place and the title keep room for two lines each (the title for three on a card
          narrower than 22rem) and are cut after them; the price and the facts keep to one line. */}
      <div
        className={cn(
          "card-text-when-near flex flex-1 flex-col gap-2 p-5",
          "@max-[22rem]:[--card-title-lines:3]",
          rates && "[--card-fx:1.25rem]",
        )}
      >
        <div className="flex min-h-(--card-heading) flex-col gap-2">
          <p className="line-clamp-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {t.propertyType[property.type]}
            {t.typeSeparator}
            {property.place}
          </p>
          <Heading className="line-clamp-(--card-title-lines) font-serif text-lg leading-snug text-foreground">
            <a
              href={property.href}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {title}
            </a>
          </Heading>
        </div>
        <p className="mt-auto pt-2">
          <span className="flex items-baseline gap-x-2.5 whitespace-nowrap">
            <span className="text-xl font-semibold text-primary" data-testid="property-price">
              {formatPrice(property.price, locale)}
            </span>
            <PriceBefore
              property={property}
              locale={locale}
              label={t.priceBefore}
              className="truncate text-sm"
            />
          </span>
          <ConvertedPrice
            euros={property.price}
            rates={rates}
            locale={locale}
            className="truncate"
          />
        </p>
        <ul className="flex gap-x-4 overflow-hidden border-t border-border pt-3 text-sm whitespace-nowrap text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <Ruler className="size-4" aria-hidden />
            <span className="sr-only">{t.units.area}: </span>
            <span data-area={locale === "en" ? property.area : undefined}>
              {formatArea(property.area, locale)}
            </span>
          </li>
          {property.bedrooms !== null ? (
            <li className="flex items-center gap-1.5">
              <BedDouble className="size-4" aria-hidden />
              <span className="sr-only">{t.units.bedrooms}: </span>
              {property.bedrooms}
            </li>
          ) : null}
          {property.bathrooms !== null ? (
            <li className="flex items-center gap-1.5">
              <Bath className="size-4" aria-hidden />
              <span className="sr-only">{t.units.bathrooms}: </span>
              {property.bathrooms}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Leaf className="size-4" aria-hidden />
            <span className="sr-only">{t.energy.label}: </span>
            {property.energyCertificate === "exempt" ? t.energy.exempt : property.energyCertificate}
          </li>
        </ul>
      </div>
    </article>
  );
}
