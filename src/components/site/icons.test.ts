// The public pages' icons (docs/decisions/046): the committed paths are what `npm run icons`
// makes of lucide-react's current icons, and each of lucide's shapes becomes the path SVG 2
// gives as its equivalent. That the merged icons look like lucide's own is checked in a browser
// (tests/e2e/icons.spec.ts).
import { describe, expect, it } from "vitest";
import { ICONS, iconPath, lucideIcon } from "../../../scripts/site-icons";
import { ICON_PATHS } from "./icon-paths";

describe("site icons", () => {
  it("are lucide-react's icons, as `npm run icons` last wrote them", async () => {
    expect(Object.keys(ICON_PATHS).sort()).toEqual([...ICONS].sort());
    for (const name of ICONS) {
      expect(ICON_PATHS[name], name).toBe(iconPath(await lucideIcon(name)));
    }
  });

  it("turns each kind of shape into one path, after any other", () => {
    expect(
      iconPath([
        ["path", { d: "m6 9 6 6 6-6", key: "a" }],
        ["circle", { cx: 12, cy: 12, r: 3, key: "b" }],
        ["line", { x1: 2, y1: 2, x2: 22, y2: 22, key: "c" }],
        ["rect", { x: 3, y: 4, width: 18, height: 18, rx: 2, key: "d" }],
        ["rect", { x: 1, y: 1, width: 4, height: 4, key: "e" }],
        ["polyline", { points: "22 12 18 12 15 21", key: "f" }],
        ["polygon", { points: "3 3,9 3,6 8", key: "g" }],
        ["ellipse", { cx: 12, cy: 5, rx: 9, ry: 3, key: "h" }],
      ]),
    ).toBe(
      [
        // A leading relative moveto made absolute, its pairs kept as relative linetos.
        "M6 9l6 6 6-6",
        "M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z",
        "M2 2L22 22",
        "M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z",
        "M1 1h4v4h-4z",
        "M22 12L18 12L15 21",
        "M3 3L9 3L6 8z",
        "M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z",
      ].join(""),
    );
  });

  it("refuses a shape it cannot merge without changing how it looks", () => {
    expect(() => iconPath([["circle", { cx: 12, cy: 12, r: 4, fill: "currentColor" }]])).toThrow(
      /has its own fill/,
    );
    // A dot under its own stroke: the fill draws nothing the stroke does not.
    expect(iconPath([["circle", { cx: 7.5, cy: 7.5, r: 0.5, fill: "currentColor" }]])).toBe(
      "M7 7.5a0.5 0.5 0 1 0 1 0a0.5 0.5 0 1 0 -1 0z",
    );
    expect(() => iconPath([["text", { x: 1 }]])).toThrow(/no path form/);
  });
});
