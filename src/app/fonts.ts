// Self-hosted fonts from npm (no network at build time). next/font/local sizes a fallback font
// to match each one (Arial, Times New Roman); globals.css adds the same for systems that have
// DejaVu or Liberation instead. Japanese text uses the system's Japanese fonts (Hiragino, Yu
// Gothic, Noto Sans CJK), which every device has.
//
// next/font names each family after its variable. "sans" and "serif" would be taken by Linux's
// fontconfig as its own aliases (DejaVu), so no metric-matched fallback was ever reached there:
// the fonts are declared as `inter` and `playfair`, and `sans` / `serif` name the same fonts.
import localFont from "next/font/local";

export const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "optional",
  // Not preloaded, and used only if already there when text first paints ("optional"): on a
  // slow phone the fonts would otherwise take the bandwidth the first photo needs, or move
  // the text when they arrive. The metric-matched fallback shows instead; the next page
  // (font now cached) has them.
  preload: false,
});

export const playfair = localFont({
  src: "../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
  variable: "--font-playfair",
  weight: "400 900",
  // A serif fallback sized to Playfair's metrics, so headings keep their place on the swap.
  adjustFontFallback: "Times New Roman",
  display: "optional",
  // Not preloaded, and used only if already there when text first paints ("optional"): on a
  // slow phone the fonts would otherwise take the bandwidth the first photo needs, or move
  // the text when they arrive. The metric-matched fallback shows instead; the next page
  // (font now cached) has them.
  preload: false,
});

export const sans = inter;
export const serif = playfair;
