"use client";
// One screen for both inboxes (leads, mortgage requests): the newest entries first, a search
// that ignores case and accents, a count with how many are new, CSV export of what is shown,
// the table, and a dialog with the entry that was opened. `?open={id}` (the link in the
// agency's notification e-mail) opens that entry's dialog once the list is there.
import type { UseQueryResult } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  type ComponentProps,
  type ReactNode,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from "react";
import { toast } from "@/components/ui/toaster";
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
  /** The toast when `?open=` names an entry that is not there. */
  openNotFound: string;
  openNotFoundDescription: string;
}

/** The query parameter of a link to one entry: /admin/leads?open={id}. */
const OPEN_PARAM = "open";

/** What the screen says in the dialog of an entry, besides what every dialog shows. */
type DialogParts = Pick<
  ComponentProps<typeof InboxDialog>,
  | "testId"
  | "className"
  | "badges"
  | "replySubject"
  | "details"
  | "actions"
  | "mailSubject"
  | "extra"
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
  filters,
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
  /** Absent for a consultant: deleting is the administrators'. */
  onDelete?: (entry: T) => void;
  /** The dialog's parts for an entry; `close` closes the dialog. */
  dialog: (entry: T, close: () => void) => DialogParts;
  /** Filters the screen adds above its list (InboxLayout). */
  filters?: ReactNode;
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

  // A link to one entry opens it once the list has loaded, once per link followed.
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const linkedId = searchParams.get(OPEN_PARAM);
  const handledLink = useRef<string | null>(null);
  const followLink = useEffectEvent((entries: T[], id: string) => {
    handledLink.current = id;
    const entry = entries.find((item) => item.id === id);
    if (entry) {
      open(entry);
    } else {
      toast.error(t.openNotFound, { description: t.openNotFoundDescription });
      forgetLink();
    }
  });
  useEffect(() => {
    if (!linkedId) handledLink.current = null;
    else if (query.data && handledLink.current !== linkedId) followLink(query.data, linkedId);
  }, [linkedId, query.data]);

  /** Takes `?open=` out of the address (no reload), so a reload does not open it again. */
  function forgetLink() {
    if (!searchParams.has(OPEN_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(OPEN_PARAM);
    const search = rest.toString();
    router.replace(search ? `${pathname}?${search}` : pathname, { scroll: false });
  }

  function setOpen(next: boolean) {
    setDialogOpen(next);
    if (!next) forgetLink();
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
        filters={filters}
      >
        <InboxTable {...table} entries={shown} t={t} onOpen={open} onDelete={onDelete} />
      </InboxLayout>
      {selected ? (
        <InboxDialog
          entry={selected}
          open={dialogOpen}
          onOpenChange={setOpen}
          onDelete={
            onDelete
              ? (entry) => {
                  onDelete(entry);
                  setOpen(false);
                }
              : undefined
          }
          t={t}
          {...dialog(selected, () => setOpen(false))}
        />
      ) : null}
    </>
  );
}
