"use client";
// The admin's one sortable list (the featured order, a property's images): each item is moved
// by its handle, with the pointer or the keyboard (Space, the arrows, Space again; Escape puts
// it back), and screen readers hear where it goes (sortable-a11y.ts). The list only reorders:
// the screen decides what a new order means (saved with a button, or part of a form).
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type CSSProperties, type ReactNode, useMemo } from "react";
import { projectedIndex, reordered, sortableIds } from "@/lib/admin/sortable";
import { cn } from "@/lib/utils";
import { measuring, screenReaderInstructions, sortableAnnouncements } from "./sortable-a11y";

/** What one item of the list is given to draw itself. */
export interface SortableItem {
  /** For the item's own element, the one that moves. */
  ref: (node: HTMLElement | null) => void;
  style: CSSProperties;
  isDragging: boolean;
  /** Where the item lands if dropped now (1 is first): the numbers follow the drag. */
  shownPosition: number;
  handle: {
    ref: (node: HTMLElement | null) => void;
    attributes: DraggableAttributes;
    listeners: DraggableSyntheticListeners;
  };
}

export function SortableList<T>({
  items,
  keyOf,
  nameOf,
  onReorder,
  layout,
  className,
  testId,
  children,
}: {
  items: readonly T[];
  /**
   * What identifies an item (the same key twice is allowed). Like nameOf, best defined outside
   * the component: a new function rebuilds the announcements, which would lose track mid-drag.
   */
  keyOf: (item: T) => string;
  /** What screen readers call the item at this index ("imóvel CL-001", "imagem 3"). */
  nameOf: (item: T, index: number) => string;
  onReorder: (items: T[]) => void;
  /** A column of rows, or a grid of tiles. */
  layout: "list" | "grid";
  className: string;
  testId: string;
  children: (item: T, sortable: SortableItem, index: number) => ReactNode;
}) {
  const ids = useMemo(() => sortableIds(items.map(keyOf)), [items, keyOf]);
  const sensors = useSensors(
    // A click on the handle is not a drag: only a move of a few pixels starts one.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => {
    const names = new Map(items.map((item, index) => [ids[index], nameOf(item, index)]));
    return sortableAnnouncements(ids, (id) => names.get(String(id)) ?? "");
  }, [ids, items, nameOf]);

  function onDragEnd({ active, over }: DragEndEvent) {
    const next = reordered(items, ids, String(active.id), over ? String(over.id) : null);
    if (next) onReorder(next);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
      measuring={measuring}
    >
      <SortableContext
        items={ids}
        strategy={layout === "grid" ? rectSortingStrategy : verticalListSortingStrategy}
      >
        <ol className={className} data-testid={testId}>
          {items.map((item, index) => {
            const id = ids[index] ?? String(index);
            return (
              <Sortable key={id} id={id}>
                {(sortable) => children(item, sortable, index)}
              </Sortable>
            );
          })}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Sortable({
  id,
  children,
}: {
  id: string;
  children: (sortable: SortableItem) => ReactNode;
}) {
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
  } = useSortable({ id });
  return children({
    ref: setNodeRef,
    style: { transform: CSS.Transform.toString(transform), transition },
    isDragging,
    shownPosition: projectedIndex(index, activeIndex, overIndex) + 1,
    handle: { ref: setActivatorNodeRef, attributes, listeners },
  });
}

/** The button an item is picked up by: the only part that starts a drag. */
export function DragHandle({
  sortable,
  label,
  className,
  iconClassName,
}: {
  sortable: SortableItem;
  label: string;
  className?: string;
  iconClassName?: string;
}) {
  const { ref, attributes, listeners } = sortable.handle;
  return (
    <button
      type="button"
      ref={ref}
      {...attributes}
      {...listeners}
      aria-label={label}
      title={label}
      className={cn(
        "flex cursor-grab touch-none items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing",
        className,
      )}
    >
      <GripVertical className={iconClassName} aria-hidden />
    </button>
  );
}
