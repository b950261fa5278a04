// Favourite listings, kept in this browser only (localStorage), for every heart button, the
// header's count and the favourites page; each addition is counted, anonymously, for the
// listing's statistics (docs/product.md#statistics). Plain script, run by the page's frame
// (src/islands/frame/favourites.ts, favourites-page.ts): a change is told to the page's parts
// with an event, and to other tabs by the storage event.

const KEY = "favorites";
/** Dispatched on window when this page changes the list. */
const CHANGED = "casa:favorites";

/** The list where storage cannot be used (private mode, full): this page's alone. */
let unstored: string | null = null;
let lastRaw: string | null | undefined;
let lastList: string[] = [];

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return unstored;
  }
}

/** The saved references, oldest first; the same array until the list changes. */
export function readFavorites(): string[] {
  const raw = stored();
  if (raw !== lastRaw) {
    lastRaw = raw;
    try {
      const parsed: unknown = JSON.parse(raw ?? "[]");
      lastList = Array.isArray(parsed) ? parsed.filter((ref) => typeof ref === "string") : [];
    } catch {
      lastList = [];
    }
  }
  return lastList;
}

function write(refs: string[]): void {
  const raw = JSON.stringify(refs);
  try {
    localStorage.setItem(KEY, raw);
  } catch {
    unstored = raw;
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `listener` when the list changes, on this page or in another tab. */
export function subscribeFavorites(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Adds or removes a favourite. An addition is also counted on the server for the listing's
 * statistics (POST /api/favourites): the listing's reference and nothing else; the list itself
 * stays in this browser.
 */
export function toggleFavorite(ref: string): boolean {
  const current = readFavorites();
  const added = !current.includes(ref);
  write(added ? [...current, ref] : current.filter((r) => r !== ref));
  if (added) {
    import("./favourite-count")
      .then(({ countFavourite }) => countFavourite(ref))
      .catch(() => undefined);
  }
  return added;
}
