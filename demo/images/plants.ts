// Low plants and ground cover. Shrubs and bougainvillea take a base point (x, y) on the ground
// and a scale s in pixels per metre, like the trees; grass tufts and wildflower speckles are
// scattered over a band of the picture (y0 to y1).
import { darken, lighten, mix } from "./color";
import type { Env } from "./env";
import { type Rng, rand, randInt } from "./rng";
import type { Svg } from "./svg";
import { leafColor } from "./trees";

/** Rounded shrub / hedge clump. w and h in pixels. */
export function shrub(
  svg: Svg,
  env: Env,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
  base?: string,
): void {
  const c = leafColor(env, base ?? env.green);
  const n = Math.max(3, Math.round(w / (h * 0.6)));
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const r = h * rand(rng, 0.45, 0.6) * (0.75 + 0.25 * Math.sin(Math.PI * t));
    blobs.push([x - w / 2 + w * t, y - r * 0.9, r]);
  }
  svg.rect(x - w / 2, y - h * 0.45, w, h * 0.45, c.dark, { rx: h * 0.2 });
  for (const [bx, by, r] of blobs) svg.circle(bx, by, r, c.body);
  for (const [bx, by, r] of blobs)
    svg.circle(bx + env.side * r * 0.25, by - r * 0.3, r * 0.5, c.light, { opacity: 0.55 });
}

/** Bougainvillea: a shrub dotted with magenta flowers. */
export function bougainvillea(
  svg: Svg,
  env: Env,
  rng: Rng,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  shrub(svg, env, rng, x, y, w, h, darken(env.green, 0.05));
  const flower = mix(
    rand(rng, 0, 1) > 0.5 ? "#c8407e" : "#d4508e",
    env.shadow,
    env.shadowMix * 0.3,
  );
  const size = Math.min(w, h);
  const count = Math.min(160, Math.round((w * h) / (size * size * 0.012)));
  let d0 = "";
  let d1 = "";
  for (let i = 0; i < count; i++) {
    const fx = x + rand(rng, -0.42, 0.42) * w;
    const fy = y - rand(rng, 0.25, 1.0) * h;
    const r = rand(rng, 0.025, 0.05) * size;
    const d = `M${(fx - r).toFixed(1)},${fy.toFixed(1)}a${r.toFixed(1)},${r.toFixed(1)} 0 1,0 ${(2 * r).toFixed(1)},0a${r.toFixed(1)},${r.toFixed(1)} 0 1,0 ${(-2 * r).toFixed(1)},0`;
    if (i % 3 === 0) d1 += d;
    else d0 += d;
  }
  svg.path(d0, flower, { opacity: 0.92 });
  svg.path(d1, lighten(flower, 0.2), { opacity: 0.92 });
}

/** Tufts of grass blades scattered over a ground band (bigger toward the bottom). */
export function grassTufts(
  svg: Svg,
  env: Env,
  rng: Rng,
  y0: number,
  y1: number,
  count: number,
  color: string,
): void {
  const c = leafColor(env, color);
  const groups: string[][] = [[], [], []];
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t;
    const x = rand(rng, -10, svg.w + 10);
    const h = 8 + 34 * t * rand(rng, 0.6, 1.2);
    const blades = randInt(rng, 3, 6);
    const g = groups[i % 3];
    if (!g) continue;
    for (let b = 0; b < blades; b++) {
      const lean = rand(rng, -0.6, 0.6) * h;
      const bx = x + rand(rng, -0.15, 0.15) * h;
      g.push(
        `M${bx.toFixed(1)},${y.toFixed(1)}Q${(bx + lean * 0.2).toFixed(1)},${(y - h * 0.6).toFixed(1)} ${(bx + lean).toFixed(1)},${(y - h * rand(rng, 0.7, 1)).toFixed(1)}`,
      );
    }
  }
  const colors = [c.body, c.light, c.dark];
  groups.forEach((g, i) => {
    if (g.length > 0)
      svg.path(g.join(""), "none", {
        stroke: colors[i] ?? c.body,
        "stroke-width": 2,
        "stroke-linecap": "round",
        opacity: 0.85,
      });
  });
}

/** Scatter of tiny dots as wildflowers or field texture. */
export function speckles(
  svg: Svg,
  rng: Rng,
  y0: number,
  y1: number,
  count: number,
  colors: readonly string[],
  size: number,
): void {
  for (let i = 0; i < count; i++) {
    const t = rng();
    const y = y0 + (y1 - y0) * t;
    const c = colors[i % colors.length] ?? "#ffffff";
    svg.circle(rand(rng, 0, svg.w), y, size * (0.3 + t), c, { opacity: 0.8 });
  }
}
