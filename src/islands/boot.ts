// The one script of a public page (docs/decisions/018), and a small one: it loads React and the
// islands (./start) once the page's first photo, the image it asks for first
// (fetchpriority="high": the home page's hero, the list's first card, the gallery's photo), has
// been painted, or once the page's first text has been painted where it has no such photo. On a
// slow link the photo or the text is the page's largest paint, and JavaScript fetched before it
// shows only delays it.
const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
let started = false;

function start() {
  if (started) return;
  started = true;
  import("./start");
}

/**
 * Taps on buttons that do nothing without the page's script (a menu, the filters' panel, a
 * heart), made before ./start has run: each is held here, the script is asked for at once (the
 * visitor is waiting for it), and ./start gives the tap again, which ./hydrate keeps until the
 * button's island has hydrated. Links, summaries, boxes and submit buttons work without script
 * and are left alone. docs/decisions/037.
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

/** After the next frame has been painted; at once in a hidden tab, which paints no frame. */
function afterPaint(then: () => void) {
  if (document.visibilityState === "hidden") then();
  else requestAnimationFrame(() => setTimeout(then));
}

// Chromium tells when the photo has been painted (Element Timing, after the frame has reached
// the screen); the frame after its load event can come earlier, while the photo is still being
// decoded and drawn. If it is never painted (a page restored scrolled past it), a second after
// its load will do. (The photo's elementtiming attribute is ./first-photo's name; this script
// imports nothing, so that it is one small file.)
const toldWhenPainted =
  !!photo?.hasAttribute("elementtiming") &&
  PerformanceObserver.supportedEntryTypes.includes("element");
if (toldWhenPainted) {
  new PerformanceObserver((_painted, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: "element", buffered: true });
}

function loaded() {
  if (!toldWhenPainted || document.visibilityState === "hidden") afterPaint(start);
  else setTimeout(start, 1000);
}

/**
 * Once the page's first text or image is on the screen (Paint Timing). The frame after this
 * script, which `afterPaint` waits for, has been drawn on the main thread by then but can reach
 * the screen later: /sell asked for React 0-2 ms before its first paint was presented, and
 * Lighthouse counted the 57 KB among what that paint waited for. A second will do where it is
 * not told.
 */
function firstPainted() {
  if (
    document.visibilityState === "hidden" ||
    !PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    afterPaint(start);
    return;
  }
  new PerformanceObserver((painted, observer) => {
    if (painted.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  setTimeout(start, 1000);
}

if (!photo) firstPainted();
else if (photo.complete) loaded();
else {
  photo.addEventListener("load", loaded, { once: true });
  photo.addEventListener("error", () => afterPaint(start), { once: true });
}
