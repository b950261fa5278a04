"use client";
// The dashboard's statistics (docs/product.md#statistics): a period, the totals, and each chart
// with its table and CSV, all from GET /api/stats.
import { useState } from "react";
import { statsText as t } from "@/lib/admin/messages";
import { useFreshApiQuery } from "@/lib/admin/queries";
import { type StatsPeriod, statsRange } from "@/lib/admin/stats-periods";
import { api } from "@/lib/api";
import type { Stats } from "@/lib/schemas/stats";
import { BarsByCategory, CHART_COLORS, LinesOverTime } from "./stats-charts";
import { type StatsColumn, StatsFigure } from "./stats-figure";
import {
  countColumn,
  Loaded,
  numbers,
  PeriodChoice,
  percent,
  periodColumn,
  periodLabel,
  Totals,
} from "./stats-parts";

type Period = Stats["series"][number];
type Listing = Stats["listings"][number];
type Answer = Stats["firstAnswer"][number];
/** A bar of a category chart: its name and its figure. */
type Named = { name: string; views?: number; leads?: number };

export function StatsPanel({ consultant }: { consultant: boolean }) {
  const [period, setPeriod] = useState<StatsPeriod>("30");
  const range = statsRange(period);
  const stats = useFreshApiQuery(["stats", range.from, range.to], api.stats.site, { query: range });
  return (
    <section aria-labelledby="stats-title" className="mt-8" data-testid="stats">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="stats-title" className="font-serif text-2xl">
            {t.title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            {consultant ? t.consultantIntro : t.intro}
          </p>
        </div>
        <PeriodChoice period={period} onChange={setPeriod} />
      </div>
      <Loaded query={stats}>{(data) => <StatsFigures data={data} />}</Loaded>
    </section>
  );
}

function StatsFigures({ data }: { data: Stats }) {
  const byPeriod = periodColumn<Period>(data.bucket);
  const conversion = data.totals.visitors ? data.totals.leads / data.totals.visitors : null;
  const totals: [string, string][] = [
    [t.totals.views, numbers.format(data.totals.views)],
    [t.totals.visitors, numbers.format(data.totals.visitors)],
    [t.totals.leads, numbers.format(data.totals.leads)],
    [t.totals.viewings, numbers.format(data.totals.viewings)],
    [t.totals.mortgageRequests, numbers.format(data.totals.mortgageRequests)],
    [t.totals.conversion, conversion === null ? "—" : percent.format(conversion)],
  ];
  const listingColumns: StatsColumn<Listing>[] = [
    { label: t.listingName, value: (row) => `${row.ref} · ${row.title}` },
    countColumn(t.totals.views, (row) => row.views),
    countColumn(t.totals.visitors, (row) => row.visitors),
    countColumn(t.totals.leads, (row) => row.leads),
    {
      label: t.totals.conversion,
      value: (row) => (row.conversion === null ? "" : row.conversion.toFixed(4)),
      shown: (row) => (row.conversion === null ? "—" : percent.format(row.conversion)),
    },
  ];
  const sources = data.sources.map((row) => ({ name: t.sources[row.source], views: row.views }));
  const types = data.leadsByType.map((row) => ({
    name: t.leadTypes[row.type],
    short: t.leadTypesShort[row.type],
    leads: row.leads,
  }));
  const languages = data.leadsByLanguage.map((row) => ({
    name: t.languages[row.language],
    leads: row.leads,
  }));
  const answers = data.firstAnswer;
  const periodLabels = data.series.map((row) => periodLabel(row.period));
  const byName = <Row extends { name: string }>(label: string) => ({
    label,
    value: (row: Row) => row.name,
  });
  return (
    <>
      <Totals figures={totals} />
      <div className="mt-4 grid gap-4 xl:grid-cols-2">
        <StatsFigure
          id="visits"
          title={t.visitsTitle}
          rows={data.series}
          columns={[
            byPeriod,
            countColumn(t.totals.views, (r: Period) => r.views),
            countColumn(t.totals.visitors, (r: Period) => r.visitors),
          ]}
        >
          <LinesOverTime
            labels={periodLabels}
            lines={[
              {
                label: t.totals.views,
                color: CHART_COLORS[0],
                values: data.series.map((r) => r.views),
              },
              {
                label: t.totals.visitors,
                color: CHART_COLORS[1],
                values: data.series.map((r) => r.visitors),
              },
            ]}
          />
        </StatsFigure>
        <StatsFigure
          id="requests"
          title={t.requestsTitle}
          rows={data.series}
          columns={[
            byPeriod,
            countColumn(t.totals.leads, (r: Period) => r.leads),
            countColumn(t.totals.viewings, (r: Period) => r.viewings),
            countColumn(t.totals.mortgageRequests, (r: Period) => r.mortgageRequests),
          ]}
        >
          <LinesOverTime
            labels={periodLabels}
            lines={[
              {
                label: t.totals.leads,
                color: CHART_COLORS[0],
                values: data.series.map((r) => r.leads),
              },
              {
                label: t.totals.viewings,
                color: CHART_COLORS[1],
                values: data.series.map((r) => r.viewings),
              },
              {
                label: t.totals.mortgageRequests,
                color: CHART_COLORS[2],
                values: data.series.map((r) => r.mortgageRequests),
              },
            ]}
          />
        </StatsFigure>
        <StatsFigure
          id="listings"
          title={t.listingsTitle}
          hint={t.conversionHint}
          rows={data.listings}
          columns={listingColumns}
        >
          <BarsByCategory
            labels={data.listings.map((r) => r.ref)}
            bars={{
              label: t.totals.views,
              color: CHART_COLORS[0],
              values: data.listings.map((r) => r.views),
            }}
          />
        </StatsFigure>
        <StatsFigure
          id="sources"
          title={t.sourcesTitle}
          rows={sources}
          columns={[
            byName<Named>(t.source),
            countColumn(t.totals.views, (r: Named) => r.views ?? 0),
          ]}
        >
          <BarsByCategory
            labels={sources.map((r) => r.name)}
            bars={{
              label: t.totals.views,
              color: CHART_COLORS[0],
              values: sources.map((r) => r.views ?? 0),
            }}
          />
        </StatsFigure>
        <StatsFigure
          id="lead-types"
          title={t.leadTypesTitle}
          rows={types}
          columns={[
            byName<Named>(t.leadType),
            countColumn(t.totals.leads, (r: Named) => r.leads ?? 0),
          ]}
        >
          <BarsByCategory
            labels={types.map((r) => r.short)}
            bars={{
              label: t.totals.leads,
              color: CHART_COLORS[1],
              values: types.map((r) => r.leads ?? 0),
            }}
          />
        </StatsFigure>
        <StatsFigure
          id="languages"
          title={t.languagesTitle}
          rows={languages}
          columns={[
            byName<Named>(t.language),
            countColumn(t.totals.leads, (r: Named) => r.leads ?? 0),
          ]}
        >
          <BarsByCategory
            labels={languages.map((r) => r.name)}
            bars={{
              label: t.totals.leads,
              color: CHART_COLORS[2],
              values: languages.map((r) => r.leads ?? 0),
            }}
          />
        </StatsFigure>
        <StatsFigure
          id="first-answer"
          title={t.firstAnswerTitle}
          hint={t.firstAnswerHint}
          rows={answers}
          columns={[
            byName<Answer>(t.consultant),
            countColumn(t.totals.leads, (r: Answer) => r.leads),
            countColumn(t.answered, (r: Answer) => r.answered),
            {
              label: t.medianHours,
              value: (r: Answer) => r.medianHours ?? "",
              shown: (r: Answer) => (r.medianHours === null ? "—" : numbers.format(r.medianHours)),
            },
          ]}
        >
          <BarsByCategory
            labels={answers.map((r) => r.name)}
            bars={{
              label: t.medianHours,
              color: CHART_COLORS[3],
              values: answers.map((r) => r.medianHours ?? 0),
            }}
          />
        </StatsFigure>
      </div>
    </>
  );
}
