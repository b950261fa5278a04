// What meets the sky, in picture coordinates: ranges of hills, the sea, and boats on it.
import { darken, lighten, mix } from "./color";
import type { Env } from "./env";
import { type Rng, rand } from "./rng";
import { type Pt, type Svg, smoothPath } from "./svg";

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
