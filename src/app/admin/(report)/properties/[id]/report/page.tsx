import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SimilarListings, WeeklyViews } from "@/components/admin/stats/seller-report-parts";
import { SendReportForm } from "@/components/admin/stats/send-report-form";
import { PrintButton } from "@/components/site/property-detail/print-button";
import { AGENCY } from "@/lib/agency";
import { interpolate } from "@/lib/i18n/define-messages";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { HTML_LANG, isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { sellerReport } from "@/lib/i18n/messages/seller-report";
import { legalLines } from "@/lib/legal-lines";
import { getSellerReport } from "@/server/analytics/seller-report";
import { listSellerReportSends } from "@/server/analytics/seller-report-email";
import { requireAdminPage } from "@/server/auth/require-admin";
import { isAdministrator } from "@/server/auth/staff-scope";
import { AppError } from "@/server/errors";
import { getLegalSettings } from "@/server/settings/legal-settings";

export const metadata: Metadata = { title: "Relatório para o proprietário" };

/**
 * /admin/properties/{id}/report?lang=pt|en|jp (docs/product.md#seller-report): the report for a
 * listing's owner, in their language, laid out for A4; staff print it or save it as PDF. Outside
 * the admin shell, so that only the report prints.
 */
export default async function SellerReportPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ lang?: string }>;
}) {
  const session = await requireAdminPage();
  const { id } = await params;
  const { lang } = await searchParams;
  const locale: Locale = isLocale(lang) ? lang : "pt";
  const report = await getSellerReport(session, id, locale).catch((error: unknown) => {
    // Unknown, or another consultant's: as if it did not exist.
    if (error instanceof AppError && [403, 404].includes(error.status)) notFound();
    throw error;
  });
  // Only an administrator e-mails it (issue 38, item 4).
  const sends = isAdministrator(session) ? await listSellerReportSends(session, id) : null;
  const t = sellerReport[locale];
  const legal = legalLines(await getLegalSettings(), locale, AGENCY.legalName);
  const { listing, stats } = report;
  const date = (day: string) => formatDate(`${day}T12:00:00Z`, locale);
  const most = Math.max(1, ...report.weeks.map((week) => week.views));
  const figures: [string, number | string][] = [
    [t.daysOnMarket, stats.daysOnMarket ?? "—"],
    [t.views, stats.totals.views],
    [t.visitors, stats.totals.visitors],
    [t.favourites, stats.totals.favourites],
    [t.leads, stats.totals.leads],
    [t.viewings, stats.totals.viewings],
  ];
  return (
    <div className="min-h-dvh bg-muted/40 py-6 print:bg-white print:py-0">
      <style>{"@page { size: A4; margin: 14mm; }"}</style>
      <nav
        aria-label={t.language}
        className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center justify-between gap-3 px-4 print:hidden"
      >
        <ul className="flex gap-2 text-sm">
          {LOCALES.map((code) => (
            <li key={code}>
              <Link
                href={`?lang=${code}`}
                aria-current={code === locale ? "page" : undefined}
                className="rounded-md border border-border bg-card px-3 py-1.5 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
                lang={HTML_LANG[code]}
              >
                {LANGUAGE_NAMES[code]}
              </Link>
            </li>
          ))}
        </ul>
        <PrintButton label={t.print} />
      </nav>
      {sends ? <SendReportForm propertyId={id} locale={locale} sends={sends} /> : null}
      <article
        lang={HTML_LANG[locale]}
        className="mx-auto max-w-[210mm] bg-card px-6 py-8 text-[10.5pt] leading-relaxed shadow-sm sm:px-10 print:max-w-none print:p-0 print:shadow-none"
        data-testid="seller-report"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-border pb-3">
          <p className="font-serif text-xl font-semibold text-primary">{AGENCY.name}</p>
          <p className="text-sm text-muted-foreground">
            {AGENCY.phone} · {AGENCY.email}
          </p>
        </header>
        <h1 className="mt-5 font-serif text-2xl">{t.title}</h1>
        <p className="mt-1 text-lg">{listing.title}</p>
        <p className="text-sm text-muted-foreground">
          {t.ref} {listing.ref} · {listing.place} ·{" "}
          {interpolate(t.period, { from: date(report.from), to: date(report.to) })}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
          <div className="rounded-lg border border-border p-3">
            <dt className="text-xs text-muted-foreground">{t.price}</dt>
            <dd className="font-serif text-xl tabular-nums">
              {formatPrice(listing.price, locale)}
            </dd>
          </div>
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg border border-border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-serif text-xl tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <WeeklyViews report={report} t={t} date={date} most={most} />
        <section aria-labelledby="report-prices" className="mt-6 break-inside-avoid">
          <h2 id="report-prices" className="font-serif text-lg">
            {t.prices}
          </h2>
          <ul className="mt-2 space-y-1 tabular-nums">
            {stats.prices.map((row) => (
              <li key={row.at} className="flex justify-between border-b border-border/60 pb-1">
                <span>{interpolate(t.priceSince, { date: formatDate(row.at, locale) })}</span>
                <span>{formatPrice(row.price, locale)}</span>
              </li>
            ))}
          </ul>
        </section>
        <SimilarListings report={report} t={t} locale={locale} />
        <footer className="mt-8 border-t border-border pt-3 text-[8pt] text-muted-foreground">
          <p>{t.privacy}</p>
          <p className="mt-1">{legal.identity}</p>
        </footer>
      </article>
    </div>
  );
}
