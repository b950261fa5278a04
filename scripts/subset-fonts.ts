// `npm run fonts`: writes the site's web fonts into src/app/fonts/, cut down from the packages
// they come from to what the pages use (issue #13: the fonts are part of what a phone waits for
// before the first paint). Run it after updating a font package; the output is committed, so a
// build needs no font tools (docs/decisions/019).
//
// - Inter and Playfair Display: Latin (the characters of fontsource's "latin" file: Portuguese
//   and English need nothing else), the weights the styles use (Inter 400–700, Playfair
//   400–600), and only the OpenType features the text needs (kerning, ligatures, figures).
// - Noto Sans JP: only the characters of the languages' names written in Chinese characters
//   ("日本語", "中文"), which pt and en pages show in the language menu and on consultants'
//   cards, for devices without a Japanese font (globals.css). Japanese pages link the whole font.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { LANGUAGE_NAMES } from "../src/lib/i18n/locales";
import { SPOKEN_LANGUAGE_NAMES } from "../src/lib/i18n/spoken-languages";

export const FONTS_FOLDER = path.resolve(__dirname, "..", "src", "app", "fonts");

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, index) => from + index));

/** fontsource's "latin" range, less the control characters, and "≈" (prices in other currencies). */
export const LATIN =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  "\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc" +
  range(0x2000, 0x206f) +
  "\u20ac\u2122\u2190\u2191\u2192\u2193\u2212\u2215\u2248";

/** The Chinese characters of the languages' names, as pages in every language show them. */
export const HAN_IN_NAMES = [
  ...new Set(
    [...Object.values(LANGUAGE_NAMES), ...Object.values(SPOKEN_LANGUAGE_NAMES)]
      .join("")
      .match(/\p{Script=Han}/gu),
  ),
]
  .sort()
  .join("");

const FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "case"].concat(
  ["lnum", "onum", "pnum", "tnum"], // figures: prices and areas are set in lining, tabular ones
);

export const FONT_SUBSETS: {
  file: string;
  source: string;
  text: string;
  weights?: { min: number; max: number };
}[] = [
  {
    file: "inter.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    text: LATIN,
    weights: { min: 400, max: 700 },
  },
  {
    file: "playfair-display.woff2",
    source: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
    text: LATIN,
    weights: { min: 400, max: 600 },
  },
  {
    file: "noto-sans-jp-names.woff2",
    source: "@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-400-normal.woff2",
    text: HAN_IN_NAMES,
  },
];

/** The subset of one font, as it is committed in src/app/fonts/. */
export function subset(font: (typeof FONT_SUBSETS)[number]): Promise<Buffer> {
  return subsetFont(fs.readFileSync(require.resolve(font.source)), font.text, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    ...(font.weights && { variationAxes: { wght: font.weights } }),
  });
}

if (require.main === module) {
  for (const font of FONT_SUBSETS) {
    void subset(font).then((data) => {
      fs.writeFileSync(path.join(FONTS_FOLDER, font.file), data);
      process.stdout.write(`${font.file}: ${data.byteLength} bytes\n`);
    });
  }
}
