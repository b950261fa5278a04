// Self-hosted fonts, cut down by `npm run fonts` (scripts/subset-fonts.ts) from their npm
// packages to Latin, the weights in use and the features the text needs. next/font/local sizes a
// fallback font to match each one (Arial, Times New Roman); globals.css adds the same for systems
// that have DejaVu or Liberation instead. Japanese text uses the system's Japanese fonts
// (Hiragino, Yu Gothic, Noto Sans CJK), which every device has.
//
// next/font names each family after its variable. "sans" and "serif" would be taken by Linux's
// fontconfig as its own aliases (DejaVu), so no metric-matched fallback was ever reached there:
// the fonts are declared as `inter` and `playfair`, and `sans` / `serif` name the same fonts.
import localFont from "next/font/local";

export const inter = localFont({
  src: "./fonts/inter.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "optional",
  // Not preloaded: on public pages the fonts lead the stack only once they are cached
  // (src/lib/web-fonts.ts), and are used only if there when text first paints ("optional").
  preload: false,
});

export const playfair = localFont({
  src: "./fonts/playfair-display.woff2",
  variable: "--font-playfair",
  weight: "400 600",
  // A serif fallback sized to Playfair's metrics, so headings keep their place on the swap.
  adjustFontFallback: "Times New Roman",
  display: "optional",
  // Not preloaded: on public pages the fonts lead the stack only once they are cached
  // (src/lib/web-fonts.ts), and are used only if there when text first paints ("optional").
  preload: false,
});

export const sans = inter;
export const serif = playfair;
