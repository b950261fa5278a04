// Inter and Playfair Display on public pages once the browser has them in its cache
// (docs/decisions/022). A first visit paints with the metric-matched fallbacks and fetches the
// two fonts after the page has loaded (the site layout's island src/components/site/
// web-fonts.tsx); from the next page on, a script at the end of <head> sees the mark left in the
// tab's session storage and turns the fonts on before the body is parsed, so they come from the
// cache in time for the first paint.
// Session storage, not local: it lasts no longer than the tab's visit, so the mark does not
// outlive a cache that has been emptied since (the browser's, or Lighthouse's before each run).

/** The session storage key: the fonts' URLs, as last fetched into the cache. */
export const WEB_FONTS_KEY = "casa-lusa:web-fonts";

/** The class on <html> that puts the web fonts first in the font stacks (globals.css). */
export const WEB_FONTS_CLASS = "web-fonts";

/**
 * The inline <head> script (allowed by its hash, as every inline script of a cached page): the
 * class, and a preload of each cached font. Chromium waits for a preloaded "optional" font, up to
 * 100 ms, before it first paints text; a font it was not told of in time is left out of the page
 * when it comes after that paint, even from the cache (Playfair was, on a repeat visit).
 */
export const WEB_FONTS_SWITCH = `try{var u=sessionStorage.getItem(${JSON.stringify(WEB_FONTS_KEY)});if(u){var d=document;d.documentElement.classList.add(${JSON.stringify(WEB_FONTS_CLASS)});u.split(" ").forEach(function(h){var l=d.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l)})}}catch(e){}`;
