"use client";
// The table of an inbox (leads, mortgage requests): a contact column (name, and on narrower
// screens e-mail and phone below it), e-mail and phone columns on wide screens, the screen's own
// columns, the date, and view and delete actions. Clicking a row opens the entry.
import { EyeIcon, Trash2Icon } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { onRowClick } from "./row-click";

export interface InboxEntry {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: string;
  createdAt: string;
}

/** A column of the screen's own, between the phone and the actions. */
export interface InboxColumn<T> {
  header: string;
  /** Classes of both the header and the cells (e.g. shown from a breakpoint on). */
  className?: string;
  cell: (entry: T) => ReactNode;
}

/** Where the e-mail and phone get columns of their own (literal class names for Tailwind). */
const WIDE = {
  xl: {
    column: "hidden xl:table-cell",
    narrowOnly: "xl:hidden",
    wideOnly: "hidden xl:inline",
    contact: "max-w-72 xl:max-w-52",
    email: "max-w-48",
  },
  "2xl": {
    column: "hidden 2xl:table-cell",
    narrowOnly: "2xl:hidden",
    wideOnly: "hidden 2xl:inline",
    contact: "max-w-60 2xl:max-w-48",
    email: "max-w-52",
  },
} as const;

export interface InboxTableTexts {
  columns: {
    contact: string;
    name: string;
    email: string;
    phone: string;
    date: string;
    actions: string;
  };
  view: string;
  viewLabel: (name: string) => string;
  deleteTitle: string;
  deleteLabel: (name: string) => string;
}

export function InboxTable<T extends InboxEntry>({
  entries,
  t,
  wideFrom,
  columns,
  contactExtra,
  rowTestId,
  className,
  onOpen,
  onDelete,
}: {
  entries: readonly T[];
  t: InboxTableTexts;
  wideFrom: keyof typeof WIDE;
  columns: InboxColumn<T>[];
  /** Shown under the contact on narrow screens (what a hidden column says). */
  contactExtra?: (entry: T) => ReactNode;
  rowTestId: string;
  className?: string;
  onOpen: (entry: T) => void;
  onDelete?: (entry: T) => void;
}) {
  const wide = WIDE[wideFrom];
  const col = t.columns;
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <Table className={className}>
        <TableHeader className="bg-muted/40">
          <TableRow className="hover:bg-transparent">
            <TableHead>
              <span className={wide.narrowOnly}>{col.contact}</span>
              <span className={wide.wideOnly}>{col.name}</span>
            </TableHead>
            <TableHead className={wide.column}>{col.email}</TableHead>
            <TableHead className={wide.column}>{col.phone}</TableHead>
            {columns.map((column) => (
              <TableHead key={column.header} className={column.className}>
                {column.header}
              </TableHead>
            ))}
            <TableHead className="text-right">{col.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => {
            const isNew = entry.status === "new";
            return (
              <TableRow
                key={entry.id}
                onClick={onRowClick(() => onOpen(entry))}
                data-testid={rowTestId}
                data-status={entry.status}
                className="cursor-pointer"
              >
                <TableCell className={wide.contact}>
                  <div className="flex items-start gap-2">
                    <span
                      aria-hidden
                      className={cn(
                        "mt-2 size-1.5 shrink-0 rounded-full",
                        isNew ? "bg-brand" : "bg-transparent",
                      )}
                    />
                    <div className="min-w-0">
                      {/* A span: a bold paragraph above the others reads as a heading (axe's p-as-heading). */}
                      <span
                        className={cn("block truncate", isNew ? "font-semibold" : "font-medium")}
                      >
                        {entry.name}
                      </span>
                      <p
                        className={cn("truncate text-xs text-muted-foreground", wide.narrowOnly)}
                        title={entry.email}
                      >
                        {entry.email}
                      </p>
                      {entry.phone ? (
                        <p
                          className={cn("truncate text-xs text-muted-foreground", wide.narrowOnly)}
                        >
                          {entry.phone}
                        </p>
                      ) : null}
                      {contactExtra?.(entry)}
                    </div>
                  </div>
                </TableCell>
                <TableCell className={cn(wide.column, wide.email)}>
                  <span className="block truncate" title={entry.email}>
                    {entry.email}
                  </span>
                </TableCell>
                <TableCell className={cn(wide.column, "whitespace-nowrap")}>
                  {entry.phone ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header} className={column.className}>
                    {column.cell(entry)}
                  </TableCell>
                ))}
                <TableCell>
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => onOpen(entry)}
                      aria-label={t.viewLabel(entry.name)}
                    >
                      <EyeIcon aria-hidden />
                      {t.view}
                    </Button>
                    {onDelete ? (
                      <ConfirmDelete
                        title={t.deleteTitle}
                        onConfirm={() => onDelete(entry)}
                        trigger={
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            className="size-9 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                            aria-label={t.deleteLabel(entry.name)}
                          >
                            <Trash2Icon aria-hidden />
                          </Button>
                        }
                      />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/** The date an entry arrived, with the time on hover. */
export function ReceivedAt({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatDate(at)}
    </time>
  );
}
