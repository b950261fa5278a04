// Interior framework: a room box seen through the pinhole camera, its light, and its shell
// (ceiling, walls, floor). What goes in it is beside it: room-windows.ts (windows and the view
// through them), furniture.ts, decor.ts, and the colours of room-palette.ts.
import { type Camera, camera, proj, projAll, projPoly } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { type Env, norm, type V3 } from "./env";
import { pick, rand } from "./rng";
import { OAK, WALL_TONES } from "./room-palette";
import { face } from "./space";

export interface Room {
  c: Camera;
  x0: number;
  x1: number;
  /** Back wall depth. */
  D: number;
  /** Ceiling height. */
  H: number;
  wall: string;
  floor: string;
  ceiling: string;
  /** Lighting for the inside: light comes in from the windows. */
  env: Env;
}

/** Interior light: from the window side, softer and brighter ambient than outside. */
export function interiorEnv(env: Env, from: V3): Env {
  return {
    ...env,
    sunDir: norm(from),
    ambient: env.tod === "dusk" ? 0.55 : 0.62,
    shadowMix: env.tod === "dusk" ? 0.32 : 0.22,
    warmth: env.tod === "dusk" ? 0.18 : env.warmth * 0.8 + 0.05,
    sunLight: env.tod === "dusk" ? "#ffd9a8" : env.sunLight,
    shadow: env.tod === "dusk" ? "#6a5a70" : mix(env.shadow, "#8a7a70", 0.35),
  };
}

export function makeRoom(
  ctx: Ctx,
  o: {
    width: number;
    depth: number;
    height?: number;
    eye?: number;
    f?: number;
    offset?: number;
    light: V3;
  },
): Room {
  const { rng, env } = ctx;
  const off = o.offset ?? 0;
  const c = camera({ cx: 800, cy: rand(rng, 440, 480), f: o.f ?? 1050, eye: o.eye ?? 1.3, x: off });
  return {
    c,
    x0: -o.width / 2,
    x1: o.width / 2,
    D: o.depth,
    H: o.height ?? 2.9,
    wall: pick(rng, WALL_TONES),
    floor: pick(rng, OAK),
    ceiling: "#f4f1ec",
    env: interiorEnv(env, o.light),
  };
}

export type FloorStyle = "oak" | "tiles" | "concrete";

/** Ceiling, walls, floor with skirting. */
export function drawShell(
  ctx: Ctx,
  r: Room,
  floorStyle: FloorStyle = "oak",
  accentBack?: string,
): void {
  const { svg } = ctx;
  const { c, x0, x1, D, H } = r;
  const e = r.env;
  const z0 = 0.3;
  face(
    svg,
    c,
    e,
    [
      [x0, H, z0],
      [x1, H, z0],
      [x1, H, D],
      [x0, H, D],
    ],
    [0, -1, 0],
    r.ceiling,
    { always: true, extraLight: 0.1 },
  );
  face(
    svg,
    c,
    e,
    [
      [x0, 0, z0],
      [x0, 0, D],
      [x0, H, D],
      [x0, H, z0],
    ],
    [1, 0, 0],
    r.wall,
    { always: true },
  );
  face(
    svg,
    c,
    e,
    [
      [x1, 0, z0],
      [x1, 0, D],
      [x1, H, D],
      [x1, H, z0],
    ],
    [-1, 0, 0],
    r.wall,
    { always: true },
  );
  face(
    svg,
    c,
    e,
    [
      [x0, 0, D],
      [x1, 0, D],
      [x1, H, D],
      [x0, H, D],
    ],
    [0, 0, -1],
    accentBack ?? r.wall,
    { always: true },
  );
  // Soft light gradient across the back wall (brighter near the light side).
  const bl = proj(c, [x0, H, D]);
  const br = proj(c, [x1, 0, D]);
  const lightLeft = e.sunDir[0] < 0;
  svg.poly(
    projAll(c, [
      [x0, 0, D],
      [x1, 0, D],
      [x1, H, D],
      [x0, H, D],
    ]),
    svg.linear(
      [
        [0, "#ffffff", lightLeft ? 0.16 : 0],
        [1, "#ffffff", lightLeft ? 0 : 0.16],
      ],
      bl[0],
      0,
      br[0],
      0,
    ),
  );
  // Floor.
  const floorBase =
    floorStyle === "concrete" ? "#c9c5be" : floorStyle === "tiles" ? "#e2dbcf" : r.floor;
  const fl = projPoly(c, [
    [x0, 0, z0],
    [x1, 0, z0],
    [x1, 0, D],
    [x0, 0, D],
  ]);
  const farY = proj(c, [0, 0, D])[1];
  svg.poly(
    fl,
    svg.linear(
      [
        [0, mix(floorBase, e.shadow, 0.12)],
        [1, lighten(floorBase, 0.06)],
      ],
      0,
      farY,
      0,
      svg.h,
    ),
  );
  if (floorStyle === "oak" || floorStyle === "tiles") {
    const step = floorStyle === "oak" ? 0.19 : 0.6;
    const segs: [number, number, number, number][] = [];
    for (let x = x0 + step; x < x1; x += step) {
      const a = proj(c, [x, 0.001, Math.max(z0, 0.6)]);
      const b = proj(c, [x, 0.001, D]);
      segs.push([a[0], a[1], b[0], b[1]]);
    }
    if (floorStyle === "tiles") {
      for (let z = D; z > 0.8; z -= 0.6) {
        const a = proj(c, [x0, 0.001, z]);
        const b = proj(c, [x1, 0.001, z]);
        segs.push([a[0], a[1], b[0], b[1]]);
      }
    } else {
      const rng = ctx.rng;
      for (let x = x0; x < x1; x += step) {
        for (let z = D - rand(rng, 0.3, 1.5); z > 1; z -= rand(rng, 1.2, 2.2)) {
          const a = proj(c, [x, 0.001, z]);
          const b = proj(c, [x + step, 0.001, z]);
          segs.push([a[0], a[1], b[0], b[1]]);
        }
      }
    }
    svg.lines(segs, darken(floorBase, 0.22), 1, { opacity: 0.35 });
  }
  // Skirting boards.
  const sk = lighten(r.wall, 0.2);
  for (const [a, b, nrm] of [
    [[x0, 0, z0] as V3, [x0, 0, D] as V3, [1, 0, 0] as V3],
    [[x1, 0, z0] as V3, [x1, 0, D] as V3, [-1, 0, 0] as V3],
  ] as const) {
    face(svg, c, e, [a, b, [b[0], 0.1, b[2]], [a[0], 0.1, a[2]]], nrm, sk, { always: true });
  }
  face(
    svg,
    c,
    e,
    [
      [x0, 0, D - 0.01],
      [x1, 0, D - 0.01],
      [x1, 0.1, D - 0.01],
      [x0, 0.1, D - 0.01],
    ],
    [0, 0, -1],
    sk,
    { always: true },
  );
}

/** Sunlight patch on the floor from a window opening, along the light direction. */
export function lightPatch(ctx: Ctx, r: Room, corners: V3[], travel: V3, opacity = 0.22): void {
  const { svg } = ctx;
  if (travel[1] >= -0.05) return;
  const floorPts: V3[] = corners.map((p) => {
    const t = -p[1] / travel[1];
    return [p[0] + travel[0] * t, 0.002, p[2] + travel[2] * t];
  });
  const q = projPoly(r.c, floorPts);
  svg.poly(q, r.env.sunLight, { opacity });
}
