"use client";
import { clsx as cn } from "clsx";
import { Heart } from "lucide-react";
import { useFavorites } from "@/lib/favorites";

export function FavoritesLink({ href, label }: { href: string; label: string }) {
  const count = useFavorites().length;
  return (
    <a
      href={href}
      className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground transition-colors hover:bg-accent"
      aria-label={count ? `${label} (${count})` : label}
      data-testid="favorites-link"
    >
      <Heart className={cn("size-5", count > 0 && "fill-brand text-brand")} aria-hidden />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 flex min-w-4.5 items-center justify-center rounded-full bg-brand px-1 text-[0.65rem] font-semibold leading-4.5 text-brand-foreground"
          aria-hidden
          data-testid="favorites-count"
        >
          {count}
        </span>
      ) : null}
    </a>
  );
}
