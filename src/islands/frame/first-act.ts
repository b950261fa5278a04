// The visitor's first act on the page: a touch, a click, a key, a wheel, a scroll, focus moving.
// What a page needs only once someone uses it (React and the islands, src/islands/boot.ts; the
// web fonts for the next page, ./web-fonts.ts) waits for it, so a phone's first seconds run
// nothing the visitor did not ask for (docs/decisions/041). Not a pointer's move: Chromium sends
// one of its own to a page as its layout settles.
const FIRST_ACTS = ["pointerdown", "touchstart", "keydown", "wheel", "scroll", "focusin"] as const;

/** Calls `then` once, on the first act; `after` ms after the page's load at the latest, if given. */
export function onFirstAct(then: () => void, after?: number): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    for (const type of FIRST_ACTS) removeEventListener(type, once, true);
    then();
  };
  for (const type of FIRST_ACTS) addEventListener(type, once, { capture: true, passive: true });
  if (after === undefined) return;
  const later = () => setTimeout(once, after);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
}
