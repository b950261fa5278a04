// The street in front of the façades (Portuguese calçada pavement, curb, road) and what stands
// on it: street lamps and trees.
import { type Camera, proj, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, groundRect } from "./common";
import type { Env } from "./env";
import { type Rng, rand } from "./rng";
import { box } from "./space";
import type { Pt, Svg } from "./svg";
import { leafColor } from "./trees";

/** Pavement with Portuguese wave calçada, curb and road, in front of façades at z = zFront. */
export function street(ctx: Ctx, c: Camera, zFront: number, sidewalk = 3.5): void {
  const { svg, env } = ctx;
  const stone = mix("#e9e4da", env.shadow, env.shadowMix * 0.3);
  groundRect(ctx, c, -80, zFront - sidewalk, 80, zFront + 0.5, stone, 0.01);
  const basalt = mix("#4d4f55", env.shadow, 0.2);
  const s = scaleAt(c, [0, 0, zFront - sidewalk / 2]);
  for (let k = 0; k < 3; k++) {
    const zc = zFront - sidewalk * (0.25 + k * 0.25);
    const line: Pt[] = [];
    for (let x = -40; x <= 40; x += 0.25)
      line.push(proj(c, [x, 0.015, zc + 0.28 * Math.sin(x * 1.6 + k * 1.2)]));
    svg.polyline(line, basalt, Math.max(1, s * 0.07), { opacity: 0.45 });
  }
  box(
    svg,
    c,
    env,
    { x0: -80, x1: 80, y0: 0, y1: 0.14, z0: zFront - sidewalk - 0.2, z1: zFront - sidewalk },
    "#d6d1c6",
  );
  const asphalt = mix("#6b6e75", env.shadow, env.shadowMix * 0.3);
  const roadFar = zFront - sidewalk - 0.2;
  const nearY = svg.h;
  const farP = proj(c, [0, 0, roadFar]);
  if (farP[1] < nearY) {
    svg.poly(
      [
        [-10, farP[1]],
        [svg.w + 10, farP[1]],
        [svg.w + 10, nearY + 10],
        [-10, nearY + 10],
      ],
      svg.linear(
        [
          [0, lighten(asphalt, 0.12)],
          [1, darken(asphalt, 0.1)],
        ],
        0,
        farP[1],
        0,
        nearY,
      ),
    );
    // Lane markings.
    const zMid = roadFar - 3.5;
    for (let x = -40; x < 40; x += 4.5) {
      groundRect(ctx, c, x, zMid - 0.07, x + 2.2, zMid + 0.07, "#efece4", 0.01, 0.7);
    }
  }
}

/** Lisbon-style street lamp on a post. */
export function streetLamp(svg: Svg, env: Env, x: number, y: number, s: number): void {
  const iron = "#2e3238";
  svg.rect(x - s * 0.06, y - s * 4, s * 0.12, s * 4, iron);
  svg.rect(x - s * 0.12, y - s * 0.6, s * 0.24, s * 0.6, iron);
  const ly = y - s * 4.6;
  svg.path(
    `M${x - s * 0.25},${ly + s * 0.6} L${x + s * 0.25},${ly + s * 0.6} L${x + s * 0.32},${ly} L${x - s * 0.32},${ly} Z`,
    env.lightsOn ? "#ffe2a6" : "#d8dee2",
    { opacity: 0.95 },
  );
  svg.path(`M${x - s * 0.38},${ly} L${x + s * 0.38},${ly} L${x},${ly - s * 0.3} Z`, iron);
  if (env.lightsOn) svg.circle(x, ly + s * 0.3, s * 1.1, "#ffd27a", { opacity: 0.25 });
}

/** Street tree with a round canopy: jacaranda (purple) or plane tree (green). */
export function streetTree(
  svg: Svg,
  env: Env,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  jacaranda: boolean,
): void {
  const trunk = mix("#6a5646", env.shadow, 0.2);
  svg.path(
    `M${x - s * 0.18},${y} L${x - s * 0.1},${y - s * 3.5} L${x - s * 0.9},${y - s * 5.2} L${x - s * 0.7},${y - s * 5.3} L${x},${y - s * 4.2} L${x + s * 0.8},${y - s * 5.4} L${x + s * 0.95},${y - s * 5.2} L${x + s * 0.12},${y - s * 3.5} L${x + s * 0.18},${y} Z`,
    trunk,
  );
  const base = jacaranda ? "#9180c4" : env.green;
  const col = leafColor(env, base);
  const cy = y - s * 6.3;
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng());
    blobs.push([
      x + Math.cos(a) * r * s * 2.4,
      cy + Math.sin(a) * r * s * 1.5,
      s * rand(rng, 0.8, 1.3),
    ]);
  }
  blobs.sort((p, q) => p[1] - q[1]);
  for (const [bx, by, r] of blobs) svg.circle(bx, by + r * 0.3, r, col.dark);
  for (const [bx, by, r] of blobs) svg.circle(bx, by, r * 0.9, col.body);
  for (const [bx, by, r] of blobs)
    if (by < cy + s * 0.5)
      svg.circle(bx + env.side * r * 0.3, by - r * 0.3, r * 0.45, col.light, { opacity: 0.55 });
  if (jacaranda) {
    for (let i = 0; i < 40; i++) {
      svg.circle(
        x + rand(rng, -3, 3) * s,
        cy + rand(rng, -2, 1.5) * s,
        s * rand(rng, 0.08, 0.16),
        lighten(base, 0.35),
        { opacity: 0.8 },
      );
    }
  }
}
