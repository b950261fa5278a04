// The frame of every public page, in plain script that runs at load without React
// (docs/decisions/041): the favourites' hearts and count and the favourites page's list, the menus,
// the price choices, the remembered language, the web fonts. Each part works on the server's HTML
// by its data- attributes; a part of the page replaced in place (the list's navigations, the
// favourites page) is shown again as it arrives. At load it only listens: what it shows from this
// browser's storage comes in the tasks after.
import { followFavourites, followFavouriteTaps, showFavourites } from "./frame/favourites";
import { followFavouritesPage } from "./frame/favourites-page";
import { syncLanguage } from "./frame/language-sync";
import { followMenus } from "./frame/menus";
import { followPriceChoices, showPriceChoices } from "./frame/price-choices";
import { warmWebFonts } from "./frame/web-fonts";

let started = false;

/** Runs once per page (React's development mode runs an effect twice). */
export function startFrame(): void {
  if (started) return;
  started = true;
  followMenus();
  followFavouriteTaps();
  followPriceChoices();
  new MutationObserver(() => {
    showFavourites();
    showPriceChoices();
  }).observe(document.body, { childList: true, subtree: true });
  warmWebFonts();
  // What this browser keeps (localStorage, cookies) is read after this task, each part in a task
  // of its own: every read is a synchronous round trip to the browser's process, and so is
  // listening for another tab's changes (docs/decisions/045).
  for (const part of [followFavourites, followFavouritesPage, showPriceChoices, syncLanguage]) {
    setTimeout(part);
  }
}
