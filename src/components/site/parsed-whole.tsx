/**
 * For an element placed by what follows it (the header's row of buttons, which grows to its
 * left; the home page's hero text, anchored to its bottom): a slow phone paints a page while its
 * HTML is still being parsed, and such an element, painted half parsed, would then move. With
 * this class it stays unseen (yet laid out) until its last child, <Parsed />, has been parsed;
 * nothing unseen counts as a shift. (The layout's `<link rel="expect" blocking="render">`,
 * docs/decisions/043, holds the first paint until the content is parsed most of the time, but
 * Chromium paints anyway once it has waited long enough: this class is what keeps it still.)
 */
export const UNSEEN_UNTIL_PARSED = "[&:not(:has(>[data-parsed]))]:invisible";

/** The last child of an element with UNSEEN_UNTIL_PARSED. */
export function Parsed() {
  return <span data-parsed hidden />;
}
