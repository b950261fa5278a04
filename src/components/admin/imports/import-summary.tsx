"use client";
// What an import did or would do: its counts, then the listings rejected and those to review.
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { importsText } from "@/lib/admin/messages";
import type { ImportNote, ImportSummary } from "@/lib/schemas/imports";

const t = importsText;

export function ImportSummaryView({
  summary,
  done = false,
}: {
  summary: ImportSummary;
  done?: boolean;
}) {
  const labels = done ? t.doneCounts : t.counts;
  const counts = [
    [labels.create, summary.create],
    [labels.update, summary.update],
    [labels.unchanged, summary.unchanged],
    [labels.rejected, summary.rejected.length],
  ] as const;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border bg-background px-4 py-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="font-serif text-3xl">{value}</dd>
          </div>
        ))}
      </dl>
      <Notes
        id="import-rejected"
        title={t.rejectedTitle}
        description={t.rejectedDescription}
        column={t.reason}
        notes={summary.rejected}
      />
      <Notes
        id="import-flagged"
        title={t.flaggedTitle}
        description={t.flaggedDescription}
        column={t.note}
        notes={summary.flagged}
      />
    </div>
  );
}

function Notes({
  id,
  title,
  description,
  column,
  notes,
}: {
  id: string;
  title: string;
  description: string;
  column: string;
  notes: ImportNote[];
}) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2" data-testid={id}>
      <h3 id={`${id}-title`} className="font-semibold">
        {title} ({notes.length})
      </h3>
      <p className="text-sm text-muted-foreground">{description}</p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-40">{t.id}</TableHead>
              <TableHead>{column}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {notes.map((note) => (
              <TableRow key={`${note.id}\n${note.reason}`}>
                <TableCell className="font-mono text-xs">{note.id || "—"}</TableCell>
                <TableCell className="whitespace-normal">{note.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
