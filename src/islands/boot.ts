// The one script of a public page (docs/decisions/018), and a small one: it loads React and the
// islands (./start) once the page's first photo, the image it asks for first
// (fetchpriority="high": the home page's hero, the list's first card, the gallery's photo), has
// been painted, or once the page has painted where it has no such photo. On a slow link the
// photo is the page's largest paint, and JavaScript fetched before it shows only delays it.
const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
let started = false;

function start() {
  if (started) return;
  started = true;
  import("./start");
}

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

if (!photo || photo.complete) loaded();
else {
  photo.addEventListener("load", loaded, { once: true });
  photo.addEventListener("error", () => afterPaint(start), { once: true });
}
