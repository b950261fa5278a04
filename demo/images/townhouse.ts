// A row of traditional Portuguese townhouses along a cobbled street; each house is drawn by
// row-house.ts.
import { TRIM, WALLS } from "./architecture";
import { camera, depth, proj, projSeg, scaleAt } from "./camera";
import { darken, mix } from "./color";
import { type Ctx, finish, groundRect } from "./common";
import { hazed } from "./env";
import { ridge } from "./horizon";
import { bougainvillea, shrub } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { drawHouse, type House, houseRoof, houseSides } from "./row-house";
import { drawSky } from "./sky";
import { box } from "./space";

export function townhouse(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const dir = chance(rng, 0.5) ? 1 : -1;
  const yaw = dir * rand(rng, 0.38, 0.55);
  const c = camera({ cx: 800, cy: rand(rng, 660, 720), f: 1050, eye: 1.6, yaw });
  const zf = rand(rng, 13.5, 16);

  drawSky(svg, env, rng, c.cy, { clouds: randInt(rng, 1, 3), cloudBand: [0.05, 0.35] });
  ridge(svg, rng, c.cy - 10, rand(rng, 30, 90), hazed(env, env.green, 0.6), c.cy + 20, {
    rough: 0.5,
  });
  ridge(svg, rng, c.cy, 20, hazed(env, env.green, 0.4), c.cy + 20, { rough: 0.5 });

  // Houses along x, starting behind the left (or right) edge of the frame.
  const houses: House[] = [];
  const start = dir > 0 ? -8 : 8;
  let x = start;
  const palette = [
    WALLS.white,
    WALLS.white,
    WALLS.warmWhite,
    WALLS.yellow,
    WALLS.pink,
    WALLS.blue,
    WALLS.ochre,
    WALLS.sage,
  ];
  for (let i = 0; i < 9; i++) {
    const w = rand(rng, 5, 7.5);
    const a = dir > 0 ? x : x - w;
    const b = dir > 0 ? x + w : x;
    const wall = pick(rng, palette);
    houses.push({
      x0: a,
      x1: b,
      floors: randInt(rng, 2, 3),
      wall,
      trim:
        wall === WALLS.white || wall === WALLS.warmWhite
          ? pick(rng, TRIM)
          : pick(rng, ["#f2ede3", "#e9e1d1"]),
      azulejo: chance(rng, 0.18),
      pitched: chance(rng, 0.7),
    });
    x = dir > 0 ? b : a;
  }

  // Street: cobbles, then a narrow pavement along the houses.
  const stone = mix("#bdb6a8", env.shadow, env.shadowMix * 0.4);
  groundRect(ctx, c, -60, 0.5, 80, zf - 1.3, stone, 0);
  // Granite setts: courses along the street and staggered joints, clipped at the camera.
  const sett = 0.38;
  const cob: [number, number, number, number][] = [];
  const cross: [number, number, number, number][] = [];
  for (let z = 0.6, k = 0; z < zf - 1.3; z += sett, k++) {
    const seg = projSeg(c, [-60, 0.005, z], [80, 0.005, z]);
    if (seg) cob.push(seg);
    for (let xx = -40 + (k % 2) * sett * 0.6; xx < 60; xx += sett * 1.2) {
      const j = projSeg(c, [xx, 0.005, z], [xx, 0.005, z + sett]);
      if (!j) continue;
      if (Math.hypot(j[2] - j[0], j[3] - j[1]) < 6) continue;
      if (Math.max(j[0], j[2]) < -10 || Math.min(j[0], j[2]) > svg.w + 10) continue;
      if (Math.max(j[1], j[3]) < c.cy) continue;
      cross.push(j);
    }
  }
  svg.lines(cob, darken(stone, 0.22), 1.4, { opacity: 0.5 });
  svg.lines(cross, darken(stone, 0.22), 1.2, { opacity: 0.4 });
  groundRect(ctx, c, -60, zf - 1.3, 80, zf, mix("#dcd6ca", env.shadow, env.shadowMix * 0.3), 0.12);
  box(svg, c, env, { x0: -60, x1: 80, y0: 0, y1: 0.12, z0: zf - 1.4, z1: zf - 1.3 }, "#cfc9bd");

  const order = [...houses].sort(
    (a, b) => depth(c, [(b.x0 + b.x1) / 2, 0, zf]) - depth(c, [(a.x0 + a.x1) / 2, 0, zf]),
  );
  for (const h of order) houseSides(ctx, c, h, zf);
  for (const h of order) houseRoof(ctx, c, h, zf);
  for (const h of order) drawHouse(ctx, c, h, zf);
  // Shadow of the houses behind the camera across the near part of the street.
  if (env.sunDir[1] > 0.05 && chance(rng, 0.7)) {
    const zs = rand(rng, 3, zf - 3);
    const edge: [number, number][] = [];
    let ex = -30;
    while (ex < 60) {
      const step = rand(rng, 4, 8);
      const zz = zs + rand(rng, -1.2, 1.2);
      edge.push([ex, zz], [ex + step, zz]);
      ex += step;
    }
    const poly = [...edge, [60, 0.6], [-30, 0.6]] as [number, number][];
    svg.poly(
      poly.map(([x, z]) => proj(c, [x, 0.01, z])),
      env.shadow,
      { opacity: 0.22 },
    );
  }

  // Plants in pots at the doors of the nearest houses.
  for (const h of houses.slice(0, 4)) {
    if (!chance(rng, 0.6)) continue;
    const px = h.x0 + rand(rng, 0.4, 1);
    const pz = zf - 0.5;
    box(
      svg,
      c,
      env,
      { x0: px - 0.25, x1: px + 0.25, y0: 0.12, y1: 0.6, z0: pz - 0.25, z1: pz + 0.25 },
      pick(rng, ["#b86a48", "#d9d2c4", "#5d7a8a"]),
    );
    const p = proj(c, [px, 0.6, pz]);
    const s = scaleAt(c, [px, 0, pz]);
    if (chance(rng, 0.5)) bougainvillea(svg, env, rng, p[0], p[1], s * 0.8, s * 0.9);
    else shrub(svg, env, rng, p[0], p[1], s * 0.7, s * 0.6);
  }
  finish(ctx);
}
