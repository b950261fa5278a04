// One house of the townhouse row: its façade (windows, door, iron balconies, azulejos or plain
// render), its sides and its roof, in world coordinates (metres).
import { azulejoPattern, ROOF_TILES, SHUTTERS, WALLS } from "./architecture";
import { type camera, proj, projAll, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { frontDoor, frontWindow, ironBalcony } from "./openings";
import { shrub } from "./plants";
import { chance, pick, rand } from "./rng";
import { chimney, roof } from "./roofs";
import { box, face } from "./space";
import type { Pt } from "./svg";

export interface House {
  x0: number;
  x1: number;
  floors: number;
  wall: string;
  trim: string;
  azulejo: boolean;
  pitched: boolean;
}

const GROUND_H = 3.3;
const FLOOR_H = 3.0;
const DEPTH = 9;

function houseTop(h: House): number {
  return GROUND_H + (h.floors - 1) * FLOOR_H + 0.6;
}

/** Side walls (only what rises above the neighbours stays visible after the fronts). */
export function houseSides(ctx: Ctx, c: ReturnType<typeof camera>, h: House, zf: number): void {
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

export function houseRoof(ctx: Ctx, c: ReturnType<typeof camera>, h: House, zf: number): void {
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

export function drawHouse(ctx: Ctx, c: ReturnType<typeof camera>, h: House, zf: number): void {
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
