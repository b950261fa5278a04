"use client";
import { X } from "lucide-react";
import { DragHandle, type SortableItem } from "@/components/admin/sortable-list";
import { Button } from "@/components/ui/button";
import { propertiesText } from "@/lib/admin/messages";
import { cn } from "@/lib/utils";
import { thumbnailSrc } from "./property-thumbnail";

const t = propertiesText.images;

/** One image of the property: a drag handle, its position, the cover mark and remove. */
export function SortableImage({
  image,
  position,
  sortable,
  onRemove,
}: {
  image: string;
  position: number;
  sortable: SortableItem;
  onRemove: () => void;
}) {
  // While dragging, the numbers and the cover mark show where each image will land.
  const shown = sortable.shownPosition;
  const cover = shown === 1;
  return (
    <li
      ref={sortable.ref}
      style={sortable.style}
      className={cn(
        "group relative overflow-hidden rounded-lg border border-border bg-muted shadow-xs",
        cover && "ring-2 ring-brand ring-offset-2 ring-offset-card",
        sortable.isDragging && "z-10 shadow-lg opacity-90",
      )}
      data-testid="property-image"
      data-image={image}
    >
      <div className="relative aspect-[4/3]">
        {/* biome-ignore lint/performance/noImgElement: our own 480 px WebP variant */}
        <img
          src={thumbnailSrc(image)}
          alt={t.alt(position)}
          className="absolute inset-0 size-full object-cover"
          draggable={false}
        />
      </div>
      <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-2">
        <span className="flex items-center gap-1.5">
          <span className="rounded-full bg-foreground/75 px-2 py-0.5 text-xs font-medium text-background tabular-nums">
            {shown}
          </span>
          {cover ? (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-foreground uppercase">
              {t.cover}
            </span>
          ) : null}
        </span>
        <Button
          type="button"
          variant="secondary"
          size="icon"
          className="size-8 bg-card/90 text-destructive shadow-sm hover:bg-card"
          aria-label={t.remove(position)}
          title={t.remove(position)}
          onClick={onRemove}
        >
          <X aria-hidden />
        </Button>
      </div>
      <DragHandle
        sortable={sortable}
        label={t.dragHandle(position)}
        className="absolute right-2 bottom-2 size-8 bg-card/90 text-foreground shadow-sm hover:bg-card"
        iconClassName="size-4"
      />
    </li>
  );
}
