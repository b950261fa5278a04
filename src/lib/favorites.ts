"use client";
// Favourite listings, kept in this browser only (localStorage), shared by every heart button
// and the header count through one small store; each addition is counted, anonymously, for the
// listing's statistics (docs/product.md#statistics).
import { useSyncExternalStore } from "react";

const KEY = "favorites";
const listeners = new Set<() => void>();
let cached: string[] | null = null;
const EMPTY: string[] = [];

function read(): string[] {
  if (cached) return cached;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    cached = Array.isArray(parsed) ? parsed.filter((ref) => typeof ref === "string") : [];
  } catch {
    cached = [];
  }
  return cached;
}

function write(refs: string[]): void {
  cached = refs;
  try {
    localStorage.setItem(KEY, JSON.stringify(refs));
  } catch {
    // Private mode or full storage: the list still works for this page view.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cached = null;
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useFavorites(): string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

/**
 * Adds or removes a favourite. An addition is also counted on the server for the listing's
 * statistics (POST /api/favourites): the listing's reference and nothing else; the list itself
 * stays in this browser.
 */
export function toggleFavorite(ref: string): boolean {
  const current = read();
  const added = !current.includes(ref);
  write(added ? [...current, ref] : current.filter((r) => r !== ref));
  if (added) {
    import("./favourite-count")
      .then(({ countFavourite }) => countFavourite(ref))
      .catch(() => undefined);
  }
  return added;
}
