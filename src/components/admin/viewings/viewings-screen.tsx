"use client";
import { useState } from "react";
// The viewings screen (docs/product.md#viewings-screen): the visitors' viewing requests by time,
// with their state, and what staff do with each. A consultant's own list is the same screen
// with their id as the filter.
import { Badge } from "@/components/ui/badge";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { viewingsText } from "@/lib/admin/messages";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import type { Viewing, ViewingStatus } from "@/lib/schemas/viewing";
import { lisbonDateTime } from "@/lib/viewings/lisbon-time";
import { EmptyState } from "../empty-state";
import { PageHeader } from "../page-header";
import { ViewingActions } from "./viewing-actions";

const t = viewingsText;
const VARIANT: Record<ViewingStatus, "default" | "secondary" | "outline" | "destructive"> = {
  requested: "default",
  proposed: "secondary",
  confirmed: "outline",
  cancelled: "destructive",
};

export function ViewingsScreen() {
  const [showCancelled, setShowCancelled] = useState(false);
  const live = useApiQuery(queryKeys.viewings({}), api.viewings.list, { query: {} });
  const cancelled = useApiQuery(
    queryKeys.viewings({ status: "cancelled" }),
    api.viewings.list,
    showCancelled ? { query: { status: "cancelled" } } : null,
  );
  const rows: Viewing[] = [...(live.data ?? []), ...(showCancelled ? (cancelled.data ?? []) : [])];
  rows.sort((a, b) => a.start.localeCompare(b.start));
  return (
    <div>
      <PageHeader
        title={t.title}
        description={t.description}
        actions={
          <div className="flex items-center gap-2">
            <Checkbox
              id="show-cancelled"
              checked={showCancelled}
              onCheckedChange={(checked) => setShowCancelled(checked === true)}
            />
            <Label htmlFor="show-cancelled">{t.showCancelled}</Label>
          </div>
        }
      />
      {live.isSuccess && rows.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t.columns.when}</TableHead>
              <TableHead className="hidden md:table-cell">{t.columns.property}</TableHead>
              <TableHead>{t.columns.visitor}</TableHead>
              <TableHead className="hidden lg:table-cell">{t.columns.consultant}</TableHead>
              <TableHead>{t.columns.status}</TableHead>
              <TableHead>{t.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((viewing) => (
              <TableRow key={viewing.id} data-testid="viewing-row">
                <TableCell>
                  <span className="whitespace-nowrap">
                    {lisbonDateTime.format(new Date(viewing.start))}
                  </span>
                  <span className="block font-medium text-xs md:hidden">{viewing.propertyRef}</span>
                </TableCell>
                <TableCell className="hidden md:table-cell">
                  <span className="font-medium">{viewing.propertyRef}</span>
                  <span className="block max-w-56 truncate text-muted-foreground text-xs">
                    {viewing.propertyTitle}
                  </span>
                </TableCell>
                <TableCell>
                  <span className="font-medium">{viewing.name}</span>
                  <span className="block text-muted-foreground text-xs">
                    <a className="underline" href={`mailto:${viewing.email}`}>
                      {viewing.email}
                    </a>
                    {" · "}
                    <a className="underline" href={`tel:${viewing.phone.replace(/[^\d+]/g, "")}`}>
                      {viewing.phone}
                    </a>
                    {" · "}
                    {t.languages[viewing.language]}
                  </span>
                </TableCell>
                <TableCell className="hidden lg:table-cell">
                  {viewing.consultantName ?? "—"}
                </TableCell>
                <TableCell>
                  <Badge variant={VARIANT[viewing.status]}>{t.status[viewing.status]}</Badge>
                </TableCell>
                <TableCell>
                  <ViewingActions viewing={viewing} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
