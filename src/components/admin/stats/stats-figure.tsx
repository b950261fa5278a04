"use client";
// One chart of the dashboard's statistics with what every chart has: a heading, the figures as
// a table (the chart is a picture of them, named for screen readers), and a CSV download of them.
import type { ReactNode } from "react";
import { ExportCsvButton } from "@/components/admin/inbox/export-csv-button";
import { buildCsv, type CsvCell } from "@/lib/admin/csv";
import { statsText } from "@/lib/admin/messages";

export interface StatsColumn<Row> {
  label: string;
  value: (row: Row) => CsvCell;
  /** As shown in the table; the CSV keeps `value`. */
  shown?: (row: Row) => string;
}

export function StatsFigure<Row>({
  id,
  title,
  hint,
  rows,
  columns,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  rows: Row[];
  columns: StatsColumn<Row>[];
  /** The chart; left out when there is nothing to draw. */
  children: ReactNode;
}) {
  const empty = rows.length === 0;
  return (
    <section
      aria-labelledby={`stats-${id}-title`}
      className="min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
      data-testid={`stats-${id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`stats-${id}-title`} className="font-serif text-lg">
          {title}
        </h3>
        <ExportCsvButton
          filePrefix={`${statsText.csvPrefix}-${id}`}
          disabled={empty}
          build={() =>
            buildCsv(
              columns.map((column) => column.label),
              rows.map((row) => columns.map((column) => column.value(row))),
            )
          }
        />
      </div>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
      {empty ? (
        <p className="mt-4 text-sm text-muted-foreground">{statsText.empty}</p>
      ) : (
        <>
          <div role="img" aria-label={title} className="mt-4 w-full">
            {children}
          </div>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-medium text-primary">
              {statsText.table}
            </summary>
            <div className="mt-2 max-h-80 overflow-auto">
              <table className="w-full text-left text-sm tabular-nums">
                <caption className="sr-only">{title}</caption>
                <thead>
                  <tr className="border-b border-border">
                    {columns.map((column) => (
                      <th key={column.label} scope="col" className="py-2 pr-3 font-medium">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and never move
                    <tr key={index} className="border-b border-border/60 last:border-0">
                      {columns.map((column) => (
                        <td key={column.label} className="py-1.5 pr-3">
                          {column.shown ? column.shown(row) : String(column.value(row) ?? "")}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
