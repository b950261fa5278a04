// /properties/{ref} – the listing's detail page (docs/product.md#property-detail-page), with share,
// print and favourite.
import type { Metadata } from "next";
import { Island } from "@/components/site/island";
import { Breadcrumb } from "@/components/site/property-detail/breadcrumb";
import { ContactPanel } from "@/components/site/property-detail/contact-panel";
import { DetailSection } from "@/components/site/property-detail/detail-section";
import { FeaturesList } from "@/components/site/property-detail/features-list";
import { Gallery } from "@/components/site/property-detail/gallery";
import { KeyFacts } from "@/components/site/property-detail/key-facts";
import { LocationCard } from "@/components/site/property-detail/location-card";
import { PrintBrochure } from "@/components/site/property-detail/print-brochure";
import { PropertyHeader } from "@/components/site/property-detail/property-header";
import { SimilarProperties } from "@/components/site/property-detail/similar-properties";
import { VirtualTour } from "@/components/site/property-detail/virtual-tour";
import { ToastOutlet } from "@/components/site/toasts";
import { interpolate } from "@/lib/i18n/define-messages";
import { common } from "@/lib/i18n/messages/common";
import { properties as listMessages } from "@/lib/i18n/messages/properties";
import { propertyDetail } from "@/lib/i18n/messages/property-detail";
import { localizedPath } from "@/lib/i18n/routing";
import { listingPath } from "@/lib/listing-path";
import { localized } from "@/lib/localized";
import { paragraphs } from "@/lib/property-detail/text";
import { env } from "@/server/env";
import { readExchangeRates } from "@/server/exchange-rates/exchange-rates";
import { requestLocale } from "@/server/i18n/request-locale";
import { notFoundUnlessCached } from "@/server/page-cache/not-found";
import { consentNotice } from "@/server/privacy/consent-version";
import { loadPropertyDetail } from "@/server/properties/property-detail";
import { qrImage } from "@/server/seo/qr-code";
import { getLegalSettings } from "@/server/settings/legal-settings";
import { ListingJsonLd } from "./json-ld";
import { listingMetadata, refParam } from "./metadata";
import PropertyNotFound from "./not-found";

type Props = {
  params: Promise<{ locale: string; ref: string }>;
  searchParams: Promise<{ photo?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  return listingMetadata(locale, await refParam(params));
}

export default async function PropertyPage({ params, searchParams }: Props) {
  const { locale, href } = await requestLocale(params);
  const detail = await loadPropertyDetail(await refParam(params));
  if (!detail) {
    await notFoundUnlessCached();
    return <PropertyNotFound />;
  }
  const { property, consultant, features, similar } = detail;
  const [legal, consent, rates] = await Promise.all([
    getLegalSettings(),
    consentNotice(locale, href),
    readExchangeRates(),
  ]);
  const t = propertyDetail[locale];
  const tc = common[locale];
  const title = localized(property, "title", locale);
  const url = new URL(localizedPath(locale, listingPath(property.ref)), env().SITE_URL).toString();
  const interest = interpolate(t.contact.interest, { ref: property.ref });
  // Without JavaScript the gallery's links ask for ?photo=N.
  const photo = Number((await searchParams).photo);
  const initialPhoto = Number.isInteger(photo) && photo > 0 ? photo - 1 : 0;

  return (
    <>
      <div
        className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8 lg:pt-8 print:hidden"
        data-testid="property-detail"
      >
        <Breadcrumb
          label={t.breadcrumb.label}
          crumbs={[
            { name: t.breadcrumb.home, href: href("/") },
            { name: t.breadcrumb.properties, href: href("/properties") },
            { name: title },
          ]}
        />
        <PropertyHeader property={property} locale={locale} url={url} t={t} tc={tc} rates={rates} />
        <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_23rem] xl:grid-cols-[minmax(0,1fr)_25rem] xl:gap-16">
          <div className="flex min-w-0 flex-col gap-10">
            <Island
              name="gallery"
              component={Gallery}
              props={{
                images: property.images,
                title,
                initialIndex: Math.min(initialPhoto, Math.max(property.images.length - 1, 0)),
                t: t.gallery,
              }}
            />
            <section aria-labelledby="facts-title">
              <h2 id="facts-title" className="sr-only">
                {t.facts.title}
              </h2>
              <KeyFacts property={property} locale={locale} t={t.facts} tc={tc} />
            </section>
            <DetailSection id="description" title={t.description.title}>
              <div className="max-w-prose space-y-5 text-[1.0625rem] leading-relaxed text-foreground/85">
                {paragraphs(localized(property, "description", locale)).map((text, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs, never reordered
                  <p key={index}>{text}</p>
                ))}
              </div>
            </DetailSection>
            {features.length > 0 ? (
              <DetailSection id="features" title={t.features.title}>
                <FeaturesList features={features} locale={locale} />
              </DetailSection>
            ) : null}
            {property.virtualTour ? (
              <DetailSection id="tour" title={t.tour.title}>
                <VirtualTour
                  src={property.virtualTour}
                  title={interpolate(t.tour.frameTitle, { title })}
                  text={t.tour.text}
                  locale={locale}
                />
              </DetailSection>
            ) : null}
            <DetailSection id="location" title={t.location.title}>
              <LocationCard
                property={property}
                locale={locale}
                separator={tc.placeSeparator}
                t={t.location}
                tiles={env().MAP_TILES_URL}
                mapLabels={listMessages[locale].map}
              />
            </DetailSection>
          </div>
          <ContactPanel
            consent={consent}
            propertyRef={property.ref}
            viewingPropertyId={
              property.status !== "sold" && property.consultantId ? property.id : null
            }
            consultant={consultant}
            interest={interest}
            locale={locale}
            t={t}
          />
        </div>
        <SimilarProperties
          properties={similar}
          locale={locale}
          title={t.similar.title}
          subtitle={t.similar.subtitle}
          tc={tc}
          href={href}
        />
      </div>
      <PrintBrochure
        property={property}
        consultant={consultant}
        features={features}
        url={url}
        qr={qrImage(url)}
        legal={legal}
        locale={locale}
        t={t}
        tc={tc}
      />
      <ListingJsonLd property={property} locale={locale} />
      <Island name="toasts" component={ToastOutlet} props={{ closeLabel: tc.close }} />
    </>
  );
}
