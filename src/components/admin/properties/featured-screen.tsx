"use client";
// /admin/featured-properties – 'Ordenar Destaques' (SPEC.md §2, §4): drag the featured
// properties (pointer or keyboard) and save each position index as featuredOrder.
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GripVertical, Save, Star } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/admin/empty-state";
import { useUnsavedChangesWarning } from "@/components/admin/hooks/use-unsaved-changes";
import { PageHeader } from "@/components/admin/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { adminText, propertiesText } from "@/lib/admin/messages";
import { featuredInOrder, featuredOrderPayload, projectedIndex } from "@/lib/admin/property-list";
import { queryKeys, useApiQuery } from "@/lib/admin/queries";
import { api } from "@/lib/api";
import { callApi } from "@/lib/api/client";
import { LIMITS } from "@/lib/constants";
import { formatPrice } from "@/lib/i18n/format";
import type { Property } from "@/lib/schemas/property";
import { cn } from "@/lib/utils";
import { PropertyThumbnail } from "./property-thumbnail";
import { measuring, screenReaderInstructions, sortableAnnouncements } from "./sortable-a11y";

const t = propertiesText.featured;

export function FeaturedScreen() {
  const queryClient = useQueryClient();
  const properties = useApiQuery(queryKeys.properties, api.properties.list);
  const saved = useMemo(() => featuredInOrder(properties.data ?? []), [properties.data]);
  // The order being edited; null until the user moves something.
  const [edited, setEdited] = useState<Property[] | null>(null);
  const list = edited ?? saved;
  useUnsavedChangesWarning(edited !== null);

  const ids = useMemo(() => list.map((property) => property.id), [list]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => {
    const refs = new Map(list.map((property) => [property.id, property.ref]));
    return sortableAnnouncements(ids, (id) => t.item(refs.get(String(id)) ?? ""));
  }, [ids, list]);

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

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    setEdited(arrayMove(list, from, to));
  }

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
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions }}
            measuring={measuring}
          >
            <SortableContext items={ids} strategy={verticalListSortingStrategy}>
              <ol className="grid grid-cols-1 gap-3" data-testid="featured-list">
                {list.map((property, index) => (
                  <FeaturedRow key={property.id} property={property} position={index + 1} />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </section>
      )}
    </>
  );
}

function FeaturedRow({ property, position }: { property: Property; position: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
    index,
    activeIndex,
    overIndex,
  } = useSortable({ id: property.id });
  // While dragging, numbers (and the cover mark) show where each item will land.
  const shown = projectedIndex(index, activeIndex, overIndex) + 1;
  const beyondHome = position > LIMITS.homeFeatured;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        "flex min-w-0 items-center gap-3 rounded-xl border border-border bg-card p-3 pr-5 shadow-sm sm:gap-4",
        isDragging && "relative z-10 shadow-lg ring-2 ring-ring",
      )}
      data-testid="featured-row"
      data-ref={property.ref}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t.dragHandle(property.ref)}
        title={t.dragHandle(property.ref)}
        className="flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden />
      </button>
      <span
        className="w-8 shrink-0 text-center font-serif text-2xl text-primary tabular-nums"
        data-testid="featured-position"
      >
        <span className="sr-only">{t.position(position)}</span>
        <span aria-hidden>{shown}</span>
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
