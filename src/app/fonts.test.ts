import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  FONT_SUBSETS,
  FONTS_FOLDER,
  HAN_IN_NAMES,
  LATIN,
  subset,
} from "../../scripts/subset-fonts";

const ROOT = path.resolve(__dirname, "..", "..");

/** Every file of text the public site shows in Portuguese and English. */
function siteText(): string {
  const folders = ["src/lib/i18n/messages", "demo/content", "src/components/site"];
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
      .map((file) => path.join(ROOT, folder, file)),
  );
  return files.map((file) => fs.readFileSync(file, "utf8")).join("");
}

describe("the web fonts", () => {
  it("are the subsets scripts/subset-fonts.ts makes (run `npm run fonts` after a change)", async () => {
    for (const font of FONT_SUBSETS) {
      const committed = fs.readFileSync(path.join(FONTS_FOLDER, font.file));
      expect(Buffer.compare(await subset(font), committed), font.file).toBe(0);
    }
  });

  it("hold every character the site's own Portuguese and English text uses", () => {
    // Japanese is set in the device's fonts (or the whole Noto Sans JP on Japanese pages).
    const japanese = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/u;
    const used = new Set(
      Array.from(siteText()).filter((char) => char >= " " && !japanese.test(char)),
    );
    const missing = [...used].filter((char) => !LATIN.includes(char));
    expect(missing.map((char) => `U+${char.codePointAt(0)?.toString(16)}`)).toEqual([]);
  });

  it("declare the languages' names in Chinese characters for exactly the characters they hold", () => {
    const css = fs.readFileSync(path.join(ROOT, "src/app/globals.css"), "utf8");
    const range = /noto-sans-jp-names\.woff2[^}]*unicode-range: ([^;]+);/.exec(css)?.[1] ?? "";
    const declared = range
      .split(", ")
      .map((point) => String.fromCodePoint(parseInt(point.slice(2), 16)));
    expect(declared.join("")).toBe(HAN_IN_NAMES);
  });
});
