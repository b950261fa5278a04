// Wide hero picture: a calm Algarve coast at golden hour, with a white villa on the cliffs.

import { headland } from "./beach";
import { mix } from "./color";
import { type Ctx, finish, makeCtx } from "./common";
import { makeEnv } from "./env";
import { drawSea, fishingBoat, sailboat } from "./horizon";
import { miniHouse } from "./mini";
import { chance, pick, rand, randInt, rngFor } from "./rng";
import { drawSky } from "./sky";
import { cypress, palm, stonePine } from "./trees";

function coast(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const horizon = svg.h * rand(rng, 0.5, 0.56);
  // Keep the sun on the open-sea side, the cliffs on the other.
  drawSky(svg, env, rng, horizon, {
    sun: true,
    clouds: randInt(rng, 2, 4),
    cloudBand: [0.1, 0.55],
  });
  drawSea(svg, env, rng, horizon, svg.h, { glitter: true, waves: 120 });
  const left = env.side > 0;
  const outer = left ? -20 : svg.w + 20;
  // Distant headlands.
  for (let i = 2; i >= 1; i--) {
    const t = i / 3;
    const scale = 1 - t * 0.8;
    const footY = horizon + svg.h * 0.3 * (1 - t * 0.9);
    const frac = 0.3 + t * 0.35;
    const edge = left ? svg.w * frac : svg.w * (1 - frac);
    headland(ctx, left, outer, edge, footY - 300 * scale, footY, scale, t * 0.75);
  }
  for (let i = 0; i < randInt(rng, 2, 3); i++) {
    const y = horizon + rand(rng, 30, 200);
    const x = left ? rand(rng, 0.45, 0.95) * svg.w : rand(rng, 0.05, 0.55) * svg.w;
    const s = 1 + (y - horizon) / 60;
    if (chance(rng, 0.6)) sailboat(svg, env, x, y, s, chance(rng, 0.5));
    else fishingBoat(svg, env, x, y, s, pick(rng, ["#2f6aa0", "#b84a3a", "#3f7d5c"]));
  }
  // Near cliff with the villa.
  const edge = left ? svg.w * rand(rng, 0.3, 0.36) : svg.w * rand(rng, 0.64, 0.7);
  const top = horizon - rand(rng, 40, 90);
  const shore = svg.h - rand(rng, 120, 170);
  // Turquoise shallows toward the beach.
  svg.rect(
    0,
    shore - 160,
    svg.w,
    170,
    svg.linear(
      [
        [0, "#5fc4c4", 0],
        [1, mix("#5fc4c4", env.sunLight, 0.2), 0.55],
      ],
      0,
      shore - 160,
      0,
      shore + 10,
    ),
  );
  headland(ctx, left, outer, edge, top, shore + 30, 1.3, 0);
  // Sandy beach across the foreground with a line of foam.
  const sand = mix("#ecd7b0", env.sunLight, env.warmth * 0.3);
  const beachPath = (k: number): string =>
    `M-20,${shore + k + 26} Q${svg.w * 0.35},${shore + k - 18} ${svg.w * 0.65},${shore + k + 6} T${svg.w + 20},${shore + k - 8} L${svg.w + 20},${svg.h + 10} L-20,${svg.h + 10} Z`;
  svg.path(beachPath(0), "#ffffff", { opacity: 0.85 });
  svg.path(beachPath(5), mix(sand, "#9c8c78", 0.3));
  svg.path(beachPath(16), mix(sand, "#9c8c78", 0.12));
  svg.path(
    beachPath(28),
    svg.linear(
      [
        [0, sand],
        [1, mix(sand, env.shadow, 0.12)],
      ],
      0,
      shore,
      0,
      svg.h,
    ),
  );
  const vx = left ? edge - 520 : edge + 120;
  const s = 9;
  const pineX = left ? vx - 60 : vx + 460;
  if (pineX > 120 && pineX < svg.w - 120) stonePine(svg, env, rng, pineX, top + 6, 12, 14);
  miniHouse(svg, env, rng, {
    x: vx,
    y: top - 6,
    s,
    w: 26,
    h: 3.6,
    d: 10,
    wall: "#f7f4ee",
    side: left ? 1 : -1,
    down: 0.2,
    flatRoof: true,
    windows: 6,
    rows: 1,
    lit: 0.6,
  });
  miniHouse(svg, env, rng, {
    x: vx + s * 8,
    y: top - 6 - s * 3.6,
    s,
    w: 14,
    h: 3.2,
    d: 8,
    wall: "#f3efe7",
    side: left ? 1 : -1,
    down: 0.2,
    flatRoof: true,
    windows: 3,
    rows: 1,
    lit: 0.6,
  });
  // Infinity pool in front of the villa.
  const py = top - 2;
  svg.rect(vx - 20, py - 10, s * 24, 12, mix("#62c3cf", env.sunLight, 0.25));
  svg.rect(vx - 20, py + 2, s * 24, 4, "#f4efe6");
  cypress(svg, env, left ? vx + s * 28 : vx - 30, top - 4, s, 11);
  if (chance(rng, 0.6)) palm(svg, env, rng, left ? vx + s * 31 : vx - 60, top - 2, s, 9);
  finish(ctx, 0.9);
}

/** SVG document for the home page hero. */
export function heroSvg(seed: number, width: number, height: number): string {
  const rng = rngFor("hero", seed);
  const env = makeEnv(rng, ["golden", "golden", "golden", "dusk"]);
  const ctx = makeCtx(rng, env, 1920, 1080);
  coast(ctx);
  return ctx.svg.toString(width, height);
}
