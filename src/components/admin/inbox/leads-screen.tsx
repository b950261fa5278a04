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
import { leadsCsv } from "@/lib/admin/inbox-csv";
import { leadsText } from "@/lib/admin/messages";
import { newestFirst } from "@/lib/admin/newest-first";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import type { Lead } from "@/lib/schemas/lead";
import { matchesSearch } from "@/lib/text-search";
import { cn } from "@/lib/utils";
import { LeadStatusBadge, LeadTypeBadge } from "./badges";
import { InboxLayout } from "./inbox-layout";
import { LeadDialog } from "./lead-dialog";
import { PropertyRefLink } from "./property-ref-link";
import { onRowClick } from "./row-click";
import { useLeadActions } from "./use-lead-actions";

const t = leadsText.leads;
const col = t.columns;

/** 'Gestão de Contactos': enquiries and valuation requests from the public site. */
export function LeadsScreen() {
  const query = useApiQuery(queryKeys.leads, api.leads.list);
  const actions = useLeadActions();
  const [search, setSearch] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const leads = useMemo(() => newestFirst(query.data ?? []), [query.data]);
  const shown = useMemo(
    () => leads.filter((lead) => matchesSearch([lead.name, lead.email, lead.propertyRef], search)),
    [leads, search],
  );
  const unread = leads.filter((lead) => lead.status === "new").length;
  const selected = leads.find((lead) => lead.id === selectedId);

  function open(lead: Lead) {
    setSelectedId(lead.id);
    setDialogOpen(true);
    actions.markRead(lead);
  }

  return (
    <>
      <InboxLayout
        title={t.title}
        count={
          query.data
            ? `${t.count(shown.length, leads.length)}${unread > 0 ? ` · ${t.unread(unread)}` : ""}`
            : null
        }
        countTestId="lead-count"
        search={search}
        onSearch={setSearch}
        labels={t}
        csv={{ filePrefix: t.csvFilePrefix, build: () => leadsCsv(shown) }}
        query={query}
        shownCount={shown.length}
      >
        <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
          <Table className="[&_td]:px-3 [&_th]:px-3 xl:[&_td]:px-4 xl:[&_th]:px-4">
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead>
                  <span className="2xl:hidden">{col.contact}</span>
                  <span className="hidden 2xl:inline">{col.name}</span>
                </TableHead>
                <TableHead className="hidden 2xl:table-cell">{col.email}</TableHead>
                <TableHead className="hidden 2xl:table-cell">{col.phone}</TableHead>
                <TableHead className="hidden xl:table-cell">{col.type}</TableHead>
                <TableHead>{col.property}</TableHead>
                <TableHead>{col.date}</TableHead>
                <TableHead>{col.status}</TableHead>
                <TableHead className="text-right">{col.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((lead) => (
                <LeadRow
                  key={lead.id}
                  lead={lead}
                  onOpen={() => open(lead)}
                  onDelete={() => actions.remove(lead)}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      </InboxLayout>

      <LeadDialog
        lead={selected}
        open={dialogOpen && selected !== undefined}
        onOpenChange={setDialogOpen}
        onMarkUnread={(lead) => {
          actions.markUnread(lead);
          setDialogOpen(false);
        }}
        onDelete={(lead) => {
          actions.remove(lead);
          setDialogOpen(false);
        }}
      />
    </>
  );
}

function LeadRow({
  lead,
  onOpen,
  onDelete,
}: {
  lead: Lead;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const isNew = lead.status === "new";
  return (
    <TableRow
      onClick={onRowClick(onOpen)}
      data-testid="lead-row"
      data-status={lead.status}
      className="cursor-pointer"
    >
      <TableCell className="max-w-60 2xl:max-w-48">
        <div className="flex items-start gap-2">
          <span
            aria-hidden
            className={cn(
              "mt-2 size-1.5 shrink-0 rounded-full",
              isNew ? "bg-brand" : "bg-transparent",
            )}
          />
          <div className="min-w-0">
            <p className={cn("truncate", isNew ? "font-semibold" : "font-medium")}>{lead.name}</p>
            <p className="truncate text-xs text-muted-foreground 2xl:hidden" title={lead.email}>
              {lead.email}
            </p>
            {lead.phone ? (
              <p className="truncate text-xs text-muted-foreground 2xl:hidden">{lead.phone}</p>
            ) : null}
            <div className="mt-1.5 xl:hidden">
              <LeadTypeBadge type={lead.type} />
            </div>
          </div>
        </div>
      </TableCell>
      <TableCell className="hidden max-w-52 2xl:table-cell">
        <span className="block truncate" title={lead.email}>
          {lead.email}
        </span>
      </TableCell>
      <TableCell className="hidden whitespace-nowrap 2xl:table-cell">
        {lead.phone ?? <span className="text-muted-foreground">—</span>}
      </TableCell>
      <TableCell className="hidden xl:table-cell">
        <LeadTypeBadge type={lead.type} />
      </TableCell>
      <TableCell>
        <PropertyRefLink reference={lead.propertyRef} />
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">
        <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
          {formatDate(lead.createdAt)}
        </time>
      </TableCell>
      <TableCell>
        <LeadStatusBadge status={lead.status} />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={onOpen}
            aria-label={t.viewLabel(lead.name)}
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
                aria-label={t.deleteLabel(lead.name)}
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
