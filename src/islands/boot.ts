// The one script of a public page (docs/decisions/018), and a small one: it loads React and the
// islands (./start) once the page's first photo, the image it asks for first
// (fetchpriority="high": the home page's hero, the list's first card, the gallery's photo), has
// loaded and been painted, or once the page has painted where it has no such photo. On a slow
// link the photo is the page's largest paint, and JavaScript fetched beside it only delays it.
const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');

/** After the next frame has been painted; at once in a hidden tab, which paints no frame. */
function afterPaint(then: () => void) {
  if (document.visibilityState === "hidden") then();
  else requestAnimationFrame(() => setTimeout(then));
}

function start() {
  afterPaint(() => import("./start"));
}

if (!photo || photo.complete) start();
else {
  photo.addEventListener("load", start, { once: true });
  photo.addEventListener("error", start, { once: true });
}
