"use client";
import { clsx as cn } from "clsx";
import { Heart } from "lucide-react";
import { toggleFavorite, useFavorites } from "@/lib/favorites";

export function FavoriteButton({
  propertyRef,
  labels,
  className,
  withText = false,
}: {
  propertyRef: string;
  labels: { add: string; remove: string };
  className?: string;
  withText?: boolean;
}) {
  const saved = useFavorites().includes(propertyRef);
  const label = saved ? labels.remove : labels.add;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withText ? undefined : label}
      onClick={() => toggleFavorite(propertyRef)}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      data-testid="favorite-button"
    >
      <Heart className={cn("size-5", saved && "fill-brand text-brand")} aria-hidden />
      {withText ? <span>{label}</span> : null}
    </button>
  );
}
