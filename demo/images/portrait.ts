// Abstract, friendly consultant avatars: head-and-shoulders in a flat illustration style.
import { darken, hsl, mix } from "./color";
import { chance, pick, rngFor } from "./rng";
import { type Pt, Svg, smoothPath } from "./svg";

const SKIN = ["#f2d3bd", "#e8c0a0", "#d9a77f", "#c68d66", "#a86f4c", "#8a5a3c", "#f5dcc8"] as const;
const HAIR = [
  "#2b2321",
  "#3d2c24",
  "#5a3d2b",
  "#7a5236",
  "#a9794b",
  "#c9a46a",
  "#8f8a86",
  "#1f1b1a",
] as const;

export function portraitSvg(seed: { hue: number; feminine: boolean }, size: number): string {
  const rng = rngFor(seed.feminine ? "portrait-f" : "portrait-m", Math.round(seed.hue * 7));
  const svg = new Svg(800, 800);
  const hue = seed.hue;
  // Background: soft two-tone gradient with a large pale disc.
  svg.rect(
    0,
    0,
    800,
    800,
    svg.linear(
      [
        [0, hsl(hue + 25, 28, 90)],
        [1, hsl(hue - 10, 26, 76)],
      ],
      0,
      0,
      800,
      800,
    ),
  );
  svg.circle(560, 250, 300, hsl(hue + 25, 30, 95), { opacity: 0.5 });
  svg.circle(160, 700, 220, hsl(hue - 15, 25, 70), { opacity: 0.25 });

  const skin = pick(rng, SKIN);
  const skinShade = darken(mix(skin, "#6a3a2a", 0.25), 0.12);
  const hair = pick(rng, HAIR);
  const cloth = hsl(hue, 34, 34);
  const clothLight = hsl(hue, 30, 44);
  const shirt = pick(rng, ["#f4f1ea", "#e9eef2", "#f1e9dc"]);
  const cx = 400;
  const headY = 320;
  const rx = seed.feminine ? 122 : 128;
  const ry = seed.feminine ? 152 : 158;

  // Long hair falls behind the shoulders.
  const longHair = seed.feminine && chance(rng, 0.65);
  if (longHair) {
    const len = pick(rng, [560, 620, 680]);
    svg.path(
      `M${cx - rx - 18},${headY - 20} C${cx - rx - 40},${headY + 160} ${cx - rx - 50},${len - 80} ${cx - rx - 20},${len} L${cx + rx + 20},${len} C${cx + rx + 50},${len - 80} ${cx + rx + 40},${headY + 160} ${cx + rx + 18},${headY - 20} Z`,
      darken(hair, 0.08),
    );
  }
  // Neck with a soft shadow under the chin.
  svg.path(
    `M${cx - 58},${headY + 80} L${cx - 66},${headY + 240} L${cx + 66},${headY + 240} L${cx + 58},${headY + 80} Z`,
    skin,
  );
  svg.ellipse(cx, headY + 118, 58, 34, skinShade, { opacity: 0.45 });
  // Torso: shoulders and jacket / top.
  const shoulderY = headY + 228;
  svg.path(
    `M${cx - 300},830 C${cx - 300},${shoulderY + 60} ${cx - 230},${shoulderY + 10} ${cx - 120},${shoulderY - 8} L${cx + 120},${shoulderY - 8} C${cx + 230},${shoulderY + 10} ${cx + 300},${shoulderY + 60} ${cx + 300},830 Z`,
    cloth,
  );
  if (!seed.feminine || chance(rng, 0.5)) {
    // Shirt V and lapels.
    svg.path(
      `M${cx - 70},${shoulderY - 8} L${cx},${shoulderY + 150} L${cx + 70},${shoulderY - 8} Z`,
      shirt,
    );
    if (!seed.feminine && chance(rng, 0.55)) {
      svg.path(
        `M${cx - 14},${shoulderY + 30} L${cx + 14},${shoulderY + 30} L${cx + 22},${shoulderY + 150} L${cx},${shoulderY + 175} L${cx - 22},${shoulderY + 150} Z`,
        hsl(hue + 180, 30, 40),
      );
    }
    svg.path(
      `M${cx - 70},${shoulderY - 8} L${cx - 10},${shoulderY + 190} L${cx - 95},${shoulderY + 80} L${cx - 120},${shoulderY - 8} Z`,
      clothLight,
    );
    svg.path(
      `M${cx + 70},${shoulderY - 8} L${cx + 10},${shoulderY + 190} L${cx + 95},${shoulderY + 80} L${cx + 120},${shoulderY - 8} Z`,
      clothLight,
    );
  } else {
    // Round neckline top with a pendant.
    svg.path(
      `M${cx - 80},${shoulderY - 8} Q${cx},${shoulderY + 90} ${cx + 80},${shoulderY - 8} Z`,
      skin,
    );
    svg.path(
      `M${cx - 80},${shoulderY - 8} Q${cx},${shoulderY + 90} ${cx + 80},${shoulderY - 8}`,
      "none",
      { stroke: darken(cloth, 0.15), "stroke-width": 8 },
    );
    svg.path(
      `M${cx - 60},${shoulderY - 6} Q${cx},${shoulderY + 60} ${cx + 60},${shoulderY - 6}`,
      "none",
      { stroke: "#d8b56a", "stroke-width": 2.5 },
    );
    svg.circle(cx, shoulderY + 52, 7, "#d8b56a");
  }
  // Ears, head and a gentle side shading.
  svg.ellipse(cx - rx + 4, headY + 20, 20, 32, skinShade);
  svg.ellipse(cx + rx - 4, headY + 20, 20, 32, skinShade);
  svg.ellipse(cx, headY, rx, ry, skin);
  svg.path(
    `M${cx + rx * 0.35},${headY - ry * 0.95} A${rx},${ry} 0 0 1 ${cx + rx * 0.35},${headY + ry * 0.95} Q${cx + rx * 0.95},${headY} ${cx + rx * 0.35},${headY - ry * 0.95} Z`,
    skinShade,
    { opacity: 0.25 },
  );

  // Hair on top.
  if (seed.feminine) {
    const style = longHair
      ? pick(rng, ["side", "center"] as const)
      : pick(rng, ["bob", "bun"] as const);
    if (style === "bun") svg.circle(cx + 24, headY - ry - 36, 60, darken(hair, 0.05));
    if (style === "bob") {
      svg.path(
        `M${cx - rx - 30},${headY - 20} C${cx - rx - 36},${headY + 60} ${cx - rx - 20},${headY + 110} ${cx - rx + 10},${headY + 112} L${cx + rx - 10},${headY + 112} C${cx + rx + 20},${headY + 110} ${cx + rx + 36},${headY + 60} ${cx + rx + 30},${headY - 20} Z`,
        darken(hair, 0.12),
      );
      svg.ellipse(cx, headY, rx, ry, skin);
      svg.path(
        `M${cx + rx * 0.35},${headY - ry * 0.95} A${rx},${ry} 0 0 1 ${cx + rx * 0.35},${headY + ry * 0.95} Q${cx + rx * 0.95},${headY} ${cx + rx * 0.35},${headY - ry * 0.95} Z`,
        skinShade,
        { opacity: 0.25 },
      );
    }
    const part = style === "side" || style === "bob" ? pick(rng, [-45, 45]) : 0;
    svg.path(
      hairShape(cx, headY, rx, ry, {
        top: style === "bun" ? 14 : 26,
        sideBottom: style === "bob" ? headY + 112 : style === "bun" ? headY - 10 : headY + 70,
        part,
        sideOut: style === "bob" ? 30 : style === "bun" ? 6 : 16,
        fringe: style === "bun" ? 0.72 : 0.62,
        inner: style === "bob" ? 4 : 12,
      }),
      hair,
    );
    if (longHair) {
      svg.path(
        `M${cx - rx - 14},${headY + 30} C${cx - rx - 24},${headY + 160} ${cx - rx - 10},${shoulderY + 40} ${cx - rx + 10},${shoulderY + 90} L${cx - rx + 44},${shoulderY + 60} C${cx - rx + 14},${headY + 150} ${cx - rx + 8},${headY + 60} ${cx - rx + 10},${headY + 20} Z`,
        hair,
      );
      svg.path(
        `M${cx + rx + 14},${headY + 30} C${cx + rx + 24},${headY + 160} ${cx + rx + 10},${shoulderY + 40} ${cx + rx - 10},${shoulderY + 90} L${cx + rx - 44},${shoulderY + 60} C${cx + rx - 14},${headY + 150} ${cx + rx - 8},${headY + 60} ${cx + rx - 10},${headY + 20} Z`,
        hair,
      );
    }
  } else {
    const style = pick(rng, ["short", "side", "crop", "receding"] as const);
    const part = style === "side" ? pick(rng, [-40, 40]) : 0;
    svg.path(
      hairShape(cx, headY, rx, ry, {
        top: style === "crop" ? 14 : style === "receding" ? 18 : 34,
        sideBottom: headY + 6,
        part,
        sideOut: style === "crop" ? 5 : 10,
        fringe: style === "receding" ? 0.74 : 0.6,
        inner: 12,
      }),
      hair,
    );
    if (chance(rng, 0.35)) {
      // Trim beard following the jaw.
      svg.path(
        `M${cx - rx + 4},${headY + 10} C${cx - rx + 8},${headY + ry * 0.75} ${cx - 50},${headY + ry + 8} ${cx},${headY + ry + 10} C${cx + 50},${headY + ry + 8} ${cx + rx - 8},${headY + ry * 0.75} ${cx + rx - 4},${headY + 10} C${cx + rx - 20},${headY + ry * 0.55} ${cx + 40},${headY + ry * 0.7} ${cx},${headY + ry * 0.7} C${cx - 40},${headY + ry * 0.7} ${cx - rx + 20},${headY + ry * 0.55} ${cx - rx + 4},${headY + 10} Z`,
        hair,
        { opacity: 0.9 },
      );
    }
  }
  // Soft vignette.
  svg.rect(
    0,
    0,
    800,
    800,
    svg.radial(
      [
        [0.6, "#000000", 0],
        [1, "#101418", 0.18],
      ],
      400,
      400,
      570,
    ),
  );
  return svg.toString(size, size);
}

/** Hair mass around the top of the head: an outer volume and a hairline with a parting. */
function hairShape(
  cx: number,
  headY: number,
  rx: number,
  ry: number,
  o: {
    top: number;
    sideBottom: number;
    part: number;
    sideOut: number;
    fringe: number;
    inner: number;
  },
): string {
  const points: Pt[] = [
    [cx - rx - o.sideOut * 0.5, o.sideBottom],
    [cx - rx - o.sideOut, headY - ry * 0.3],
    [cx - rx * 0.78 - o.sideOut * 0.5, headY - ry * 0.82],
    [cx + o.part * 0.3, headY - ry - o.top],
    [cx + rx * 0.78 + o.sideOut * 0.5, headY - ry * 0.82],
    [cx + rx + o.sideOut, headY - ry * 0.3],
    [cx + rx + o.sideOut * 0.5, o.sideBottom],
    [cx + rx - o.inner, o.sideBottom - 4],
    [cx + rx - 16, headY - ry * 0.4],
    [cx + o.part + 70, headY - ry * o.fringe + 12],
    [cx + o.part, headY - ry * o.fringe - 10],
    [cx + o.part - 64, headY - ry * o.fringe + 16],
    [cx - rx + 16, headY - ry * 0.4],
    [cx - rx + o.inner, o.sideBottom - 4],
  ];
  return smoothPath(points, true);
}
