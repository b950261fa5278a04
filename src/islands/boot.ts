// The one script of a public page at load (docs/decisions/018, 041), and a small one. It runs the
// page's frame in plain script (./frame: the favourites' hearts and count, the menus, the price
// choices, the language and the web fonts), and loads React and the islands (./start) only when the
// visitor first acts on the page (./frame/first-act). A page whose island must show something
// without being asked (the list's map view, where the visitor may have said yes to the map for
// good) marks it data-eager, and loads ./start once it has painted.
import { startFrame } from "./frame";
import { onFirstAct } from "./frame/first-act";

declare const START_FILE: string;

startFrame();

let started = false;

function start() {
  if (started) return;
  started = true;
  // Beside this file, by its built name (scripts/build-islands.ts).
  import(new URL(START_FILE, import.meta.url).href);
}

/**
 * Taps on buttons that do nothing without React (the filters' panel, share, the gallery's
 * arrows), made before ./start has run: each is held here, and ./start gives the tap again,
 * which ./hydrate keeps until the button's island has hydrated. Links, summaries, boxes and
 * submit buttons work without script and are left alone. docs/decisions/037.
 */
const earlyTaps: Element[] = [];
(window as { casaEarlyTaps?: Element[] }).casaEarlyTaps = earlyTaps;
document.addEventListener(
  "click",
  (event) => {
    if (document.documentElement.dataset.islands) return;
    const button = (event.target as Element | null)?.closest?.('button[type="button"]');
    if (!button?.closest("casa-island")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    earlyTaps.push(button);
    start();
  },
  { capture: true },
);

/** Once the page's first text or image is on the screen (Paint Timing); at once if hidden. */
function afterFirstPaint() {
  if (
    document.visibilityState === "hidden" ||
    !PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  new PerformanceObserver((painted, observer) => {
    if (painted.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
}

if (document.querySelector("casa-island[data-eager]")) afterFirstPaint();
else if (document.querySelector("casa-island")) onFirstAct(start);
