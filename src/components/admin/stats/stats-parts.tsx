"use client";
// What the dashboard's statistics and a listing's share: the period buttons, the loading and
// failure lines, the totals, and the formats of figures and periods (pt-PT).
import { Button } from "@/components/ui/button";
import { statsText as t } from "@/lib/admin/messages";
import { STATS_PERIODS, type StatsPeriod } from "@/lib/admin/stats-periods";
import type { StatsColumn } from "./stats-figure";

export const numbers = new Intl.NumberFormat("pt-PT");
export const percent = new Intl.NumberFormat("pt-PT", {
  style: "percent",
  maximumFractionDigits: 1,
});
const months = new Intl.DateTimeFormat("pt-PT", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "28/11" for a day, "nov. de 2026" for a month. */
export function periodLabel(period: string): string {
  if (period.length === 7) return months.format(new Date(`${period}-01T00:00:00Z`));
  return `${period.slice(8, 10)}/${period.slice(5, 7)}`;
}

/** A column of whole numbers: raw in the CSV, grouped as in Portugal in the table. */
export const countColumn = <Row,>(
  label: string,
  value: (row: Row) => number,
): StatsColumn<Row> => ({
  label,
  value,
  shown: (row) => numbers.format(value(row)),
});

/** The column of days or months, named after the bucket. */
export const periodColumn = <Row extends { period: string }>(
  bucket: "day" | "month",
): StatsColumn<Row> => ({
  label: bucket === "day" ? t.day : t.month,
  value: (row) => row.period,
  shown: (row) => periodLabel(row.period),
});

export function PeriodChoice({
  period,
  onChange,
}: {
  period: StatsPeriod;
  onChange: (period: StatsPeriod) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{t.period}</legend>
      {STATS_PERIODS.map((choice) => (
        <Button
          key={choice}
          type="button"
          size="sm"
          variant={choice === period ? "default" : "outline"}
          aria-pressed={choice === period}
          onClick={() => onChange(choice)}
        >
          {t.periods[choice]}
        </Button>
      ))}
    </fieldset>
  );
}

/** The figures once loaded; until then, or on failure, a line that says so. */
export function Loaded<Data>({
  query,
  children,
}: {
  query: { data?: Data; isError: boolean; refetch: () => unknown };
  children: (data: Data) => React.ReactNode;
}) {
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 flex items-center gap-3 text-sm text-destructive">
        {t.failed}
        <Button type="button" size="sm" variant="outline" onClick={() => query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <p className="mt-4 text-sm text-muted-foreground" role="status">
        {t.loading}
      </p>
    );
  }
  return children(query.data);
}

export function Totals({ figures }: { figures: [label: string, value: string][] }) {
  return (
    <dl
      className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6"
      data-testid="stats-totals"
    >
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-border bg-card p-4 shadow-sm">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="mt-1 font-serif text-2xl tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
