"use client";
// One screen for both inboxes (leads, mortgage requests): the newest entries first, a search
// that ignores case and accents, a count with how many are new, CSV export of what is shown,
// the table, and a dialog with the entry that was opened.
import type { UseQueryResult } from "@tanstack/react-query";
import { type ComponentProps, useMemo, useState } from "react";
import { newestFirst } from "@/lib/admin/newest-first";
import { matchesSearch } from "@/lib/text-search";
import { type DialogEntry, InboxDialog } from "./inbox-dialog";
import { InboxLayout } from "./inbox-layout";
import { InboxTable, type InboxTableTexts } from "./inbox-table";

export interface InboxScreenTexts extends InboxTableTexts {
  title: string;
  count: (shown: number, total: number) => string;
  unread: (count: number) => string;
  searchLabel: string;
  searchPlaceholder: string;
  empty: string;
  csvFilePrefix: string;
  receivedOn: (date: string) => string;
}

/** What the screen says in the dialog of an entry, besides what every dialog shows. */
type DialogParts = Pick<
  ComponentProps<typeof InboxDialog>,
  "testId" | "className" | "badges" | "replySubject" | "details" | "actions"
>;

export function InboxScreen<T extends DialogEntry>({
  t,
  query,
  searchIn,
  csv,
  countTestId,
  table,
  onOpen,
  onDelete,
  dialog,
}: {
  t: InboxScreenTexts;
  query: UseQueryResult<T[]>;
  /** The fields the search box looks in. */
  searchIn: (entry: T) => (string | null)[];
  csv: (shown: readonly T[]) => string;
  countTestId: string;
  table: Pick<
    Parameters<typeof InboxTable<T>>[0],
    "wideFrom" | "columns" | "contactExtra" | "rowTestId" | "className"
  >;
  /** What opening an entry also does (a lead is marked read). */
  onOpen?: (entry: T) => void;
  onDelete: (entry: T) => void;
  /** The dialog's parts for an entry; `close` closes the dialog. */
  dialog: (entry: T, close: () => void) => DialogParts;
}) {
  const [search, setSearch] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const entries = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const shown = useMemo(
    () => entries.filter((entry) => matchesSearch(searchIn(entry), search)),
    [entries, search, searchIn],
  );
  const fresh = entries.filter((entry) => entry.status === "new").length;
  const selected = entries.find((entry) => entry.id === selectedId);

  function open(entry: T) {
    setSelectedId(entry.id);
    setDialogOpen(true);
    onOpen?.(entry);
  }

  return (
    <>
      <InboxLayout
        title={t.title}
        count={
          query.data
            ? `${t.count(shown.length, entries.length)}${fresh > 0 ? ` · ${t.unread(fresh)}` : ""}`
            : null
        }
        countTestId={countTestId}
        search={search}
        onSearch={setSearch}
        labels={t}
        csv={{ filePrefix: t.csvFilePrefix, build: () => csv(shown) }}
        query={query}
        shownCount={shown.length}
      >
        <InboxTable {...table} entries={shown} t={t} onOpen={open} onDelete={onDelete} />
      </InboxLayout>
      {selected ? (
        <InboxDialog
          entry={selected}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onDelete={(entry) => {
            onDelete(entry);
            setDialogOpen(false);
          }}
          t={t}
          {...dialog(selected, () => setDialogOpen(false))}
        />
      ) : null}
    </>
  );
}
