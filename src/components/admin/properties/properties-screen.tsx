"use client";
import { Pencil, Plus, Search, Star, Trash2 } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { ConfirmDelete } from "@/components/admin/confirm-delete";
import { EmptyState } from "@/components/admin/empty-state";
import { useDeleteItem } from "@/components/admin/hooks/use-delete-item";
import { useIsAdministrator } from "@/components/admin/hooks/use-is-administrator";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { adminText, propertiesText } from "@/lib/admin/messages";
import { filterProperties } from "@/lib/admin/property-list";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { formatPrice } from "@/lib/i18n/format";
import type { Property } from "@/lib/schemas/property";
import { PropertyThumbnail } from "./property-thumbnail";
import { PropertyStatusBadge } from "./status-badge";

const t = propertiesText.list;

/**
 * /admin/properties: every property, searchable, with edit and delete
 * (docs/product.md#properties-screen).
 */
export function PropertiesScreen() {
  const [query, setQuery] = useState("");
  const properties = useApiQuery(queryKeys.properties, api.properties.list);
  const shown = useMemo(
    () => filterProperties(properties.data ?? [], query),
    [properties.data, query],
  );

  const addButton = (
    <Button asChild>
      <Link href="/admin/properties/new">
        <Plus aria-hidden />
        {t.add}
      </Link>
    </Button>
  );

  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} actions={addButton} />
      {properties.isPending ? (
        <LoadingState />
      ) : properties.isError ? (
        <EmptyState
          action={
            <Button variant="outline" onClick={() => properties.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.loadError}
        </EmptyState>
      ) : properties.data.length === 0 ? (
        <EmptyState action={addButton}>{t.empty}</EmptyState>
      ) : (
        <section className="rounded-xl border border-border bg-card shadow-sm">
          <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="relative w-full sm:max-w-sm">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label={t.searchLabel}
                placeholder={t.searchPlaceholder}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className="pl-9"
              />
            </div>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="count">
              {t.count(shown.length, properties.data.length)}
            </p>
          </div>
          <PropertyTable properties={shown} />
        </section>
      )}
    </>
  );
}

function LoadingState() {
  return (
    <div className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card py-16 text-muted-foreground">
      <Spinner />
      <span aria-hidden>{adminText.common.loading}</span>
    </div>
  );
}

function PropertyTable({ properties }: { properties: Property[] }) {
  // Deleting a listing is the administrators' (a consultant's account is refused it).
  const administrator = useIsAdministrator();
  const deletion = useDeleteItem({
    remove: api.properties.remove,
    list: queryKeys.properties,
    deleted: { title: t.deleted, description: t.deletedDescription },
    failed: t.deleteErrorTitle,
    failedDescription: () => t.deleteErrorDescription,
  });

  if (properties.length === 0) {
    return <p className="px-4 py-12 text-center text-muted-foreground">{t.noMatches}</p>;
  }

  return (
    <Table data-testid="properties-table">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t.columns.property}</TableHead>
          <TableHead className="hidden lg:table-cell">{t.columns.city}</TableHead>
          <TableHead className="hidden lg:table-cell">{t.columns.type}</TableHead>
          <TableHead className="w-px text-right">{t.columns.price}</TableHead>
          <TableHead className="w-px">{t.columns.status}</TableHead>
          <TableHead className="hidden w-px text-center lg:table-cell">
            {t.columns.featured}
          </TableHead>
          <TableHead className="w-px text-right">{t.columns.actions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {properties.map((property) => (
          <TableRow key={property.id} data-testid="property-row" data-ref={property.ref}>
            <TableCell className="min-w-64">
              <div className="flex items-center gap-3">
                <PropertyThumbnail image={property.images[0]} className="h-12 w-16" />
                <div className="min-w-0">
                  <Link
                    href={`/admin/properties/${property.id}/edit`}
                    className="line-clamp-2 font-medium hover:underline"
                  >
                    {property.titlePt}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-mono">{property.ref}</span>
                    <span className="lg:hidden">
                      {" · "}
                      {property.city} · {adminText.propertyType[property.type]}
                    </span>
                  </p>
                  {property.featured ? (
                    <p className="mt-0.5 flex items-center gap-1 text-xs font-medium text-muted-foreground lg:hidden">
                      <Star className="size-3 fill-gold text-gold" aria-hidden />
                      {t.featured}
                    </p>
                  ) : null}
                </div>
              </div>
            </TableCell>
            <TableCell className="hidden lg:table-cell">{property.city}</TableCell>
            <TableCell className="hidden lg:table-cell">
              {adminText.propertyType[property.type]}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatPrice(property.price, "pt")}
            </TableCell>
            <TableCell>
              <PropertyStatusBadge status={property.status} />
            </TableCell>
            <TableCell className="hidden text-center lg:table-cell">
              {property.featured ? (
                <Star
                  className="mx-auto size-4 fill-gold text-gold"
                  aria-label={t.featured}
                  role="img"
                  data-testid="featured-marker"
                />
              ) : (
                <span className="text-muted-foreground">
                  <span aria-hidden>—</span>
                  <span className="sr-only">{t.notFeatured}</span>
                </span>
              )}
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon" title={adminText.common.edit}>
                  <Link
                    href={`/admin/properties/${property.id}/edit`}
                    aria-label={t.edit(property.ref)}
                  >
                    <Pencil aria-hidden />
                  </Link>
                </Button>
                {administrator ? (
                  <ConfirmDelete
                    title={t.confirmDeleteTitle(property.ref)}
                    description={t.confirmDeleteDescription}
                    onConfirm={() => deletion.remove(property.id)}
                    trigger={
                      <Button
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                        aria-label={t.delete(property.ref)}
                        title={adminText.common.delete}
                        disabled={deletion.isDeleting(property.id)}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    }
                  />
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
