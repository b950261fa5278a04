// The hearts and the header's count of favourites, in plain script (docs/decisions/041): the
// server renders them unsaved (it does not know this browser's list); this marks the saved ones
// just after the page has run its script, and a tap saves or removes at once.
import { readFavorites, subscribeFavorites, toggleFavorite } from "@/lib/favorites";

function setAttribute(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Shows the list on the page's hearts and count; again after a part of the page is replaced. */
export function showFavourites(): void {
  const saved = readFavorites();
  for (const link of document.querySelectorAll<HTMLElement>("[data-favorites-link]")) {
    const count = saved.length;
    const label = link.dataset.label ?? "";
    const badge = link.querySelector<HTMLElement>("[data-favorites-count]");
    // Only what changes is written: each write makes the browser look at its styles again.
    setAttribute(link, "aria-label", count ? `${label} (${count})` : label);
    if (link.hasAttribute("data-count") !== count > 0) link.toggleAttribute("data-count");
    if (badge && badge.hidden !== (count === 0)) badge.hidden = count === 0;
    if (badge && count > 0 && badge.textContent !== String(count)) {
      badge.textContent = String(count);
    }
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-favorite]")) {
    const on = saved.includes(button.dataset.favorite ?? "");
    const label = (on ? button.dataset.remove : button.dataset.add) ?? "";
    setAttribute(button, "aria-pressed", String(on));
    const text = button.querySelector("span");
    if (!text) setAttribute(button, "aria-label", label);
    else if (text.textContent !== label) text.textContent = label;
  }
}

/** Shows the list, and again when it changes, on this page or in another tab. */
export function followFavourites(): void {
  showFavourites();
  subscribeFavorites(showFavourites);
}

/** A tap on a heart saves or removes its listing. */
export function followFavouriteTaps(): void {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      "button[data-favorite]",
    );
    if (button?.dataset.favorite) toggleFavorite(button.dataset.favorite);
  });
}
