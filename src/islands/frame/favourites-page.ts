// Keeps the favourites page's list to what this browser has saved, in plain script
// (docs/decisions/041). The server renders the cards of the listings a URL names (?saved=…,
// newest first; src/lib/favorites-query.ts); this asks for the page with this browser's list,
// and again whenever it changes (a heart on the page), and puts that page's parts (data-swap) in
// place of those shown. The cards hold no island, only hearts, which the frame shows.
import { readFavorites, subscribeFavorites } from "@/lib/favorites";
import { savedQuery } from "@/lib/favorites-query";
import { fetchPage } from "../page-updates";

export function followFavouritesPage(): void {
  const page = document.querySelector<HTMLElement>("[data-favorites-shown]");
  if (!page) return;
  const shown: string[] | null = JSON.parse(page.dataset.favoritesShown || "null");
  let requested = savedQuery(shown);
  let latest = 0;
  const sync = async () => {
    const query = savedQuery(readFavorites().toReversed());
    if (query === requested) return;
    requested = query;
    const seq = ++latest;
    const href = `${window.location.pathname}${query}`;
    try {
      const { page: next } = await fetchPage(href);
      if (seq !== latest) return;
      for (const region of document.querySelectorAll<HTMLElement>("[data-swap]")) {
        const replacement = next.querySelector(`[data-swap="${region.dataset.swap}"]`);
        // The region itself stays (a live region announces its new content).
        if (replacement)
          region.replaceChildren(...document.importNode(replacement, true).childNodes);
      }
    } catch {
      // The page as the browser would load it.
      window.location.assign(href);
    }
  };
  sync();
  subscribeFavorites(sync);
}
