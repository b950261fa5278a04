// The property list (docs/product.md#property-list-page). The filters live in the query string; the
// server filters, sorts and pages the full list, so every state has a URL that reloads, shares and
// goes back, and the page works without JavaScript.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RateNote } from "@/components/site/converted-price";
import { Island } from "@/components/site/island";
import { PriceChoices } from "@/components/site/price-choices";
import { FilterSidebar } from "@/components/site/properties/filter-sidebar";
import { ListStatus } from "@/components/site/properties/list-status";
import { MapView } from "@/components/site/properties/map-view";
import { MobileFilters } from "@/components/site/properties/mobile-filters";
import { NoResults } from "@/components/site/properties/no-results";
import { Pagination } from "@/components/site/properties/pagination";
import { PropertyResults } from "@/components/site/properties/property-results";
import { SaveSearchForm } from "@/components/site/properties/save-search-form";
import { SortSelect } from "@/components/site/properties/sort-select";
import { ViewToggle } from "@/components/site/properties/view-toggle";
import { displayLabels } from "@/lib/currencies";
import { interpolate } from "@/lib/i18n/define-messages";
import { formatPrice } from "@/lib/i18n/format";
import { common } from "@/lib/i18n/messages/common";
import { forms } from "@/lib/i18n/messages/forms";
import { properties as messages } from "@/lib/i18n/messages/properties";
import { savedSearchTexts } from "@/lib/i18n/messages/saved-searches";
import { plural } from "@/lib/i18n/plural";
import { listingPath } from "@/lib/listing-path";
import { localized } from "@/lib/localized";
import { applyFilters, filtersToQuery, parseFilters } from "@/lib/property-filters";
import {
  activeFilterCount,
  canonicalQuery,
  clearedFilters,
  FILTERS_ANCHOR,
  receivedQuery,
} from "@/lib/property-list-query";
import { saveSearchFormTexts } from "@/lib/saved-searches/form-texts";
import { tileServerName } from "@/lib/third-party/tiles";
import { env } from "@/server/env";
import { readExchangeRates } from "@/server/exchange-rates/exchange-rates";
import { listFeatures } from "@/server/features/property-features";
import { requestLocale } from "@/server/i18n/request-locale";
import { consentNotice } from "@/server/privacy/consent-version";
import { listProperties } from "@/server/properties/list-properties";
import { pageMetadata } from "@/server/seo/page-metadata";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await requestLocale(params);
  const t = messages[locale];
  const metadata = pageMetadata({
    locale,
    path: "/properties",
    title: t.metaTitle,
    description: t.metaDescription,
  });
  // Filtered lists are endless variations of one page: keep them out of the index, follow
  // their links, and name the unfiltered list as canonical (pageMetadata does).
  const filtered = Object.keys(await searchParams).length > 0;
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function PropertiesPage({ params, searchParams }: Props) {
  const { locale, href } = await requestLocale(params);
  const t = messages[locale];
  const tc = common[locale];
  const query = await searchParams;
  const filters = parseFilters(query);
  const [all, features, consent, rates] = await Promise.all([
    listProperties(),
    listFeatures(),
    consentNotice(locale, href),
    readExchangeRates(),
  ]);
  const result = applyFilters(all, filters);

  // A plain GET form submits every field, empty or default: answer with the tidy URL.
  const action = href("/properties");
  const canonical = canonicalQuery(query, result.page);
  if (canonical !== receivedQuery(query)) redirect(`${action}${canonical}`);

  const current = { ...filters, page: result.page };
  const clearHref = `${action}${filtersToQuery(clearedFilters(current))}`;
  const activeCount = activeFilterCount(current);
  const formProps = {
    locale,
    filters: current,
    query: canonical,
    action,
    features: features
      .filter((feature) => feature.active)
      .map((feature) => ({ key: feature.key, name: localized(feature, "name", locale) })),
    t: t.filters,
    typeLabels: tc.propertyType,
    statusLabels: tc.propertyStatus,
  };
  // Every match of the filters is a marker (not only this page's), so they are made for the
  // map view alone.
  const markers = (current.view === "map" ? result.matches : []).flatMap((property) => {
    if (!property.coordinates) return [];
    const title = localized(property, "title", locale);
    const price = formatPrice(property.price, locale);
    return [
      {
        ref: property.ref,
        title,
        price,
        href: href(listingPath(property.ref)),
        lat: property.coordinates.lat,
        lng: property.coordinates.lng,
        label: interpolate(t.map.marker, { title, price }),
      },
    ];
  });

  return (
    <>
      <div className="border-b border-border bg-secondary/60">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-12 sm:pb-10 lg:px-8 lg:pt-16 lg:pb-12">
          <p className="text-xs font-semibold tracking-[0.2em] text-brand uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-medium sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-4 max-w-2xl text-muted-foreground sm:text-lg">{t.subtitle}</p>
        </div>
      </div>

      {/* The home search's "advanced" control lands here: the filters and the results. */}
      <div
        id={FILTERS_ANCHOR}
        className="mx-auto max-w-7xl scroll-mt-16 px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[17.5rem_minmax(0,1fr)] lg:gap-10 lg:px-8 lg:py-12 xl:grid-cols-[19rem_minmax(0,1fr)]"
      >
        <FilterSidebar {...formProps} clearHref={clearHref} activeCount={activeCount} />

        <section aria-labelledby="results-title" className="min-w-0">
          <h2 id="results-title" className="sr-only">
            {t.resultsHeading}
          </h2>
          <div className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 lg:flex lg:justify-between lg:gap-4">
            <div className="lg:hidden has-[details[open]]:col-span-2">
              <Island
                name="mobile-filters"
                component={MobileFilters}
                props={{
                  ...formProps,
                  activeCount,
                  total: result.total,
                  clearHref,
                  closeLabel: tc.close,
                }}
              />
            </div>
            <div className="flex justify-end">
              <Island
                name="sort-select"
                component={SortSelect}
                props={{ filters: current, action, labels: t.sort }}
              />
            </div>
            <p
              aria-live="polite"
              className="font-serif text-xl text-foreground lining-nums lg:order-first lg:mr-auto"
              data-testid="result-count"
              data-swap="result-count"
            >
              {plural(locale, result.total, t.count)}
            </p>
            <div className="flex justify-end" data-swap="view-toggle">
              <ViewToggle filters={current} action={action} labels={t.view} />
            </div>
          </div>

          {rates || locale === "en" ? (
            <div className="mb-6">
              <PriceChoices
                locale={locale}
                rates={rates}
                units={locale === "en"}
                t={displayLabels(tc.display, locale)}
              />
              <RateNote rates={rates} locale={locale} text={tc.display.rateNote} />
            </div>
          ) : null}

          {/* Dimmed while the next results are on their way (list-status.tsx marks it busy). */}
          <div
            className="transition-opacity duration-300 aria-busy:pointer-events-none aria-busy:opacity-50 aria-busy:delay-150"
            aria-busy={false}
            data-list-results
            data-swap="results"
          >
            {result.total === 0 ? (
              <NoResults
                text={tc.noResults}
                hint={t.noResultsHint}
                clearLabel={t.filters.clear}
                clearHref={clearHref}
              />
            ) : (
              <div className="grid gap-8">
                {current.view === "map" ? (
                  <Island
                    name="map-view"
                    component={MapView}
                    props={{
                      markers,
                      labels: t.map,
                      tiles: env().MAP_TILES_URL,
                      consent: { locale, server: tileServerName(env().MAP_TILES_URL) },
                    }}
                    // A map remembered on this device shows without being asked again.
                    eager
                  />
                ) : null}
                <PropertyResults
                  items={result.items}
                  view={current.view}
                  locale={locale}
                  t={tc}
                  href={href}
                  rates={rates}
                />
              </div>
            )}
            <Pagination
              filters={current}
              page={result.page}
              pageCount={result.pageCount}
              action={action}
              labels={t.pagination}
            />
          </div>
          <div className="mt-10">
            <Island
              name="save-search-form"
              component={SaveSearchForm}
              props={{
                locale,
                t: saveSearchFormTexts(savedSearchTexts[locale]),
                tf: {
                  email: forms[locale].email,
                  errors: forms[locale].errors,
                  honeypot: forms[locale].honeypot,
                  privacyLine: forms[locale].privacyLine,
                },
                consent,
              }}
            />
          </div>
        </section>
      </div>
      <Island name="list-status" component={ListStatus} props={{ loadingText: tc.loading }} />
    </>
  );
}
