/**
 * Holds the page's first paint until the element with this id has been parsed whole
 * (`<link rel="expect" blocking="render">`, which React places in the head; Chromium 124 and
 * later, other browsers ignore it). A browser paints a page while its HTML is still being parsed
 * when parsing takes long, as on a slow phone: an element placed by what follows it (the
 * header's row of buttons, the home page's hero, anchored to its bottom) would be painted half
 * parsed, and then move.
 */
export function PaintAfter({ id }: { id: string }) {
  return <link rel="expect" href={`#${id}`} blocking="render" />;
}
