"use client";
// One listing's statistics under its form (docs/product.md#statistics): its totals, its views,
// favourites and leads over the period with their table and CSV, its prices, and how the
// listings of its type in its town fared. Nothing shows to a consultant for another's listing.
import { useState } from "react";
import { statsText } from "@/lib/admin/messages";
import { useFreshApiQuery } from "@/lib/admin/queries";
import { type StatsPeriod, statsRange } from "@/lib/admin/stats-periods";
import { api } from "@/lib/api";
import { ApiError } from "@/lib/api/client";
import { formatDate, formatPrice } from "@/lib/i18n/format";
import { LOCALES } from "@/lib/i18n/locales";
import type { PropertyStats } from "@/lib/schemas/stats";
import { CHART_COLORS, LinesOverTime } from "./stats-charts";
import { StatsFigure } from "./stats-figure";
import {
  countColumn,
  Loaded,
  numbers,
  PeriodChoice,
  periodColumn,
  periodLabel,
  Totals,
} from "./stats-parts";

const t = statsText.listing;
const totals = statsText.totals;
type Period = PropertyStats["series"][number];

export function ListingStats({ id }: { id: string }) {
  const [period, setPeriod] = useState<StatsPeriod>("30");
  const range = statsRange(period);
  const stats = useFreshApiQuery(["listing-stats", id, range.from, range.to], api.stats.property, {
    params: { id },
    query: range,
  });
  // Another consultant's listing: its figures are not theirs to see.
  if (stats.error instanceof ApiError && stats.error.status === 403) return null;
  return (
    <section aria-labelledby="listing-stats-title" className="mt-10" data-testid="listing-stats">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="listing-stats-title" className="font-serif text-2xl">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.intro}</p>
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{t.report}:</span>
            {LOCALES.map((locale) => (
              <a
                key={locale}
                href={`/admin/properties/${id}/report?lang=${locale}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {t.reportIn[locale]}
              </a>
            ))}
          </p>
        </div>
        <PeriodChoice period={period} onChange={setPeriod} />
      </div>
      <Loaded query={stats}>{(data) => <ListingFigures data={data} />}</Loaded>
    </section>
  );
}

function ListingFigures({ data }: { data: PropertyStats }) {
  const labels = data.series.map((row) => periodLabel(row.period));
  const values = (key: keyof Omit<Period, "period">) => data.series.map((row) => row[key]);
  const { similar } = data;
  return (
    <>
      <Totals
        figures={[
          [totals.views, numbers.format(data.totals.views)],
          [totals.visitors, numbers.format(data.totals.visitors)],
          [t.favourites, numbers.format(data.totals.favourites)],
          [totals.leads, numbers.format(data.totals.leads)],
          [totals.viewings, numbers.format(data.totals.viewings)],
          [t.daysOnMarket, data.daysOnMarket === null ? "—" : numbers.format(data.daysOnMarket)],
        ]}
      />
      <div className="mt-4 grid gap-4 xl:grid-cols-[2fr_1fr]">
        <StatsFigure
          id="listing"
          title={t.overTime}
          rows={data.series}
          columns={[
            periodColumn<Period>(data.bucket),
            countColumn(totals.views, (r: Period) => r.views),
            countColumn(totals.visitors, (r: Period) => r.visitors),
            countColumn(t.favourites, (r: Period) => r.favourites),
            countColumn(totals.leads, (r: Period) => r.leads),
            countColumn(totals.viewings, (r: Period) => r.viewings),
          ]}
        >
          <LinesOverTime
            labels={labels}
            lines={[
              { label: totals.views, color: CHART_COLORS[0], values: values("views") },
              { label: t.favourites, color: CHART_COLORS[1], values: values("favourites") },
              { label: totals.leads, color: CHART_COLORS[2], values: values("leads") },
            ]}
          />
        </StatsFigure>
        <section
          aria-labelledby="listing-prices-title"
          className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
        >
          <h3 id="listing-prices-title" className="font-serif text-lg">
            {t.prices}
          </h3>
          {data.prices.length ? (
            <table className="mt-3 w-full text-left text-sm tabular-nums">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 font-medium">
                    {t.priceAt}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.prices.map((row) => (
                  <tr key={row.at} className="border-b border-border/60 last:border-0">
                    <td className="py-1.5">{formatDate(row.at)}</td>
                    <td className="py-1.5 text-right">{formatPrice(row.price, "pt")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="mt-3 text-sm text-muted-foreground">{t.noPrices}</p>
          )}
          <p className="mt-4 text-sm text-muted-foreground" data-testid="listing-similar">
            {t.similar(
              similar.listings,
              numbers.format(similar.medianViews ?? 0),
              formatPrice(similar.medianPrice ?? 0, "pt"),
            )}
          </p>
        </section>
      </div>
    </>
  );
}
