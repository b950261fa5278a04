// The frame of every public page, in plain script that runs at load without React
// (docs/decisions/041): the favourites' hearts and count and the favourites page's list, the menus,
// the price choices, the remembered language, the web fonts. Each part works on the server's HTML
// by its data- attributes; a part of the page replaced in place (the list's navigations, the
// favourites page) is shown again as it arrives.
import { followFavourites, showFavourites } from "./frame/favourites";
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
  syncLanguage();
  followMenus();
  followFavourites();
  followFavouritesPage();
  followPriceChoices();
  new MutationObserver(() => {
    showFavourites();
    showPriceChoices();
  }).observe(document.body, { childList: true, subtree: true });
  warmWebFonts();
}
