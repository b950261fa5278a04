"use client";
// /admin/featured-properties – 'Ordenar Destaques' (docs/product.md#featured-order-screen): drag
// the featured properties (pointer or keyboard) and save each position index as featuredOrder.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save, Star } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/admin/empty-state";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { PageHeader } from "@/components/admin/page-header";
import { DragHandle, type SortableItem, SortableList } from "@/components/admin/sortable-list";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { adminText, propertiesText } from "@/lib/admin/messages";
import { featuredInOrder, featuredOrderPayload } from "@/lib/admin/property-list";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { LIMITS } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Property } from "@/lib/schemas/property";
import { cn } from "@/lib/utils";
import { PropertyThumbnail } from "./property-thumbnail";

const t = propertiesText.featured;
const propertyId = (property: Property) => property.id;
const propertyName = (property: Property) => t.item(property.ref);

export function FeaturedScreen() {
  const queryClient = useQueryClient();
  const properties = useApiQuery(queryKeys.properties, api.properties.list);
  const saved = useMemo(() => featuredInOrder(properties.data ?? []), [properties.data]);
  // The order being edited; null until the user moves something.
  const [edited, setEdited] = useState<Property[] | null>(null);
  const list = edited ?? saved;
  useUnsavedChangesWarning(edited !== null);

  const save = useMutation({
    mutationFn: (order: Property[]) =>
      callApi(api.properties.reorderFeatured, { body: featuredOrderPayload(order) }),
    onSuccess: (_, order) => {
      const positions = new Map(order.map((property, index) => [property.id, index]));
      queryClient.setQueryData<Property[]>(queryKeys.properties, (current) =>
        current?.map((property) =>
          positions.has(property.id)
            ? { ...property, featuredOrder: positions.get(property.id) ?? null }
            : property,
        ),
      );
      setEdited(null);
      toast.success(t.success);
    },
    onError: () => {
      toast.error(t.error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.properties }),
  });

  const saveButton =
    edited !== null ? (
      <Button onClick={() => save.mutate(edited)} disabled={save.isPending}>
        {save.isPending ? <Spinner label={t.saving} /> : <Save aria-hidden />}
        {save.isPending ? t.saving : t.save}
      </Button>
    ) : null;

  return (
    <>
      <PageHeader title={t.title} description={t.subtitle} actions={saveButton} />
      {properties.isPending ? (
        <div className="flex items-center justify-center gap-3 rounded-xl border border-border bg-card py-16 text-muted-foreground">
          <Spinner />
          <span aria-hidden>{adminText.common.loading}</span>
        </div>
      ) : properties.isError ? (
        <EmptyState>{t.loadError}</EmptyState>
      ) : list.length === 0 ? (
        <EmptyState
          action={
            <Button asChild variant="outline">
              <Link href="/admin/properties">{t.goToProperties}</Link>
            </Button>
          }
        >
          {t.empty}
        </EmptyState>
      ) : (
        <section aria-labelledby="featured-count" className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id="featured-count" className="flex items-center gap-2 font-medium">
              <Star className="size-4 fill-gold text-gold" aria-hidden />
              <span data-testid="featured-count">{t.count(list.length)}</span>
              <span className="font-normal text-muted-foreground">
                · {t.homeLimit(LIMITS.homeFeatured)}
              </span>
            </p>
            {edited !== null ? (
              <p className="text-sm text-brand" role="status">
                {t.unsaved}
              </p>
            ) : null}
          </div>
          <SortableList
            items={list}
            keyOf={propertyId}
            nameOf={propertyName}
            onReorder={setEdited}
            layout="list"
            className="grid grid-cols-1 gap-3"
            testId="featured-list"
          >
            {(property, sortable, index) => (
              <FeaturedRow property={property} position={index + 1} sortable={sortable} />
            )}
          </SortableList>
        </section>
      )}
    </>
  );
}

function FeaturedRow({
  property,
  position,
  sortable,
}: {
  property: Property;
  position: number;
  sortable: SortableItem;
}) {
  const beyondHome = position > LIMITS.homeFeatured;
  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      className={cn(
        "flex min-w-0 items-center gap-3 rounded-xl border border-border bg-card p-3 pr-5 shadow-sm sm:gap-4",
        sortable.isDragging && "relative z-10 shadow-lg ring-2 ring-ring",
      )}
      data-testid="featured-row"
      data-ref={property.ref}
    >
      <DragHandle
        sortable={sortable}
        label={t.dragHandle(property.ref)}
        className="size-10 shrink-0 text-muted-foreground hover:bg-muted hover:text-foreground"
        iconClassName="size-5"
      />
      <span
        className="w-8 shrink-0 text-center font-serif text-2xl text-primary tabular-nums"
        data-testid="featured-position"
      >
        <span className="sr-only">{t.position(position)}</span>
        <span aria-hidden>{sortable.shownPosition}</span>
      </span>
      <PropertyThumbnail image={property.images[0]} className="h-16 w-24" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{property.titlePt}</p>
        <p className="text-sm text-muted-foreground">
          <span className="font-mono">{property.ref}</span> · {property.city} ·{" "}
          {adminText.propertyType[property.type]}
        </p>
        {beyondHome ? (
          <p className="mt-1 text-xs font-medium text-brand">{t.notOnHome(LIMITS.homeFeatured)}</p>
        ) : null}
      </div>
      <p className="shrink-0 text-right font-medium tabular-nums">
        {formatPrice(property.price, "pt")}
      </p>
    </li>
  );
}
