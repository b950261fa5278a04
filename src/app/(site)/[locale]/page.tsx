import type { Metadata } from "next";
import { cache } from "react";
import { DEFAULT_HERO_IMAGE, Hero } from "@/components/site/home/hero";
import { Testimonials } from "@/components/site/home/testimonials";
import { JsonLd } from "@/components/site/json-ld";
import { PropertyCard } from "@/components/site/property-card";
import { Button } from "@/components/ui/button";
import { LIMITS } from "@/lib/constants";
import { common } from "@/lib/i18n/messages/common";
import { home } from "@/lib/i18n/messages/home";
import { localized } from "@/lib/localized";
import { toCardData } from "@/lib/property-card-data";
import { env } from "@/server/env";
import { requestLocale } from "@/server/i18n/request-locale";
import { listFeaturedProperties } from "@/server/properties/list-featured-properties";
import { organizationJsonLd } from "@/server/seo/organization";
import { pageMetadata } from "@/server/seo/page-metadata";
import { getHomeSettings } from "@/server/settings/home-settings";
import { listTestimonials } from "@/server/testimonials/testimonials";

type Props = { params: Promise<{ locale: string }> };

// Read once per request: the metadata (link preview image) and the page both need it.
const homeSettings = cache(getHomeSettings);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = home[locale];
  const settings = await homeSettings();
  return pageMetadata({
    locale,
    path: "/",
    title: t.metaTitle,
    description: t.metaDescription,
    absoluteTitle: true,
    // The hero photo is the preview when the home page is shared.
    image: { url: settings.heroImage || DEFAULT_HERO_IMAGE, alt: t.metaTitle },
  });
}

export default async function HomePage({ params }: Props) {
  const { locale, href } = await requestLocale(params);
  const t = home[locale];
  const tc = common[locale];
  const [settings, featured, testimonials] = await Promise.all([
    homeSettings(),
    listFeaturedProperties(LIMITS.homeFeatured),
    listTestimonials({ includeInactive: false, limit: LIMITS.homeTestimonials }),
  ]);

  return (
    <>
      <JsonLd data={organizationJsonLd(env().SITE_URL, "/apple-icon.png")} />
      <Hero
        locale={locale}
        title={localized(settings, "title", locale) || t.heroTitle}
        subtitle={localized(settings, "subtitle", locale) || t.heroSubtitle}
        image={settings.heroImage || DEFAULT_HERO_IMAGE}
        t={t}
        tc={tc}
        propertiesHref={href("/properties")}
      />

      <section
        aria-labelledby="featured-title"
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="featured-title" className="font-serif text-3xl sm:text-4xl">
              {t.featuredTitle}
            </h2>
            <p className="mt-3 max-w-xl text-muted-foreground">{t.featuredSubtitle}</p>
          </div>
          <Button asChild variant="outline">
            <a href={href("/properties")}>{t.seeAll}</a>
          </Button>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((property) => (
            <li key={property.id} className="@container grid" data-testid="featured-property">
              <PropertyCard
                property={toCardData(property, { locale, placeSeparator: tc.placeSeparator, href })}
                locale={locale}
                t={tc}
              />
            </li>
          ))}
        </ul>
      </section>

      <Testimonials
        testimonials={testimonials}
        locale={locale}
        title={t.testimonialsTitle}
        ratingLabel={t.rating}
      />

      <section className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-8 py-12 text-primary-foreground sm:px-12 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 className="font-serif text-3xl">{t.ctaTitle}</h2>
            <p className="mt-3 max-w-xl text-primary-foreground/85">{t.ctaText}</p>
          </div>
          <Button asChild size="lg" variant="brand">
            <a href={href("/sell")}>{t.ctaButton}</a>
          </Button>
        </div>
      </section>
    </>
  );
}
