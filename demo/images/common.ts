// Shared scene context and a few helpers used by several compositions.

import { type Kit, makeKit } from "./architecture";
import { type Camera, groundPoly } from "./camera";
import { mix } from "./color";
import type { Env } from "./env";
import type { Rng } from "./rng";
import { Svg } from "./svg";

export interface Ctx {
  svg: Svg;
  rng: Rng;
  env: Env;
  kit: Kit;
}

export const W = 1600;
export const H = 1067;

export function makeCtx(rng: Rng, env: Env, w = W, h = H): Ctx {
  const svg = new Svg(w, h);
  return { svg, rng, env, kit: makeKit(svg, env) };
}

/** Flat ground from the horizon to the bottom, hazy at the horizon. */
export function groundPlane(ctx: Ctx, c: Camera, color: string, far = 0.6): void {
  const { svg, env } = ctx;
  svg.rect(
    -10,
    c.cy - 1,
    svg.w + 20,
    svg.h - c.cy + 12,
    svg.linear(
      [
        [0, mix(color, env.haze, far)],
        [0.35, mix(color, env.haze, far * 0.3)],
        [1, mix(color, env.shadow, 0.15)],
      ],
      0,
      c.cy,
      0,
      svg.h,
    ),
  );
}

/** A rectangle lying on the ground (x0..x1, z0..z1), filled. */
export function groundRect(
  ctx: Ctx,
  c: Camera,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  fill: string,
  y = 0,
  opacity?: number,
): void {
  ctx.svg.poly(
    groundPoly(
      c,
      [
        [x0, z0],
        [x1, z0],
        [x1, z1],
        [x0, z1],
      ],
      y,
    ),
    fill,
    opacity === undefined ? undefined : { opacity },
  );
}

/** Gentle vignette and warm/cool grade over the whole picture. */
export function finish(ctx: Ctx, strength = 1): void {
  const { svg, env } = ctx;
  const tint =
    env.tod === "golden"
      ? "#ffb060"
      : env.tod === "dusk"
        ? "#6a4c8c"
        : env.tod === "morning"
          ? "#ffe0b0"
          : "#ffffff";
  const k = env.tod === "midday" ? 0 : 0.07 * strength;
  if (k > 0) svg.rect(0, 0, svg.w, svg.h, tint, { opacity: k });
  svg.rect(
    0,
    0,
    svg.w,
    svg.h,
    svg.radial(
      [
        [0.55, "#000000", 0],
        [1, "#10141c", 0.22 * strength],
      ],
      svg.w / 2,
      svg.h / 2,
      Math.hypot(svg.w, svg.h) / 2,
    ),
  );
}
