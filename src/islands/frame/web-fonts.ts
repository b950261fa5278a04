// Once the visitor first acts on a first visit's page, or five seconds after its load, when the
// browser is idle: fetches the web fonts into the browser's cache, at low priority, and leaves
// their URLs in the tab's session storage, so the next page turns them on (src/lib/web-fonts.ts,
// docs/decisions/022). Fetched as the page's own @font-face rules would fetch them: the same URLs,
// same origin.
import { WEB_FONTS_KEY } from "@/lib/web-fonts";
import { onFirstAct } from "./first-act";

/** The URLs of the "optional" @font-face rules: Inter and Playfair, as next/font names them. */
function webFontUrls(): string[] {
  const urls: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's stylesheet (an extension's, say) cannot be read
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (rule.style.getPropertyValue("font-display") !== "optional") continue;
      const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue("src"))?.[1];
      if (url) urls.push(new URL(url, sheet.href ?? location.href).pathname);
    }
  }
  return urls;
}

function stored(): string | null {
  try {
    return sessionStorage.getItem(WEB_FONTS_KEY);
  } catch {
    return null;
  }
}

async function fetchIntoCache(urls: string[]) {
  await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { priority: "low" });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    }),
  );
  sessionStorage.setItem(WEB_FONTS_KEY, urls.join(" "));
}

/**
 * On the visitor's first act or five seconds after the load, whichever comes first, then when the
 * browser is idle; again after a release changes the fonts. Not in the page's first seconds on a
 * phone, unasked: the fonts are for the next page.
 */
export function warmWebFonts(): void {
  const run = () => {
    const urls = webFontUrls();
    if (urls.length === 0 || stored() === urls.join(" ")) return;
    // A failure (offline, storage full or off) leaves the fallbacks, as on this page.
    fetchIntoCache(urls).catch(() => {});
  };
  onFirstAct(
    () =>
      "requestIdleCallback" in window
        ? requestIdleCallback(run, { timeout: 2000 })
        : setTimeout(run),
    5000,
  );
}
