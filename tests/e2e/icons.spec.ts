// The public pages' icons are lucide's, each merged into one path (docs/decisions/046): drawn by
// the browser, every merged icon covers the same pixels as lucide's own shapes, at two and four
// times the size the pages draw them (smaller, the rasterizer's own ways of smoothing one line and
// a path of several differ by a pixel here and there). No server: the drawings meet on a canvas.
import { expect, test } from "@playwright/test";
import { ICONS, lucideIcon } from "../../scripts/site-icons";
import { ICON_PATHS } from "../../src/components/site/icon-paths";

const SVG_OPEN =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">';

test("each merged icon draws what lucide's shapes draw", async ({ page }) => {
  const pairs = await Promise.all(
    ICONS.map(async (name) => {
      const shapes = (await lucideIcon(name))
        .map(
          ([tag, attributes]) =>
            `<${tag} ${Object.entries(attributes)
              .filter(([attribute]) => attribute !== "key")
              .map(([attribute, value]) => `${attribute}="${value}"`)
              .join(" ")}/>`,
        )
        .join("");
      return {
        name,
        lucide: `${SVG_OPEN}${shapes}</svg>`,
        merged: `${SVG_OPEN}<path d="${ICON_PATHS[name]}"/></svg>`,
      };
    }),
  );
  await page.setContent("<!doctype html><title>icons</title>");
  const differences = await page.evaluate(async (icons) => {
    const coverage = async (svg: string, size: number) => {
      const image = new Image(size, size);
      image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D;
      context.drawImage(image, 0, 0, size, size);
      const { data } = context.getImageData(0, 0, size, size);
      return data.filter((_, index) => index % 4 === 3);
    };
    const found: string[] = [];
    for (const { name, lucide, merged } of icons) {
      for (const size of [48, 96]) {
        const [a, b] = await Promise.all([coverage(lucide, size), coverage(merged, size)]);
        // Where lucide's shapes overlap, their edges' anti-aliasing adds up; elsewhere the
        // two drawings are the same. A pixel counts as different past a quarter of opacity.
        const different = a.filter((alpha, index) => Math.abs(alpha - (b[index] ?? 0)) > 64).length;
        const inked = a.filter((alpha) => alpha > 64).length;
        if (different > inked * 0.02) found.push(`${name} at ${size} px: ${different} of ${inked}`);
      }
    }
    return found;
  }, pairs);
  expect(differences).toEqual([]);
});
