// Trees of the Portuguese landscape: cypress, olive, stone pine, palm. Each takes a base point
// (x, y) on the ground and a scale s in pixels per metre.
import { darken, lighten, mix } from "./color";
import type { Env } from "./env";
import { type Rng, rand, randInt } from "./rng";
import { type Pt, type Svg, smoothPath } from "./svg";

export function leafColor(env: Env, base: string): { body: string; light: string; dark: string } {
  const body = mix(base, env.shadow, env.shadowMix * 0.35);
  return {
    body,
    light: mix(lighten(base, 0.18), env.sunLight, env.warmth * 0.6),
    dark: mix(darken(base, 0.25), env.shadow, 0.3),
  };
}

export function groundShadow(
  svg: Svg,
  env: Env,
  x: number,
  y: number,
  rx: number,
  ry: number,
): void {
  svg.ellipse(x + env.side * -rx * 0.25, y, rx, ry, env.shadow, { opacity: 0.22 });
}

/** Italian cypress. h in metres. */
export function cypress(svg: Svg, env: Env, x: number, y: number, s: number, h = 10): void {
  const H = h * s;
  const W = H * 0.15;
  const c = leafColor(env, darken(env.green, 0.2));
  groundShadow(svg, env, x, y, W * 0.9, W * 0.18);
  svg.rect(x - W * 0.06, y - H * 0.06, W * 0.12, H * 0.06, "#5a4636");
  const outline: Pt[] = [
    [x, y - H],
    [x + W * 0.22, y - H * 0.85],
    [x + W * 0.45, y - H * 0.55],
    [x + W * 0.5, y - H * 0.3],
    [x + W * 0.32, y - H * 0.06],
    [x - W * 0.32, y - H * 0.06],
    [x - W * 0.5, y - H * 0.3],
    [x - W * 0.45, y - H * 0.55],
    [x - W * 0.22, y - H * 0.85],
  ];
  svg.path(smoothPath(outline, true), c.body);
  const k = env.side;
  const half: Pt[] = [
    [x, y - H * 0.97],
    [x + k * W * 0.22, y - H * 0.84],
    [x + k * W * 0.42, y - H * 0.55],
    [x + k * W * 0.44, y - H * 0.3],
    [x + k * W * 0.28, y - H * 0.1],
    [x + k * W * 0.05, y - H * 0.3],
    [x + k * W * 0.05, y - H * 0.7],
  ];
  svg.path(smoothPath(half, true), c.light, { opacity: 0.55 });
}

/** Olive tree: twisted trunk, silvery rounded canopy. size in metres (canopy width). */
export function olive(
  svg: Svg,
  env: Env,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  size = 5,
): void {
  const W = size * s;
  const c = leafColor(env, env.olive);
  groundShadow(svg, env, x, y, W * 0.45, W * 0.07);
  const trunk = mix("#6b5a4a", env.shadow, 0.2);
  const tw = W * 0.07;
  const th = W * 0.38;
  const lean = rand(rng, -0.08, 0.08) * W;
  svg.path(
    `M${x - tw},${y} C${x - tw * 0.3},${y - th * 0.4} ${x - tw * 1.5 + lean},${y - th * 0.7} ${x - W * 0.12 + lean},${y - th * 1.1} L${x - W * 0.06 + lean},${y - th * 1.15} C${x + lean * 0.5},${y - th * 0.8} ${x + tw * 0.2},${y - th * 0.7} ${x + tw * 0.3},${y - th * 0.6} C${x + tw * 0.8},${y - th * 0.9} ${x + W * 0.1 + lean},${y - th} ${x + W * 0.14 + lean},${y - th * 1.1} L${x + W * 0.18 + lean},${y - th * 1.05} C${x + tw * 1.6},${y - th * 0.6} ${x + tw * 0.7},${y - th * 0.3} ${x + tw * 1.1},${y} Z`,
    trunk,
  );
  const cy = y - th - W * 0.12;
  const blobs: [number, number, number, number][] = [];
  const n = randInt(rng, 5, 7);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const bx = x + lean + (t - 0.5) * W * 0.75 + rand(rng, -0.05, 0.05) * W;
    const by = cy - Math.sin(Math.PI * t) * W * 0.14 + rand(rng, -0.04, 0.04) * W;
    blobs.push([bx, by, W * rand(rng, 0.16, 0.24), W * rand(rng, 0.11, 0.15)]);
  }
  for (const [bx, by, rx, ry] of blobs) svg.ellipse(bx, by + ry * 0.25, rx, ry, c.dark);
  for (const [bx, by, rx, ry] of blobs) svg.ellipse(bx, by, rx, ry, c.body);
  for (const [bx, by, rx, ry] of blobs)
    svg.ellipse(bx + env.side * rx * 0.25, by - ry * 0.35, rx * 0.55, ry * 0.45, c.light, {
      opacity: 0.7,
    });
}

/** Stone (umbrella) pine. h in metres. */
export function stonePine(
  svg: Svg,
  env: Env,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  h = 12,
): void {
  const H = h * s;
  const c = leafColor(env, darken(env.green, 0.08));
  const lean = rand(rng, -0.12, 0.12) * H;
  const topX = x + lean;
  const topY = y - H * 0.78;
  const tw = H * 0.022;
  const trunk = mix("#6e5646", env.shadow, 0.25);
  groundShadow(svg, env, x, y, H * 0.22, H * 0.03);
  svg.path(
    `M${x - tw},${y} Q${x + lean * 0.2 - tw},${y - H * 0.5} ${topX - tw * 0.6},${topY} L${topX + tw * 0.6},${topY} Q${x + lean * 0.2 + tw},${y - H * 0.5} ${x + tw},${y} Z`,
    trunk,
  );
  const bw = H * rand(rng, 0.36, 0.46);
  svg.line(topX, topY + H * 0.05, topX - bw * 0.5, topY - H * 0.02, trunk, tw * 0.8);
  svg.line(topX, topY + H * 0.04, topX + bw * 0.45, topY - H * 0.03, trunk, tw * 0.8);
  const cy = topY - H * 0.05;
  const pieces = randInt(rng, 4, 6);
  const parts: [number, number, number, number][] = [];
  for (let i = 0; i < pieces; i++) {
    const t = (i + 0.5) / pieces;
    parts.push([
      topX + (t - 0.5) * bw * 1.5,
      cy - Math.sin(Math.PI * t) * H * 0.07,
      bw * rand(rng, 0.32, 0.42),
      H * rand(rng, 0.07, 0.1),
    ]);
  }
  for (const [px, py, rx, ry] of parts) svg.ellipse(px, py + ry * 0.3, rx, ry, c.dark);
  for (const [px, py, rx, ry] of parts) svg.ellipse(px, py, rx, ry * 0.9, c.body);
  for (const [px, py, rx, ry] of parts)
    svg.ellipse(px + env.side * rx * 0.2, py - ry * 0.4, rx * 0.6, ry * 0.4, c.light, {
      opacity: 0.6,
    });
}

/** Palm tree. h in metres. */
export function palm(svg: Svg, env: Env, rng: Rng, x: number, y: number, s: number, h = 8): void {
  const H = h * s;
  const lean = rand(rng, -0.18, 0.18) * H;
  const topX = x + lean;
  const topY = y - H;
  const trunk = mix("#9a8068", env.shadow, 0.2);
  const tw = Math.max(2, 0.22 * s);
  groundShadow(svg, env, x, y, H * 0.15, H * 0.025);
  const cx = x + lean * 0.15;
  const cy = y - H * 0.5;
  svg.path(
    `M${x - tw},${y} Q${cx - tw},${cy} ${topX - tw * 0.7},${topY} L${topX + tw * 0.7},${topY} Q${cx + tw},${cy} ${x + tw},${y} Z`,
    trunk,
  );
  const ringColor = darken(trunk, 0.18);
  for (let t = 0.08; t < 0.95; t += 0.07) {
    const u = 1 - t;
    const px = u * u * x + 2 * u * t * cx + t * t * topX;
    const py = u * u * y + 2 * u * t * cy + t * t * topY;
    const ww = tw * (1 - t * 0.3);
    svg.line(px - ww, py, px + ww, py - 1, ringColor, Math.max(1, s * 0.05), { opacity: 0.6 });
  }
  const c = leafColor(env, env.green);
  const fronds = randInt(rng, 8, 11);
  const len = H * rand(rng, 0.34, 0.42);
  for (let i = 0; i < fronds; i++) {
    const a = -Math.PI + (i / (fronds - 1)) * Math.PI + rand(rng, -0.15, 0.15);
    const dx = Math.cos(a);
    const droop = 0.3 + 0.7 * (1 - Math.abs(Math.sin(a)));
    const tip: Pt = [topX + dx * len, topY + Math.sin(a) * len * 0.5 + droop * len * 0.6];
    const ctrl: Pt = [topX + dx * len * 0.55, topY + Math.sin(a) * len * 0.5 - len * 0.2];
    const color = i % 2 === 0 ? c.body : c.dark;
    frond(svg, [topX, topY], ctrl, tip, len * 0.12, color);
  }
  svg.circle(topX, topY, tw * 1.4, darken(trunk, 0.2));
}

function frond(svg: Svg, a: Pt, ctrl: Pt, b: Pt, width: number, color: string): void {
  const steps = 12;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const x = u * u * a[0] + 2 * u * t * ctrl[0] + t * t * b[0];
    const y = u * u * a[1] + 2 * u * t * ctrl[1] + t * t * b[1];
    const dx = 2 * u * (ctrl[0] - a[0]) + 2 * t * (b[0] - ctrl[0]);
    const dy = 2 * u * (ctrl[1] - a[1]) + 2 * t * (b[1] - ctrl[1]);
    const l = Math.hypot(dx, dy) || 1;
    const nx = -dy / l;
    const ny = dx / l;
    const w = width * Math.sin(Math.PI * Math.min(1, t * 1.15)) * (i % 2 === 0 ? 1 : 0.55);
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w * 0.8, y - ny * w * 0.8]);
  }
  svg.poly([...left, ...right.reverse()], color);
}
