import { Search } from "@/components/site/icons";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { PUBLIC_PROPERTY_TYPES } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { common } from "@/lib/i18n/messages/common";
import type { home } from "@/lib/i18n/messages/home";
import { FILTERS_ANCHOR } from "@/lib/property-list-query";
import { FieldLabel } from "../forms/field-label";
import { imageSources, preloadImage } from "../image-sources";
import { Parsed, UNSEEN_UNTIL_PARSED } from "../parsed-whole";

const PRICE_STEPS = [250_000, 500_000, 750_000, 1_000_000, 2_000_000, 3_000_000];
export const DEFAULT_HERO_IMAGE = "/images/hero-default.jpg";

/**
 * The hero: title and subtitle from the home settings, and a search that is a plain GET form
 * to the property list, so it works before any JavaScript runs. Its "advanced" control sends
 * the same fields and lands on the list's full filters.
 */
export function Hero({
  locale,
  title,
  subtitle,
  image,
  t,
  tc,
  propertiesHref,
}: {
  locale: Locale;
  title: string;
  subtitle: string;
  image: string;
  t: (typeof home)["pt"];
  tc: (typeof common)["pt"];
  propertiesHref: string;
}) {
  preloadImage(image, "100vw");
  return (
    <section className="relative isolate flex min-h-[calc(100dvh-4rem)] items-end overflow-hidden bg-primary lg:min-h-[44rem]">
      {/* biome-ignore lint/performance/noImgElement: responsive variants of our own images */}
      <img
        {...imageSources(image)}
        sizes="100vw"
        alt=""
        width={2400}
        height={1350}
        fetchPriority="high"
        loading="eager"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-primary/90 via-primary/45 to-primary/10" />
      {/* The text sits at the hero's bottom: painted before the search form is parsed, it would
          move up when the form comes. */}
      <div
        className={`mx-auto w-full max-w-7xl px-4 pt-24 pb-10 sm:px-6 lg:px-8 lg:pb-16 ${UNSEEN_UNTIL_PARSED}`}
      >
        <h1 className="max-w-3xl font-serif text-4xl leading-[1.1] font-medium text-white text-balance sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-base leading-relaxed text-white/90 sm:text-lg">
          {subtitle}
        </p>
        <form
          action={propertiesHref}
          method="get"
          aria-label={t.search.title}
          className="mt-10 grid gap-3 rounded-xl bg-card/95 p-4 shadow-2xl shadow-black/20 backdrop-blur sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_auto] lg:items-end lg:p-5"
        >
          <div className="grid gap-1.5">
            <FieldLabel htmlFor="hero-location">{t.search.location}</FieldLabel>
            <Input
              id="hero-location"
              name="location"
              placeholder={t.search.locationPlaceholder}
              autoComplete="off"
            />
          </div>
          <div className="grid gap-1.5">
            <FieldLabel htmlFor="hero-type">{t.search.type}</FieldLabel>
            <NativeSelect id="hero-type" name="type" defaultValue="">
              <NativeSelectOption value="">{t.search.anyType}</NativeSelectOption>
              {PUBLIC_PROPERTY_TYPES.map((type) => (
                <NativeSelectOption key={type} value={type}>
                  {tc.propertyType[type]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <FieldLabel htmlFor="hero-price">{t.search.price}</FieldLabel>
            <NativeSelect id="hero-price" name="maxPrice" defaultValue="">
              <NativeSelectOption value="">{t.search.anyPrice}</NativeSelectOption>
              {PRICE_STEPS.map((price) => (
                <NativeSelectOption key={price} value={price}>
                  {formatPrice(price, locale)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="lg" variant="brand" className="sm:col-span-2 lg:col-span-1">
            <Search aria-hidden />
            {t.search.submit}
          </Button>
          {/* A second submit of the same GET form: the list opens with what was typed and
              the filters in view, with or without JavaScript. */}
          <button
            type="submit"
            formAction={`${propertiesHref}#${FILTERS_ANCHOR}`}
            className="cursor-pointer justify-self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:col-span-2 lg:col-span-4"
          >
            {t.search.advanced} <span aria-hidden>→</span>
          </button>
        </form>
        <Parsed />
      </div>
    </section>
  );
}
