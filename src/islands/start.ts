// Hydrates the page's islands (docs/decisions/018), loaded by the boot script when the visitor
// first acts on the page (docs/decisions/041). <html data-islands> says that the page runs as
// islands ("hydrating"), then that the islands near the view have hydrated ("ready"), which the
// browser tests wait for as they would for a page's load; the others hydrate as the visitor comes
// near.
import { hydrateIslands, keepEarlyInput, renewIslands, wakeFocused } from "./hydrate";
import { handlePageUpdates } from "./page-updates";

const html = document.documentElement;
html.dataset.islands = "hydrating";
handlePageUpdates(renewIslands);
keepEarlyInput();
hydrateIslands(document).then(() => {
  html.dataset.islands = "ready";
});
wakeFocused();
// Taps the boot script held before this module ran, given again now that the islands are
// watched: each is held once more until its island has hydrated, then reaches it.
const { casaEarlyTaps } = window as { casaEarlyTaps?: Element[] };
for (const button of casaEarlyTaps?.splice(0) ?? []) {
  button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}
