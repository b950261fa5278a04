// Sky, sun, clouds, hills, sea and vegetation, drawn in picture coordinates.
// Vegetation takes a base point (x, y) on the ground and a scale s in pixels per metre.
import { darken, lighten, mix } from "./color";
import type { Env } from "./env";
import { chance, type Rng, rand, randInt } from "./rng";
import { type Pt, type Svg, smoothPath } from "./svg";

export function sunPos(svg: Svg, env: Env, horizon: number): Pt {
  return [env.sunX * svg.w, horizon - env.sunY * horizon * 0.9];
}

export interface SkyOpts {
  /** Draw the sun disk (for open landscapes). */
  sun?: boolean;
  clouds?: number;
  /** Top of the cloud band and its bottom, as fractions of the horizon height. */
  cloudBand?: readonly [number, number];
}

export function drawSky(svg: Svg, env: Env, rng: Rng, horizon: number, o: SkyOpts = {}): void {
  const { w } = svg;
  svg.rect(0, 0, w, horizon + 4, svg.linear(env.sky, 0, 0, 0, horizon));
  const [sx, sy] = sunPos(svg, env, horizon);
  const strong = env.tod === "golden" || env.tod === "dusk";
  svg.rect(
    0,
    0,
    w,
    horizon + 4,
    svg.radial(
      [
        [0, env.glow, strong ? 0.75 : 0.55],
        [0.3, env.glow, strong ? 0.3 : 0.18],
        [1, env.glow, 0],
      ],
      sx,
      sy,
      w * (strong ? 0.6 : 0.45),
    ),
  );
  if (o.sun && env.tod !== "dusk") {
    const r = env.tod === "golden" ? 34 : 28;
    svg.circle(sx, sy, r * 2.6, env.glow, { opacity: 0.22 });
    svg.circle(sx, sy, r * 1.5, env.sunColor, { opacity: 0.35 });
    svg.circle(sx, sy, r, env.sunColor);
  }
  const count = o.clouds ?? randInt(rng, 2, 5);
  const [b0, b1] = o.cloudBand ?? [0.08, 0.55];
  for (let i = 0; i < count; i++) {
    const cx = rand(rng, -0.05, 1.05) * w;
    const cy = rand(rng, b0, b1) * horizon;
    const cw = rand(rng, 140, 360) * (1 - (cy / horizon) * 0.5);
    if (env.tod === "golden" || env.tod === "dusk" || chance(rng, 0.25)) {
      streakCloud(svg, env, rng, cx, cy, cw * 1.6);
    } else {
      cumulus(svg, env, rng, cx, cy, cw);
    }
  }
}

/** A flat-bottomed stylised cumulus cloud. */
export function cumulus(svg: Svg, env: Env, rng: Rng, cx: number, cy: number, w: number): void {
  const fill = svg.linear(
    [
      [0, env.cloudLight],
      [1, env.cloudDark],
    ],
    0,
    cy - w * 0.35,
    0,
    cy,
  );
  const bumps = randInt(rng, 3, 5);
  svg.open({ opacity: rand(rng, 0.75, 0.92) });
  const h0 = w * 0.12;
  svg.rect(cx - w / 2, cy - h0 * 2, w, h0 * 2, fill, { rx: h0 });
  for (let i = 0; i < bumps; i++) {
    const t = (i + 0.5) / bumps;
    const edge = Math.sin(Math.PI * t);
    const r = w * (0.1 + 0.14 * edge) * rand(rng, 0.8, 1.2);
    const x = cx - w / 2 + w * t;
    svg.circle(x, cy - r, r, fill);
  }
  svg.close();
}

export function streakCloud(svg: Svg, env: Env, rng: Rng, cx: number, cy: number, w: number): void {
  const h = rand(rng, 7, 16);
  const fill = svg.linear(
    [
      [0, env.cloudLight, 0],
      [0.3, env.cloudLight, 0.85],
      [0.7, env.cloudLight, 0.85],
      [1, env.cloudLight, 0],
    ],
    cx - w / 2,
    0,
    cx + w / 2,
    0,
  );
  svg.rect(cx - w / 2, cy - h / 2, w, h, fill, { rx: h / 2, opacity: 0.8 });
  const w2 = w * rand(rng, 0.4, 0.7);
  const off = rand(rng, -0.3, 0.3) * w;
  svg.rect(cx + off - w2 / 2, cy + h * 0.9, w2, h * 0.7, fill, { rx: h / 2, opacity: 0.55 });
}

/** A ridge line across the picture, filled down to `bottom`. */
export function ridge(
  svg: Svg,
  rng: Rng,
  base: number,
  amp: number,
  fill: string,
  bottom: number,
  o: {
    x0?: number;
    x1?: number;
    step?: number;
    rough?: number;
    attrs?: Record<string, string | number>;
  } = {},
): (x: number) => number {
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? svg.w + 20;
  const step = o.step ?? 40;
  const waves = [
    { f: rand(rng, 0.6, 1.4), p: rand(rng, 0, 6.28), a: 1 },
    { f: rand(rng, 2, 3.5), p: rand(rng, 0, 6.28), a: 0.35 },
    { f: rand(rng, 5, 8), p: rand(rng, 0, 6.28), a: 0.1 * (o.rough ?? 1) },
  ];
  const height = (x: number) => {
    const t = x / svg.w;
    let v = 0;
    for (const wv of waves) v += wv.a * Math.sin(t * wv.f * Math.PI * 2 + wv.p);
    return base - amp * (0.5 + v / 2.9);
  };
  const points: Pt[] = [];
  for (let x = x0; x <= x1 + step; x += step) points.push([Math.min(x, x1), height(x)]);
  const d = `${smoothPath(points)} L${x1},${bottom} L${x0},${bottom} Z`;
  svg.path(d, fill, o.attrs);
  return height;
}

export interface SeaOpts {
  glitter?: boolean;
  waves?: number;
}

export function drawSea(
  svg: Svg,
  env: Env,
  rng: Rng,
  y0: number,
  y1: number,
  o: SeaOpts = {},
): void {
  const { w } = svg;
  svg.rect(
    0,
    y0,
    w,
    y1 - y0,
    svg.linear(
      [
        [0, mix(env.seaFar, env.haze, 0.3)],
        [0.25, env.seaFar],
        [1, env.seaNear],
      ],
      0,
      y0,
      0,
      y1,
    ),
  );
  svg.rect(0, y0 - 1, w, 3, lighten(env.seaFar, 0.4), { opacity: 0.6 });
  const waveColor = lighten(env.seaFar, 0.55);
  const count = o.waves ?? 60;
  for (let i = 0; i < count; i++) {
    const t = rng() ** 1.6;
    const y = y0 + 6 + t * (y1 - y0 - 6);
    const len = 8 + t * 90 * rand(rng, 0.4, 1.2);
    const x = rand(rng, 0, w);
    svg.rect(x, y, len, 1 + t * 2.5, waveColor, { opacity: 0.25 + 0.25 * (1 - t), rx: 1 });
  }
  if (o.glitter) {
    const sx = env.sunX * w;
    const strong = env.tod === "golden" || env.tod === "dusk";
    const clip = svg.clip(`<rect x="0" y="${y0}" width="${w}" height="${y1 - y0}"/>`);
    const ry = (y1 - y0) * 0.9;
    svg.ellipse(
      sx,
      y0,
      150,
      ry,
      svg.radial(
        [
          [0, env.sunColor, strong ? 0.55 : 0.35],
          [0.5, env.sunColor, strong ? 0.18 : 0.1],
          [1, env.sunColor, 0],
        ],
        sx,
        y0,
        150,
        ` gradientTransform="translate(${sx} ${y0}) scale(1 ${ry / 150}) translate(${-sx} ${-y0})"`,
      ),
      { "clip-path": clip },
    );
    for (let i = 0; i < 46; i++) {
      const t = rng() ** 1.3;
      const y = y0 + 3 + t * (y1 - y0) * 0.85;
      const spread = 20 + t * 160;
      const len = 6 + t * 70 * rand(rng, 0.5, 1.2);
      svg.rect(sx + rand(rng, -spread, spread) - len / 2, y, len, 1.2 + t * 2.5, env.sunColor, {
        opacity: (strong ? 0.75 : 0.5) * (1 - t * 0.6),
        rx: 1,
      });
    }
  }
}

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

/** Sailing boat, small. s in px per metre at its position. */
export function sailboat(svg: Svg, env: Env, x: number, y: number, s: number, flip: boolean): void {
  const L = 8 * s;
  const hull = mix("#f4f1ea", env.shadow, env.shadowMix * 0.4);
  const sail = mix("#fbf8f2", env.sunLight, env.warmth * 0.5);
  const k = flip ? -1 : 1;
  svg.path(
    `M${x - L / 2},${y - L * 0.08} L${x + L / 2},${y - L * 0.08} L${x + L * 0.38},${y} L${x - L * 0.4},${y} Z`,
    hull,
  );
  svg.line(x, y - L * 0.08, x, y - L * 1.1, darken(hull, 0.4), Math.max(1, s * 0.12));
  svg.path(
    `M${x + k * 2},${y - L * 1.05} L${x + k * 2},${y - L * 0.14} L${x + k * L * 0.42},${y - L * 0.14} Z`,
    sail,
  );
  svg.path(
    `M${x - k * 2},${y - L * 0.9} L${x - k * 2},${y - L * 0.16} L${x - k * L * 0.3},${y - L * 0.16} Z`,
    darken(sail, 0.08),
  );
  svg.rect(x - L * 0.4, y + 1, L * 0.8, Math.max(1, s * 0.15), lighten(env.seaFar, 0.3), {
    opacity: 0.5,
  });
}

/** Small motor/fishing boat. */
export function fishingBoat(
  svg: Svg,
  env: Env,
  x: number,
  y: number,
  s: number,
  color: string,
): void {
  const L = 7 * s;
  const body = mix(color, env.shadow, env.shadowMix * 0.3);
  svg.path(
    `M${x - L / 2},${y - L * 0.14} L${x + L / 2},${y - L * 0.18} L${x + L * 0.36},${y} L${x - L * 0.42},${y} Z`,
    body,
  );
  svg.rect(x - L / 2, y - L * 0.16, L, L * 0.035, "#f3efe6");
  svg.rect(x - L * 0.15, y - L * 0.34, L * 0.28, L * 0.18, mix("#f3efe6", env.shadow, 0.2));
  svg.rect(x - L * 0.4, y + 1, L * 0.8, Math.max(1, s * 0.12), lighten(env.seaFar, 0.3), {
    opacity: 0.5,
  });
}
