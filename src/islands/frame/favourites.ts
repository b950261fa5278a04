// The hearts and the header's count of favourites, in plain script (docs/decisions/041): the
// server renders them unsaved (it does not know this browser's list); this marks the saved ones
// as soon as the page runs its script, and a tap saves or removes at once.
import { readFavorites, subscribeFavorites, toggleFavorite } from "@/lib/favorites";

/** Shows the list on the page's hearts and count; again after a part of the page is replaced. */
export function showFavourites(): void {
  const saved = readFavorites();
  for (const link of document.querySelectorAll<HTMLElement>("[data-favorites-link]")) {
    const count = saved.length;
    const label = link.dataset.label ?? "";
    const badge = link.querySelector<HTMLElement>("[data-favorites-count]");
    link.setAttribute("aria-label", count ? `${label} (${count})` : label);
    link.toggleAttribute("data-count", count > 0);
    if (badge) {
      badge.hidden = count === 0;
      if (badge.textContent !== String(count)) badge.textContent = String(count);
    }
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-favorite]")) {
    const on = saved.includes(button.dataset.favorite ?? "");
    const label = (on ? button.dataset.remove : button.dataset.add) ?? "";
    if (button.getAttribute("aria-pressed") !== String(on)) {
      button.setAttribute("aria-pressed", String(on));
    }
    const text = button.querySelector("span");
    if (text) {
      if (text.textContent !== label) text.textContent = label;
    } else if (button.getAttribute("aria-label") !== label)
      button.setAttribute("aria-label", label);
  }
}

export function followFavourites(): void {
  showFavourites();
  subscribeFavorites(showFavourites);
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      "button[data-favorite]",
    );
    if (button?.dataset.favorite) toggleFavorite(button.dataset.favorite);
  });
}
