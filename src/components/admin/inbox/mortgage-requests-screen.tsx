"use client";
import { EyeIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
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
import { mortgageRequestsCsv } from "@/lib/admin/inbox-csv";
import { leadsText } from "@/lib/admin/messages";
import { newestFirst } from "@/lib/admin/newest-first";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import type { MortgageRequest } from "@/lib/schemas/mortgage-request";
import { matchesSearch } from "@/lib/text-search";
import { cn } from "@/lib/utils";
import { InboxLayout } from "./inbox-layout";
import { MortgageRequestDialog } from "./mortgage-request-dialog";
import { MortgageStatusSelect } from "./mortgage-status-select";
import { onRowClick } from "./row-click";
import { useMortgageRequestActions } from "./use-mortgage-request-actions";

const t = leadsText.mortgage;
const col = t.columns;

/** 'Pedidos de Crédito': mortgage assistance requests, with their follow-up status. */
export function MortgageRequestsScreen() {
  const query = useApiQuery(queryKeys.mortgageRequests, api.mortgageRequests.list);
  const actions = useMortgageRequestActions();
  const [search, setSearch] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const requests = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const shown = useMemo(
    () =>
      requests.filter((request) =>
        matchesSearch([request.name, request.email, request.phone], search),
      ),
    [requests, search],
  );
  const fresh = requests.filter((request) => request.status === "new").length;
  const selected = requests.find((request) => request.id === selectedId);

  function open(request: MortgageRequest) {
    setSelectedId(request.id);
    setDialogOpen(true);
  }

  return (
    <>
      <InboxLayout
        title={t.title}
        count={
          query.data
            ? `${t.count(shown.length, requests.length)}${fresh > 0 ? ` · ${t.unread(fresh)}` : ""}`
            : null
        }
        countTestId="mortgage-count"
        search={search}
        onSearch={setSearch}
        labels={t}
        csv={{ filePrefix: t.csvFilePrefix, build: () => mortgageRequestsCsv(shown) }}
        query={query}
        shownCount={shown.length}
      >
        <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
          <Table>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead>
                  <span className="xl:hidden">{col.contact}</span>
                  <span className="hidden xl:inline">{col.name}</span>
                </TableHead>
                <TableHead className="hidden xl:table-cell">{col.email}</TableHead>
                <TableHead className="hidden xl:table-cell">{col.phone}</TableHead>
                <TableHead>{col.date}</TableHead>
                <TableHead>{col.status}</TableHead>
                <TableHead className="text-right">{col.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((request) => (
                <MortgageRequestRow
                  key={request.id}
                  request={request}
                  onOpen={() => open(request)}
                  onStatusChange={(status) => actions.setStatus(request, status)}
                  onDelete={() => actions.remove(request)}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      </InboxLayout>

      <MortgageRequestDialog
        request={selected}
        open={dialogOpen && selected !== undefined}
        onOpenChange={setDialogOpen}
        onDelete={(request) => {
          actions.remove(request);
          setDialogOpen(false);
        }}
      />
    </>
  );
}

function MortgageRequestRow({
  request,
  onOpen,
  onStatusChange,
  onDelete,
}: {
  request: MortgageRequest;
  onOpen: () => void;
  onStatusChange: (status: MortgageRequest["status"]) => void;
  onDelete: () => void;
}) {
  const isNew = request.status === "new";
  return (
    <TableRow
      onClick={onRowClick(onOpen)}
      data-testid="mortgage-row"
      data-status={request.status}
      className="cursor-pointer"
    >
      <TableCell className="max-w-72 xl:max-w-52">
        <div className="flex items-start gap-2">
          <span
            aria-hidden
            className={cn(
              "mt-2 size-1.5 shrink-0 rounded-full",
              isNew ? "bg-brand" : "bg-transparent",
            )}
          />
          <div className="min-w-0">
            <p className={cn("truncate", isNew ? "font-semibold" : "font-medium")}>
              {request.name}
            </p>
            <p className="truncate text-xs text-muted-foreground xl:hidden" title={request.email}>
              {request.email}
            </p>
            <p className="truncate text-xs text-muted-foreground xl:hidden">{request.phone}</p>
          </div>
        </div>
      </TableCell>
      <TableCell className="hidden max-w-48 xl:table-cell">
        <span className="block truncate" title={request.email}>
          {request.email}
        </span>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap xl:table-cell">{request.phone}</TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        <time dateTime={request.createdAt} title={formatDateTime(request.createdAt)}>
          {formatDate(request.createdAt)}
        </time>
      </TableCell>
      <TableCell>
        <MortgageStatusSelect
          value={request.status}
          label={t.statusLabel(request.name)}
          onChange={onStatusChange}
        />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onOpen}
            aria-label={t.viewLabel(request.name)}
          >
            <EyeIcon aria-hidden />
            {t.view}
          </Button>
          <ConfirmDelete
            title={t.deleteTitle}
            onConfirm={onDelete}
            trigger={
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                aria-label={t.deleteLabel(request.name)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            }
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
