"use client";
// What the leads and mortgage-request screens share: a header with the count, the search and
// CSV toolbar, and the loading, error and empty states around their table.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/admin/empty-state";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { leadsText } from "@/lib/admin/messages";
import { ApiError } from "@/lib/api/client";
import { ExportCsvButton } from "./export-csv-button";
import { ListError, ListLoading } from "./list-states";
import { SearchBox } from "./search-box";

export function InboxLayout({
  title,
  count,
  countTestId,
  search,
  onSearch,
  labels,
  csv,
  query,
  shownCount,
  filters,
  children,
}: {
  title: string;
  count: string | null;
  countTestId: string;
  search: string;
  onSearch: (value: string) => void;
  labels: { searchLabel: string; searchPlaceholder: string; empty: string };
  csv: { filePrefix: string; build: () => string };
  query: Pick<UseQueryResult, "isPending" | "isError" | "error" | "refetch">;
  shownCount: number;
  /** Filters of the screen's own, between the toolbar and the list (the leads' pipeline). */
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={title}
        description={count !== null ? <span data-testid={countTestId}>{count}</span> : null}
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={labels.searchLabel}
          placeholder={labels.searchPlaceholder}
          value={search}
          onChange={onSearch}
        />
        <ExportCsvButton
          filePrefix={csv.filePrefix}
          build={csv.build}
          disabled={shownCount === 0}
        />
      </div>
      {filters}
      {query.isPending ? (
        <ListLoading />
      ) : query.isError ? (
        <ListError
          message={query.error instanceof ApiError ? query.error.message : null}
          onRetry={() => query.refetch()}
        />
      ) : shownCount === 0 ? (
        <EmptyState
          action={
            search ? (
              <Button type="button" variant="outline" onClick={() => onSearch("")}>
                {leadsText.contact.clearSearch}
              </Button>
            ) : undefined
          }
        >
          {labels.empty}
        </EmptyState>
      ) : (
        children
      )}
    </>
  );
}
