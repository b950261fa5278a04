"use client";
import { useEffect, useRef } from "react";
import { fetchPage, updatePage } from "@/islands/page-updates";
import { useFavorites } from "@/lib/favorites";
import { savedQuery } from "@/lib/favorites-query";
import { useHydrated } from "../use-hydrated";

/**
 * Keeps the favourites page's list to what this browser has saved. The server renders the
 * cards of the listings a URL names (?saved=…, newest first; src/lib/favorites-query.ts); this
 * asks for the page with this browser's list, and again whenever it changes (a heart on the
 * page), and puts that page's list in place of the one shown. `shown` is what the page shows.
 */
export function FavoritesSync({ shown }: { shown: string[] | null }) {
  const hydrated = useHydrated();
  const saved = useFavorites();
  const requested = useRef(shown && savedQuery(shown));
  const latest = useRef(0);

  useEffect(() => {
    if (!hydrated) return;
    const query = savedQuery(saved.toReversed());
    if (query === requested.current) return;
    requested.current = query;
    const seq = ++latest.current;
    const href = `${window.location.pathname}${query}`;
    fetchPage(href)
      .then(({ page }) => (seq === latest.current ? updatePage(page) : undefined))
      // The page as the browser would load it (where it is not islands, or the fetch failed).
      .catch(() => window.location.assign(href));
  }, [hydrated, saved]);

  return null;
}
