// Self-hosted fonts from npm (no network at build time). next/font/local preloads them and
// sizes a fallback font to match, so text does not shift when they arrive. Japanese text uses
// the system's Japanese fonts (Hiragino, Yu Gothic, Noto Sans CJK), which every device has.
import localFont from "next/font/local";

export const sans = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});

export const serif = localFont({
  src: "../../node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
  variable: "--font-playfair",
  weight: "400 900",
  display: "swap",
});
