import { Heart } from "@/components/site/icons";

/**
 * The header's link to the favourites, with their count: drawn without it here (the list is in
 * the browser) and counted by the page's frame script (src/islands/frame/favourites.ts).
 */
export function FavoritesLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="group/favorites relative inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent"
      aria-label={label}
      data-favorites-link
      data-label={label}
      data-testid="favorites-link"
    >
      <Heart
        className="size-5 group-data-count/favorites:fill-brand group-data-count/favorites:text-brand"
        aria-hidden
      />
      <span
        className="absolute -top-0.5 -right-0.5 flex min-w-4.5 items-center justify-center rounded-full bg-brand px-1 text-[0.65rem] font-semibold leading-4.5 text-brand-foreground"
        aria-hidden
        hidden
        data-favorites-count
        data-testid="favorites-count"
      />
    </a>
  );
}
