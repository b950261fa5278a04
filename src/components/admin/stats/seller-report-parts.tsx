// The seller report's two tables (src/app/admin/(report)/properties/[id]/report): the views of
// each of the twelve weeks with a bar drawn in CSS (it prints without a script), and the
// listings a buyer compares this one with.
import { interpolate } from "@/lib/i18n/define-messages";
import { formatPrice } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locales";
import type { sellerReport } from "@/lib/i18n/messages/seller-report";
import type { SellerReport } from "@/server/analytics/seller-report";

type Texts = (typeof sellerReport)["pt"];

export function WeeklyViews({
  report,
  t,
  date,
  most,
}: {
  report: SellerReport;
  t: Texts;
  date: (day: string) => string;
  most: number;
}) {
  return (
    <section aria-labelledby="report-weeks" className="mt-6 break-inside-avoid">
      <h2 id="report-weeks" className="font-serif text-lg">
        {t.weekly}
      </h2>
      <table className="mt-2 w-full text-sm tabular-nums">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t.weekly}</th>
            <th scope="col">{t.views}</th>
          </tr>
        </thead>
        <tbody>
          {report.weeks.map((week) => (
            <tr key={week.start}>
              <th scope="row" className="w-40 py-0.5 pr-3 text-left font-normal whitespace-nowrap">
                {interpolate(t.weekOf, { date: date(week.start) })}
              </th>
              <td className="py-0.5">
                <div className="flex items-center gap-2">
                  <span
                    aria-hidden
                    className="h-3 rounded-sm bg-primary [print-color-adjust:exact]"
                    style={{ width: `${Math.round((week.views / most) * 70)}%` }}
                  />
                  {week.views}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function SimilarListings({
  report,
  t,
  locale,
}: {
  report: SellerReport;
  t: Texts;
  locale: Locale;
}) {
  const { listing } = report;
  const perSquareMetre = (value: number | null) =>
    value === null ? "—" : formatPrice(value, locale);
  return (
    <section aria-labelledby="report-similar" className="mt-6 break-inside-avoid">
      <h2 id="report-similar" className="font-serif text-lg">
        {t.similar}
      </h2>
      {report.similar.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t.similarNone}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm tabular-nums">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-1.5 font-medium">
                {t.ref}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t.price}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t.area}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {t.perSquareMetre}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-border/60 font-semibold">
              <td className="py-1">{listing.ref}</td>
              <td className="py-1 text-right">{formatPrice(listing.price, locale)}</td>
              <td className="py-1 text-right">{listing.area ? `${listing.area} m²` : "—"}</td>
              <td className="py-1 text-right">{perSquareMetre(listing.perSquareMetre)}</td>
            </tr>
            {report.similar.map((row) => (
              <tr key={row.ref} className="border-b border-border/60 last:border-0">
                <td className="py-1">
                  {row.ref}
                  <span className="block text-xs text-muted-foreground">{row.title}</span>
                </td>
                <td className="py-1 text-right">{formatPrice(row.price, locale)}</td>
                <td className="py-1 text-right">{row.area ? `${row.area} m²` : "—"}</td>
                <td className="py-1 text-right">{perSquareMetre(row.perSquareMetre)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
