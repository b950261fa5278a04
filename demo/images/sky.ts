// The sky, the sun and clouds, drawn in picture coordinates above a horizon line.
import type { Env } from "./env";
import { chance, type Rng, rand, randInt } from "./rng";
import type { Pt, Svg } from "./svg";

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
