// The one script of a public page (docs/decisions/018): hydrates each <casa-island> with React,
// from the props the server wrote beside its HTML. <html data-islands> says that the page runs
// as islands ("hydrating"), then that every island has hydrated ("ready"), which the browser
// tests wait for as they would for a page's load.
import { hydrateIslands, renewIslands } from "./hydrate";
import { handlePageUpdates } from "./page-updates";

const html = document.documentElement;
html.dataset.islands = "hydrating";
handlePageUpdates(renewIslands);
hydrateIslands(document).then(() => {
  html.dataset.islands = "ready";
});
