// A row of traditional Portuguese townhouses along a cobbled street.
import { azulejoPattern, ROOF_TILES, SHUTTERS, TRIM, WALLS } from "./architecture";
import { camera, depth, proj, projAll, projSeg, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish, groundRect } from "./common";
import { hazed } from "./env";
import { ridge } from "./horizon";
import { frontDoor, frontWindow, ironBalcony } from "./openings";
import { bougainvillea, shrub } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { chimney, roof } from "./roofs";
import { drawSky } from "./sky";
import { box, face } from "./space";
import type { Pt } from "./svg";

interface House {
  x0: number;
  x1: number;
  floors: number;
  wall: string;
  trim: string;
  azulejo: boolean;
  pitched: boolean;
}

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

const GROUND_H = 3.3;
const FLOOR_H = 3.0;
const DEPTH = 9;

function houseTop(h: House): number {
  return GROUND_H + (h.floors - 1) * FLOOR_H + 0.6;
}

/** Side walls (only what rises above the neighbours stays visible after the fronts). */
function houseSides(ctx: Ctx, c: ReturnType<typeof camera>, h: House, zf: number): void {
  const top = houseTop(h) + (h.pitched ? 0 : 0.9);
  for (const [xs, nx] of [
    [h.x0, -1],
    [h.x1, 1],
  ] as const) {
    face(
      ctx.svg,
      c,
      ctx.env,
      [
        [xs, 0, zf],
        [xs, 0, zf + DEPTH],
        [xs, top, zf + DEPTH],
        [xs, top, zf],
      ],
      [nx, 0, 0],
      h.wall,
    );
    if (h.pitched) {
      face(
        ctx.svg,
        c,
        ctx.env,
        [
          [xs, top, zf],
          [xs, top, zf + DEPTH],
          [xs, top + 2.1, zf + DEPTH / 2],
        ],
        [nx, 0, 0],
        h.wall,
      );
    }
  }
}

function houseRoof(ctx: Ctx, c: ReturnType<typeof camera>, h: House, zf: number): void {
  const { svg, rng, env } = ctx;
  const top = houseTop(h);
  const w = h.x1 - h.x0;
  if (h.pitched) {
    roof(
      svg,
      c,
      env,
      { x0: h.x0, x1: h.x1, z0: zf, z1: zf + DEPTH, y: top },
      {
        height: 2.2,
        overhang: 0.3,
        color: pick(rng, ROOF_TILES),
        type: "gable",
        wall: h.wall,
        gableEnds: false,
      },
    );
  }
  if (chance(rng, 0.5))
    chimney(svg, c, env, h.x0 + w * rand(rng, 0.2, 0.8), zf + DEPTH * 0.6, top, 2.4, h.wall);
}

function drawHouse(ctx: Ctx, c: ReturnType<typeof camera>, h: House, zf: number): void {
  const { svg, rng, env, kit } = ctx;
  const groundH = GROUND_H;
  const floorH = FLOOR_H;
  const top = houseTop(h);
  const w = h.x1 - h.x0;
  // Only the street face: the side walls are shared with the neighbours.
  face(
    svg,
    c,
    env,
    [
      [h.x0, 0, zf],
      [h.x1, 0, zf],
      [h.x1, top + (h.pitched ? 0 : 0.9), zf],
      [h.x0, top + (h.pitched ? 0 : 0.9), zf],
    ],
    [0, 0, -1],
    h.wall,
  );
  const zq = zf - 0.004;
  const q = (x0: number, y0: number, x1: number, y1: number, z = zq): Pt[] =>
    projAll(c, [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ]);
  if (h.azulejo) {
    const s = scaleAt(c, [h.x0, 0, zf]) * 0.15;
    svg.poly(
      q(h.x0, 0.9, h.x1, top),
      azulejoPattern(
        svg,
        rng,
        s,
        mix("#e8ecef", env.shadow, env.shadowMix * 0.3),
        mix(pick(rng, ["#2f5d9a", "#2c6e7c", "#3a5a8c"]), env.shadow, env.shadowMix * 0.3),
      ),
    );
  }
  const trim = mix(h.trim, env.shadow, env.shadowMix * 0.35);
  // Barra (coloured base band) and corner pilasters.
  svg.poly(q(h.x0, 0, h.x1, 0.85), trim);
  svg.poly(q(h.x0, 0, h.x0 + 0.35, top), trim);
  svg.poly(q(h.x1 - 0.35, 0, h.x1, top), trim);
  box(
    svg,
    c,
    env,
    { x0: h.x0, x1: h.x1, y0: top - 0.25, y1: top, z0: zf - 0.2, z1: zf },
    { base: lighten(h.trim, 0.1), bottom: darken(h.trim, 0.25) },
  );
  if (!h.pitched) {
    // Algarve platibanda: parapet with a decorative top.
    box(
      svg,
      c,
      env,
      { x0: h.x0, x1: h.x1, y0: top, y1: top + 0.9, z0: zf - 0.05, z1: zf + 0.2 },
      h.wall,
    );
    svg.poly(q(h.x0 + 0.3, top + 0.2, h.x1 - 0.3, top + 0.65, zf - 0.06), trim, { opacity: 0.8 });
  }
  // Ground floor: door and one or two windows.
  const doorLeft = chance(rng, 0.5);
  const dx = doorLeft ? h.x0 + w * 0.28 : h.x1 - w * 0.28;
  const surround = "#f4f0e8";
  frontDoor(svg, c, env, kit, zf, dx - 0.55, dx + 0.55, 2.6, {
    color: pick(rng, ["#3f6b5c", "#2f5d7c", "#7a3b2e", "#4a3b2f", "#c4a04a"]),
    wall: h.wall,
    surround: h.wall === WALLS.white ? mix(h.trim, "#ffffff", 0.3) : surround,
    transom: chance(rng, 0.6),
  });
  const shutter = chance(rng, 0.45) ? pick(rng, SHUTTERS) : undefined;
  const wx = doorLeft ? h.x1 - w * 0.3 : h.x0 + w * 0.3;
  frontWindow(svg, c, env, kit, zf, wx - 0.55, 1.0, wx + 0.55, 2.5, {
    frame: "#f3efe6",
    wall: h.wall,
    surround: h.wall === WALLS.white ? mix(h.trim, "#ffffff", 0.3) : surround,
    shutters: shutter,
    lit: chance(rng, 0.6),
    curtain: true,
  });
  const cols = w > 6.2 ? 3 : 2;
  for (let f = 1; f < h.floors; f++) {
    const y = groundH + (f - 1) * floorH;
    const balcony = chance(rng, 0.5);
    for (let i = 0; i < cols; i++) {
      const cx = h.x0 + (w * (i + 0.5)) / cols;
      const ww = 0.5;
      const y0 = balcony ? y + 0.1 : y + 0.9;
      frontWindow(svg, c, env, kit, zf, cx - ww, y0, cx + ww, y + 2.4, {
        frame: "#f3efe6",
        wall: h.wall,
        surround: h.wall === WALLS.white ? mix(h.trim, "#ffffff", 0.3) : surround,
        shutters: shutter,
        transoms: balcony ? 2 : 1,
        sill: !balcony,
        lit: chance(rng, 0.5),
        curtain: true,
      });
      if (balcony) {
        ironBalcony(svg, c, env, zf, cx - ww - 0.25, cx + ww + 0.25, y + 0.1, { slab: "#e9e4da" });
        if (chance(rng, 0.5)) {
          const p = proj(c, [cx - ww + 0.2, y + 0.12, zf - 0.3]);
          const s = scaleAt(c, [cx, 0, zf - 0.3]);
          svg.rect(p[0] - s * 0.15, p[1] - s * 0.3, s * 0.3, s * 0.3, "#b86a48");
          shrub(svg, env, rng, p[0], p[1] - s * 0.28, s * 0.5, s * 0.4);
        }
      }
    }
  }
  // Wall lantern by the door.
  const lx = doorLeft ? dx + 0.85 : dx - 0.85;
  const s = scaleAt(c, [lx, 0, zf]);
  const arm0 = proj(c, [lx, 2.85, zf]);
  const arm1 = proj(c, [lx, 2.85, zf - 0.35]);
  svg.line(arm0[0], arm0[1], arm1[0], arm1[1], "#2e3238", Math.max(1, s * 0.04));
  const lw = s * 0.13;
  const lt = arm1[1];
  svg.path(
    `M${arm1[0] - lw * 1.3},${lt} L${arm1[0] + lw * 1.3},${lt} L${arm1[0]},${lt - lw} Z`,
    "#2e3238",
  );
  svg.path(
    `M${arm1[0] - lw},${lt} L${arm1[0] + lw},${lt} L${arm1[0] + lw * 0.75},${lt + lw * 2.2} L${arm1[0] - lw * 0.75},${lt + lw * 2.2} Z`,
    env.lightsOn ? "#ffd68a" : "#e8e4d8",
    { stroke: "#2e3238", "stroke-width": Math.max(0.8, s * 0.02) },
  );
  if (env.lightsOn) svg.circle(arm1[0], lt + lw, s * 0.7, "#ffcf80", { opacity: 0.22 });
}
