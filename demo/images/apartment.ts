// Apartment building façade seen from across the street.
import { randomWall, SHUTTERS, WALLS } from "./architecture";
import { camera, proj, scaleAt } from "./camera";
import { type Ctx, finish } from "./common";
import { type FacadeSpec, type FacadeStyle, facadeBlock, facadeTop } from "./facade";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { street, streetLamp, streetTree } from "./street";

const CLASSIC_WALLS = [
  WALLS.yellow,
  WALLS.pink,
  WALLS.ochre,
  WALLS.blue,
  WALLS.cream,
  WALLS.rose,
  WALLS.sage,
];

function spec(
  ctx: Ctx,
  style: FacadeStyle,
  x0: number,
  x1: number,
  z: number,
  floors: number,
): FacadeSpec {
  const { rng } = ctx;
  const modern = style === "modern";
  const w = x1 - x0;
  return {
    x0,
    x1,
    z,
    floors,
    groundH: modern ? 4.2 : 4.4,
    floorH: modern ? 3.1 : 3.4,
    style,
    wall: modern
      ? randomWall(rng, [WALLS.white, WALLS.warmWhite, WALLS.grey, WALLS.cream])
      : style === "azulejo"
        ? pick(rng, ["#e8e4da", "#dfe6ea", "#e9e0cf"])
        : randomWall(rng, CLASSIC_WALLS),
    trim: pick(rng, ["#f3efe6", "#e8e0d0", "#ddd5c5"]),
    frame: modern
      ? pick(rng, ["#3a3a3c", "#55575c", "#7a6a5a"])
      : pick(rng, ["#f3efe6", "#2f4a3f", "#3a4a62"]),
    cols: Math.max(2, Math.round(w / (modern ? rand(rng, 3.2, 4.2) : rand(rng, 2.6, 3.2)))),
    balconies: modern
      ? pick(rng, ["glass", "glass-alt", "none"] as const)
      : pick(rng, ["iron-first", "iron-all", "iron-first", "none"] as const),
    shutters: !modern && chance(rng, 0.35) ? pick(rng, SHUTTERS) : undefined,
    ground: pick(rng, ["shop", "lobby", "lobby"] as const),
    roofColor: chance(rng, 0.8) ? pick(rng, ["#b9613f", "#c46d48", "#a95a3d"]) : undefined,
    plants: true,
  };
}

export function apartmentFacade(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const style = pick(rng, ["modern", "modern", "classic", "azulejo"] as const);
  const floors = randInt(rng, 4, 6);
  const cy = rand(rng, 860, 920);
  const c0 = camera({ cx: 800, cy, f: 1150, eye: 1.6 });
  const bw = rand(rng, 17, 24);
  const main0 = spec(ctx, style, -bw / 2, bw / 2, 0, floors);
  const topY = facadeTop(main0) + (style === "modern" ? 1.1 : 3);
  const targetTop = rand(rng, 110, 200);
  const zb = (c0.f * (topY - c0.eye)) / (cy - targetTop);
  const c = camera({ cx: 800, cy, f: 1150, eye: 1.6, x: rand(rng, -1.5, 1.5) });
  const main = { ...main0, z: zb };

  drawSky(svg, env, rng, cy, { clouds: randInt(rng, 1, 3), cloudBand: [0.05, 0.3] });

  // Neighbours, drawn first on both sides out to the frame edges.
  const halfView = ((svg.w / 2) * zb) / c.f + 4;
  const sides: [number, number][] = [];
  let x = main.x0;
  while (x > -halfView) {
    const w = rand(rng, 9, 15);
    sides.push([x - w, x]);
    x -= w;
  }
  x = main.x1;
  while (x < halfView) {
    const w = rand(rng, 9, 15);
    sides.push([x, x + w]);
    x += w;
  }
  // Outer buildings first: the inner ones hide their side walls.
  sides.sort((p, q) => Math.abs((q[0] + q[1]) / 2 - c.x) - Math.abs((p[0] + p[1]) / 2 - c.x));
  for (const [a, b] of sides) {
    const st = chance(rng, 0.5) ? "classic" : pick(rng, ["modern", "azulejo"] as const);
    const fl = Math.max(2, floors + randInt(rng, -2, 0));
    const n = spec(ctx, st, a, b, zb + 0.35, fl);
    n.ground = chance(rng, 0.5) ? "shop" : "lobby";
    n.plants = false;
    facadeBlock(ctx, c, n);
  }
  facadeBlock(ctx, c, main);

  street(ctx, c, zb, 4.2);
  // Street trees and lamps on the far pavement.
  const zt = zb - 3.2;
  const s = scaleAt(c, [0, 0, zt]);
  const jac = chance(rng, 0.35);
  const treeSlots = [main.x0 - rand(rng, 1, 3), main.x1 + rand(rng, 1, 3)];
  if (chance(rng, 0.4)) treeSlots.push(rand(rng, -3, 3));
  for (const tx of treeSlots) {
    if (!chance(rng, 0.75)) continue;
    const p = proj(c, [tx, 0, zt]);
    streetTree(svg, env, rng, p[0], p[1], s, jac);
  }
  for (const lx of [main.x0 + rand(rng, 2, 4), main.x1 - rand(rng, 2, 4)]) {
    const p = proj(c, [lx, 0, zb - 3.8]);
    streetLamp(svg, env, p[0], p[1], scaleAt(c, [lx, 0, zb - 3.8]));
  }
  finish(ctx);
}
