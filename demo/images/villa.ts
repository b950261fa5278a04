// The modern villa with a swimming pool: the scene in the order it is drawn (back to front), its
// layout, the land behind it, the garden and the planters in front. The house is drawn by
// villa-house.ts, the pool and its loungers by pool.ts.
import { type Camera, camera, proj, projPoly, scaleAt } from "./camera";
import { darken, mix } from "./color";
import { type Ctx, finish, groundPlane, groundRect } from "./common";
import { hazed } from "./env";
import { ridge } from "./horizon";
import { bougainvillea, shrub } from "./plants";
import { poolLoungers, swimmingPool } from "./pool";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { type Box, box, boxShadow } from "./space";
import { cypress, olive, palm, stonePine } from "./trees";
import { lowerVolume, upperVolume } from "./villa-house";

/** Where the villa stands and what it is made of, drawn once per picture. */
export interface Villa {
  c: Camera;
  yaw: number;
  /** Front and depth of the lower volume, in metres from the camera. */
  z0: number;
  depth: number;
  /** Width of the lower volume. */
  wLow: number;
  low: Box;
  /** The upper volume, cantilevered past one end of the lower one (the left when upLeft). */
  up: Box;
  upLeft: boolean;
  white: string;
  wood: string;
  stone: string;
  deck: string;
}

export function villaPool(ctx: Ctx): void {
  const { svg, env } = ctx;
  const v = villaLayout(ctx);
  land(ctx, v);
  // Both volumes' shadows on the deck, under everything drawn after.
  boxShadow(svg, v.c, env, v.low, 0.02, 0.25);
  boxShadow(svg, v.c, env, v.up, 0.02, 0.18);
  const glass = lowerVolume(ctx, v);
  upperVolume(ctx, v);
  garden(ctx, v);
  const pool = swimmingPool(ctx, v, glass);
  poolLoungers(ctx, v, pool);
  planters(ctx, v);
  finish(ctx);
}

/** The camera, the two volumes and the materials. */
function villaLayout(ctx: Ctx): Villa {
  const { rng } = ctx;
  const angled = chance(rng, 0.5);
  const yaw = angled ? (chance(rng, 0.5) ? -1 : 1) * rand(rng, 0.32, 0.45) : rand(rng, -0.05, 0.05);
  const c: Camera = camera({ cx: 800, cy: rand(rng, 470, 530), f: 1150, eye: 1.6, yaw });

  // Villa layout (world metres), centred on the view direction.
  const z0 = rand(rng, 17, 21);
  const depth = rand(rng, 9, 12);
  const wLow = rand(rng, 15, 20);
  const bx = z0 * Math.tan(yaw) + rand(rng, -1.5, 1.5);
  const xLow = bx - wLow * rand(rng, 0.45, 0.55);
  const low: Box = { x0: xLow, x1: xLow + wLow, y0: 0, y1: 3.3, z0, z1: z0 + depth };
  const wUp = wLow * rand(rng, 0.5, 0.68);
  const upLeft = chance(rng, 0.5);
  const cant = rand(rng, 0.4, 2.2);
  const upZ0 = z0 - rand(rng, 0.3, 1.4);
  const up: Box = upLeft
    ? {
        x0: low.x0 - cant * 0.5,
        x1: low.x0 - cant * 0.5 + wUp,
        y0: 3.45,
        y1: 6.6,
        z0: upZ0,
        z1: z0 + depth - 1.5,
      }
    : {
        x0: low.x1 + cant * 0.5 - wUp,
        x1: low.x1 + cant * 0.5,
        y0: 3.45,
        y1: 6.6,
        z0: upZ0,
        z1: z0 + depth - 1.5,
      };
  const white = pick(rng, ["#f6f3ec", "#f3eee4", "#efebe6"]);
  const wood = pick(rng, ["#a8764d", "#9a6b47", "#b5865c"]);
  const stone = pick(rng, ["#b7ab98", "#a79f94", "#c4b8a2"]);
  const deck = pick(rng, ["#e9e1d2", "#e4dccb", "#ddd5c6"]);
  return { c, yaw, z0, depth, wLow, low, up, upLeft, white, wood, stone, deck };
}

/** Sky, hills and lawn, the trees behind the house, and the deck it stands on. */
function land(ctx: Ctx, v: Villa): void {
  const { svg, rng, env } = ctx;
  const { c, yaw, z0, depth, low, up, deck } = v;
  drawSky(svg, env, rng, c.cy, { clouds: randInt(rng, 1, 4), cloudBand: [0.08, 0.4] });
  const far = hazed(env, mix(env.green, "#7a8aa0", 0.35), 0.55);
  ridge(svg, rng, c.cy - 4, rand(rng, 40, 110), far, c.cy + 40, { rough: 0.6 });
  const near = hazed(env, env.green, 0.3);
  ridge(svg, rng, c.cy + 2, rand(rng, 15, 40), near, c.cy + 40, { rough: 0.8 });
  groundPlane(ctx, c, mix(env.green, "#9bb06a", 0.35), 0.35);

  // Trees behind the house.
  const backTrees = randInt(rng, 3, 6);
  for (let i = 0; i < backTrees; i++) {
    const z = z0 + depth + rand(rng, 2, 14);
    const x = z * Math.tan(yaw) + rand(rng, -20, 20);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    if (chance(rng, 0.55)) cypress(svg, env, p[0], p[1], s, rand(rng, 9, 13));
    else stonePine(svg, env, rng, p[0], p[1], s, rand(rng, 10, 14));
  }

  // Deck.
  const dx0 = Math.min(low.x0, up.x0) - 4;
  const dx1 = Math.max(low.x1, up.x1) + 4;
  const deckFill = mix(deck, env.shadow, env.shadowMix * 0.25);
  groundRect(ctx, c, dx0, -4, dx1, z0 + 0.5, deckFill, 0.01);
  for (let z = 0; z < z0; z += 1.0) {
    svg.poly(
      projPoly(c, [
        [dx0, 0.015, z],
        [dx1, 0.015, z],
        [dx1, 0.015, z + 0.04],
        [dx0, 0.015, z + 0.04],
      ]),
      darken(deck, 0.15),
      { opacity: 0.45 },
    );
  }
}

/** Trees beside the house and a planted bed along its façade. */
function garden(ctx: Ctx, v: Villa): void {
  const { svg, rng, env } = ctx;
  const { c, z0, wLow, low, up } = v;
  for (const x of [
    Math.min(low.x0, up.x0) - rand(rng, 1.5, 3.5),
    Math.max(low.x1, up.x1) + rand(rng, 1.5, 3.5),
  ]) {
    const z = z0 + rand(rng, -1, 2);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    const kind = rng();
    if (kind < 0.5) palm(svg, env, rng, p[0], p[1], s, rand(rng, 7, 10));
    else if (kind < 0.8) olive(svg, env, rng, p[0], p[1], s, rand(rng, 4.5, 6));
    else cypress(svg, env, p[0], p[1], s, rand(rng, 7, 10));
  }
  const bedZ = z0 - 0.7;
  const beds = randInt(rng, 2, 4);
  for (let i = 0; i < beds; i++) {
    const x = low.x0 + ((i + 0.5) / beds) * wLow + rand(rng, -0.8, 0.8);
    const p = proj(c, [x, 0, bedZ]);
    const s = scaleAt(c, [x, 0, bedZ]);
    if (chance(rng, 0.35)) bougainvillea(svg, env, rng, p[0], p[1], s * 2.2, s * 1.1);
    else shrub(svg, env, rng, p[0], p[1], s * rand(rng, 1.6, 2.6), s * 0.8);
  }
}

/** Foreground planters at the sides: a shrub, or an olive in a box. */
function planters(ctx: Ctx, v: Villa): void {
  const { svg, rng, env } = ctx;
  const { c, yaw } = v;
  for (const sideX of [-1, 1]) {
    if (!chance(rng, 0.7)) continue;
    const z = rand(rng, 3, 4.5);
    const x = z * Math.tan(yaw) + sideX * rand(rng, 3.2, 4.5);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    if (chance(rng, 0.5)) shrub(svg, env, rng, p[0], p[1], s * 2.2, s * 0.9);
    else {
      box(
        svg,
        c,
        env,
        { x0: x - 0.35, x1: x + 0.35, y0: 0, y1: 0.6, z0: z - 0.35, z1: z + 0.35 },
        "#d9d0c2",
      );
      const t = proj(c, [x, 0.6, z]);
      olive(svg, env, rng, t[0], t[1], s, 1.6);
    }
  }
}
