import { clsx as cn } from "clsx";
import { Heart } from "@/components/site/icons";

/**
 * A listing's heart: drawn unsaved here (the list is in the browser), marked and toggled by the
 * page's frame script (src/islands/frame/favourites.ts), which swaps the label it shows or names
 * it by for the other one.
 */
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
  return (
    <button
      type="button"
      aria-pressed="false"
      aria-label={withText ? undefined : labels.add}
      data-favorite={propertyRef}
      data-add={labels.add}
      data-remove={labels.remove}
      className={cn(
        "group/heart inline-flex items-center justify-center gap-2 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      data-testid="favorite-button"
    >
      <Heart
        className="size-5 group-aria-pressed/heart:fill-brand group-aria-pressed/heart:text-brand"
        aria-hidden
      />
      {withText ? <span>{labels.add}</span> : null}
    </button>
  );
}
