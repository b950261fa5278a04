// Interior framework: a room box seen through the pinhole camera, with walls, floor,
// windows looking out on a view, and furniture primitives.
import { type Camera, camera, proj, projAll, projPoly, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { type Env, hazed, norm, type V3 } from "./env";
import { drawSea, ridge } from "./horizon";
import { townOnHill } from "./mini";
import { chance, pick, type Rng, rand } from "./rng";
import { drawSky } from "./sky";
import { type Box, box, face, hull } from "./space";
import { type Pt, pts, type Svg } from "./svg";
import { cypress, stonePine } from "./trees";

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

export const WALL_TONES = [
  "#efe7da",
  "#e8dccb",
  "#e1e4da",
  "#e6ddd3",
  "#dde2e4",
  "#efe2d2",
  "#ebe5dc",
] as const;
export const OAK = ["#c89f74", "#b98d62", "#d2ae85", "#a97e57"] as const;
export const FABRIC = [
  "#e9e3d8",
  "#d8cfc0",
  "#b9b2a6",
  "#8a9a8c",
  "#6f7f92",
  "#c9b59b",
  "#a7876a",
] as const;
export const ACCENT = [
  "#c4734f",
  "#5f7f8e",
  "#b8924a",
  "#7d8c6a",
  "#2f4f6a",
  "#a85f5a",
  "#d4a55a",
] as const;

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

export type ViewKind = "sea" | "hills" | "city" | "garden";

/** Paints an outdoor view inside a picture-space polygon (a window opening). */
export function windowView(
  ctx: Ctx,
  r: Room,
  poly: Pt[],
  view: ViewKind,
  outdoorEnv: Env,
  rng: Rng,
): void {
  const { svg } = ctx;
  const clip = svg.clip(`<polygon points="${pts(poly)}"/>`);
  const hz = r.c.cy + 20;
  svg.open({ "clip-path": clip });
  drawSky(svg, outdoorEnv, rng, hz, { clouds: 2, cloudBand: [0.3, 0.7] });
  if (view === "sea") {
    ridge(svg, rng, hz + 2, 22, hazed(outdoorEnv, "#8a9aa8", 0.5), hz + 4, { rough: 0.3 });
    drawSea(svg, outdoorEnv, rng, hz, svg.h, { waves: 30, glitter: false });
  } else if (view === "hills") {
    ridge(svg, rng, hz, 60, hazed(outdoorEnv, "#7f93a6", 0.5), svg.h);
    const g = ridge(svg, rng, hz + 40, 50, hazed(outdoorEnv, outdoorEnv.green, 0.3), svg.h);
    for (let i = 0; i < 6; i++) {
      const x = rand(rng, 0, svg.w);
      if (chance(rng, 0.5)) cypress(svg, outdoorEnv, x, g(x) + 20, 4, 10);
      else stonePine(svg, outdoorEnv, rng, x, g(x) + 20, 4, 11);
    }
  } else if (view === "city") {
    ridge(svg, rng, hz, 30, hazed(outdoorEnv, "#8a94a0", 0.5), svg.h);
    townOnHill(svg, outdoorEnv, rng, {
      x0: -40,
      x1: svg.w + 40,
      ground: (x) => hz + 90 + Math.sin(x / 300) * 20,
      s: 4,
      rows: 5,
      rowGap: 26,
      haze: 0.25,
      palette: ["#f1ece2", "#e9cf8a", "#e6b8a8", "#b8cdd9", "#f4f1ea"],
      lit: outdoorEnv.lightsOn ? 0.5 : 0,
    });
  } else {
    svg.rect(0, hz, svg.w, svg.h - hz, hazed(outdoorEnv, outdoorEnv.green, 0.1));
    for (let i = 0; i < 8; i++) {
      const x = rand(rng, 0, svg.w);
      stonePine(svg, outdoorEnv, rng, x, hz + 80, 8, 12);
    }
  }
  svg.close();
}

/** Window or glazed door in the back wall, with frame, view and optional sheer curtains. */
export function backWindow(
  ctx: Ctx,
  r: Room,
  wx0: number,
  wy0: number,
  wx1: number,
  wy1: number,
  o: {
    view: ViewKind;
    outdoor: Env;
    mullions?: number;
    frame?: string;
    curtains?: boolean;
    rng: Rng;
  },
): void {
  const { svg } = ctx;
  const { c, D } = r;
  const e = r.env;
  const z = D - 0.002;
  // Reveal (wall thickness) then the glass plane a little further out.
  const open = projAll(c, [
    [wx0, wy0, z],
    [wx1, wy0, z],
    [wx1, wy1, z],
    [wx0, wy1, z],
  ]);
  svg.poly(open, mix(r.wall, e.shadow, 0.15));
  const gz = D + 0.2;
  const glass = projAll(c, [
    [wx0, wy0, gz],
    [wx1, wy0, gz],
    [wx1, wy1, gz],
    [wx0, wy1, gz],
  ]);
  windowView(ctx, r, glass, o.view, o.outdoor, o.rng);
  const frame = o.frame ?? "#3a3a3c";
  const fw = 0.05;
  const bars: [number, number, number, number][] = [
    [wx0, wy0, wx1, wy0 + fw],
    [wx0, wy1 - fw, wx1, wy1],
    [wx0, wy0, wx0 + fw, wy1],
    [wx1 - fw, wy0, wx1, wy1],
  ];
  const m = o.mullions ?? 1;
  for (let i = 1; i <= m; i++) {
    const x = wx0 + ((wx1 - wx0) * i) / (m + 1);
    bars.push([x - fw / 2, wy0, x + fw / 2, wy1]);
  }
  for (const [a, b, cc, d] of bars) {
    svg.poly(
      projAll(c, [
        [a, b, gz],
        [cc, b, gz],
        [cc, d, gz],
        [a, d, gz],
      ]),
      frame,
    );
  }
  // Sill.
  box(
    svg,
    c,
    e,
    { x0: wx0 - 0.05, x1: wx1 + 0.05, y0: wy0 - 0.04, y1: wy0, z0: D - 0.12, z1: D + 0.2 },
    lighten(r.wall, 0.15),
  );
  if (o.curtains) {
    const cw = 0.55;
    for (const [a, b] of [
      [wx0 - 0.35, wx0 - 0.35 + cw],
      [wx1 + 0.35 - cw, wx1 + 0.35],
    ] as const) {
      curtain(
        svg,
        c,
        a,
        b,
        D - 0.15,
        Math.max(0, wy0 - 0.8),
        Math.min(r.H - 0.05, wy1 + 0.3),
        "#f4efe6",
      );
    }
  }
}

/** A soft pleated curtain panel parallel to the back wall. */
export function curtain(
  svg: Svg,
  c: Camera,
  x0: number,
  x1: number,
  z: number,
  y0: number,
  y1: number,
  color: string,
): void {
  const poly = projAll(c, [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]);
  svg.poly(poly, color, { opacity: 0.85 });
  const folds: [number, number, number, number][] = [];
  for (let x = x0 + 0.1; x < x1; x += 0.12) {
    const a = proj(c, [x, y0, z]);
    const b = proj(c, [x, y1, z]);
    folds.push([a[0], a[1], b[0], b[1]]);
  }
  svg.lines(folds, darken(color, 0.15), 3, { opacity: 0.35 });
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

/** Abstract framed art on the back wall. */
export function wallArt(
  ctx: Ctx,
  r: Room,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  palette: readonly string[],
): void {
  const { svg, rng } = ctx;
  const { c, D } = r;
  const z = D - 0.03;
  const frame = projAll(c, [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]);
  svg.poly(
    projAll(c, [
      [x0 + 0.03, y0 - 0.04, D - 0.001],
      [x1 + 0.03, y0 - 0.04, D - 0.001],
      [x1 + 0.03, y1 - 0.04, D - 0.001],
      [x0 + 0.03, y1 - 0.04, D - 0.001],
    ]),
    r.env.shadow,
    { opacity: 0.25 },
  );
  svg.poly(frame, pick(rng, ["#2e2a26", "#b89668", "#f3efe8"]));
  const m = Math.min(x1 - x0, y1 - y0) * 0.08;
  const inner = projAll(c, [
    [x0 + m, y0 + m, z - 0.005],
    [x1 - m, y0 + m, z - 0.005],
    [x1 - m, y1 - m, z - 0.005],
    [x0 + m, y1 - m, z - 0.005],
  ]);
  svg.poly(inner, "#f6f2ea");
  const clip = svg.clip(`<polygon points="${pts(inner)}"/>`);
  const tl = inner[3] ?? [0, 0];
  const brp = inner[1] ?? [0, 0];
  const w = brp[0] - tl[0];
  const h = brp[1] - tl[1];
  svg.open({ "clip-path": clip });
  const style = rng();
  if (style < 0.35) {
    // Arches and sun.
    svg.rect(tl[0], tl[1] + h * 0.62, w, h * 0.38, pick(rng, palette));
    svg.circle(tl[0] + w * rand(rng, 0.3, 0.7), tl[1] + h * 0.45, w * 0.18, pick(rng, palette));
    svg.path(
      `M${tl[0] + w * 0.1},${tl[1] + h} L${tl[0] + w * 0.1},${tl[1] + h * 0.7} A${w * 0.2},${w * 0.2} 0 0 1 ${tl[0] + w * 0.5},${tl[1] + h * 0.7} L${tl[0] + w * 0.5},${tl[1] + h} Z`,
      pick(rng, palette),
      { opacity: 0.9 },
    );
  } else if (style < 0.7) {
    // Layered hills.
    for (let i = 0; i < 4; i++) {
      const y = tl[1] + h * (0.35 + i * 0.17);
      svg.path(
        `M${tl[0]},${y} Q${tl[0] + w * rand(rng, 0.2, 0.8)},${y - h * 0.25} ${tl[0] + w},${y} L${tl[0] + w},${tl[1] + h} L${tl[0]},${tl[1] + h} Z`,
        palette[i % palette.length] ?? "#ccc",
        { opacity: 0.85 },
      );
    }
  } else {
    // Soft blocks.
    for (let i = 0; i < 3; i++) {
      svg.rect(
        tl[0] + w * rand(rng, 0, 0.5),
        tl[1] + h * rand(rng, 0, 0.6),
        w * rand(rng, 0.3, 0.6),
        h * rand(rng, 0.2, 0.45),
        pick(rng, palette),
        { opacity: 0.8 },
      );
    }
  }
  svg.close();
}

/** Rug lying on the floor, with a border. */
export function rug(
  ctx: Ctx,
  r: Room,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
  border: string,
): void {
  const { svg } = ctx;
  const q = (a: number, b: number, cc: number, d: number) =>
    projPoly(r.c, [
      [a, 0.004, b],
      [cc, 0.004, b],
      [cc, 0.004, d],
      [a, 0.004, d],
    ]);
  svg.poly(q(x0, z0, x1, z1), mix(color, r.env.shadow, 0.1));
  const m = 0.12;
  svg.poly(q(x0 + m, z0 + m, x1 - m, z1 - m), "none", {
    stroke: border,
    "stroke-width": 3,
    opacity: 0.6,
  });
}

/** Sofa facing the camera, back toward +z. */
export function sofa(
  ctx: Ctx,
  r: Room,
  x0: number,
  x1: number,
  z0: number,
  fabric: string,
  pillows: readonly string[],
): void {
  const { svg, rng } = ctx;
  const { c } = r;
  const e = r.env;
  const d = 0.95;
  const z1 = z0 + d;
  const legs = "#4a3b30";
  shadowOnFloor(ctx, r, { x0, x1, y0: 0, y1: 0.8, z0, z1 });
  for (const x of [x0 + 0.1, x1 - 0.14])
    box(svg, c, e, { x0: x, x1: x + 0.04, y0: 0, y1: 0.12, z0: z0 + 0.08, z1: z0 + 0.12 }, legs);
  box(svg, c, e, { x0, x1, y0: 0.1, y1: 0.8, z0: z1 - 0.22, z1 }, fabric);
  box(svg, c, e, { x0, x1, y0: 0.1, y1: 0.28, z0, z1 }, darken(fabric, 0.05));
  const arm = 0.2;
  const inner0 = x0 + arm;
  const inner1 = x1 - arm;
  const seats = x1 - x0 > 2.2 ? 3 : 2;
  const sw = (inner1 - inner0) / seats;
  for (let i = 0; i < seats; i++) {
    box(
      svg,
      c,
      e,
      {
        x0: inner0 + i * sw + 0.01,
        x1: inner0 + (i + 1) * sw - 0.01,
        y0: 0.5,
        y1: 0.78,
        z0: z1 - 0.4,
        z1: z1 - 0.2,
      },
      lighten(fabric, 0.05),
    );
  }
  for (let i = 0; i < seats; i++) {
    box(
      svg,
      c,
      e,
      {
        x0: inner0 + i * sw + 0.01,
        x1: inner0 + (i + 1) * sw - 0.01,
        y0: 0.28,
        y1: 0.44,
        z0: z0 + 0.02,
        z1: z1 - 0.22,
      },
      lighten(fabric, 0.08),
    );
  }
  for (const [a, b] of [
    [x0, x0 + arm],
    [x1 - arm, x1],
  ] as const) {
    box(svg, c, e, { x0: a, x1: b, y0: 0.1, y1: 0.62, z0, z1 }, fabric);
  }
  // Throw pillows.
  const n = Math.min(pillows.length, seats + (chance(rng, 0.5) ? 1 : 0));
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const px = inner0 + 0.25 + t * (inner1 - inner0 - 0.5);
    box(
      svg,
      c,
      e,
      { x0: px - 0.2, x1: px + 0.2, y0: 0.44, y1: 0.82, z0: z1 - 0.5, z1: z1 - 0.4 },
      pillows[i] ?? fabric,
    );
  }
}

export function shadowOnFloor(ctx: Ctx, r: Room, b: Box, opacity = 0.16): void {
  const grow = 0.12;
  ctx.svg.poly(
    projPoly(r.c, [
      [b.x0 - grow, 0.003, b.z0 - grow * 0.5],
      [b.x1 + grow, 0.003, b.z0 - grow * 0.5],
      [b.x1 + grow, 0.003, b.z1 + grow],
      [b.x0 - grow, 0.003, b.z1 + grow],
    ]),
    r.env.shadow,
    { opacity },
  );
}

/** Rectangular table with four legs. */
export function table(ctx: Ctx, r: Room, b: Box, top: string, legColor: string): void {
  const { svg } = ctx;
  const e = r.env;
  shadowOnFloor(ctx, r, b, 0.12);
  const t = 0.05;
  const legs: [number, number][] = [
    [b.x0 + 0.05, b.z1 - 0.1],
    [b.x1 - 0.1, b.z1 - 0.1],
    [b.x0 + 0.05, b.z0 + 0.05],
    [b.x1 - 0.1, b.z0 + 0.05],
  ];
  for (const [x, z] of legs)
    box(
      svg,
      r.c,
      e,
      { x0: x, x1: x + 0.05, y0: b.y0, y1: b.y1 - t, z0: z, z1: z + 0.05 },
      legColor,
    );
  box(svg, r.c, e, { ...b, y0: b.y1 - t }, top);
}

/** Round table / stool top approximated by a polygon; pedestal underneath. */
export function roundTable(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  radius: number,
  h: number,
  top: string,
  base: string,
): void {
  const { svg } = ctx;
  const e = r.env;
  const ring = (y: number, rad: number): V3[] => {
    const out: V3[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      out.push([x + Math.cos(a) * rad, y, z + Math.sin(a) * rad]);
    }
    return out;
  };
  svg.poly(projPoly(r.c, ring(0.003, radius * 1.1)), e.shadow, { opacity: 0.15 });
  box(
    svg,
    r.c,
    e,
    { x0: x - 0.06, x1: x + 0.06, y0: 0, y1: h - 0.04, z0: z - 0.06, z1: z + 0.06 },
    base,
  );
  svg.poly(projAll(r.c, ring(0, radius * 0.45)), base);
  svg.poly(projAll(r.c, ring(h - 0.04, radius)), darken(top, 0.15));
  svg.poly(projAll(r.c, ring(h, radius)), mix(top, "#ffffff", 0.08));
}

/** Upholstered cylinder (pouf / round ottoman). */
export function pouf(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  radius: number,
  h: number,
  color: string,
): void {
  const { svg } = ctx;
  const ring = (y: number, rad: number): V3[] => {
    const out: V3[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      out.push([x + Math.cos(a) * rad, y, z + Math.sin(a) * rad]);
    }
    return out;
  };
  svg.poly(projPoly(r.c, ring(0.003, radius * 1.15)), r.env.shadow, { opacity: 0.16 });
  svg.poly(
    hull([...projAll(r.c, ring(0, radius)), ...projAll(r.c, ring(h, radius))]),
    mix(color, r.env.shadow, 0.2),
  );
  svg.poly(projAll(r.c, ring(h, radius)), lighten(color, 0.08));
}

/** Potted plant: pot box and a leafy billboard. */
export function pottedPlant(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  height: number,
  pot: string,
): void {
  const { svg, rng } = ctx;
  const e = r.env;
  shadowOnFloor(
    ctx,
    r,
    { x0: x - 0.2, x1: x + 0.2, y0: 0, y1: 0.4, z0: z - 0.2, z1: z + 0.2 },
    0.15,
  );
  box(svg, r.c, e, { x0: x - 0.2, x1: x + 0.2, y0: 0, y1: 0.42, z0: z - 0.2, z1: z + 0.2 }, pot);
  const base = proj(r.c, [x, 0.42, z]);
  const s = scaleAt(r.c, [x, 0, z]);
  const green = mix(e.green, "#4f7a48", 0.4);
  const leaves = 9 + Math.floor(rng() * 5);
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + rand(rng, -1.1, 1.1);
    const len = (height - 0.42) * s * rand(rng, 0.5, 1);
    const tip: Pt = [base[0] + Math.cos(a) * len * 0.6, base[1] + Math.sin(a) * len];
    const mid: Pt = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
    const w = s * rand(rng, 0.1, 0.16);
    const ang = Math.atan2(tip[1] - base[1], tip[0] - base[0]);
    svg.line(base[0], base[1], mid[0], mid[1], darken(green, 0.3), Math.max(1, s * 0.012));
    svg.ellipse(
      mid[0] + (tip[0] - mid[0]) * 0.5,
      mid[1] + (tip[1] - mid[1]) * 0.5,
      Math.hypot(tip[0] - mid[0], tip[1] - mid[1]) * 0.7,
      w,
      i % 3 === 0 ? lighten(green, 0.12) : green,
      {
        transform: `rotate(${((ang * 180) / Math.PI).toFixed(1)} ${(mid[0] + (tip[0] - mid[0]) * 0.5).toFixed(1)} ${(mid[1] + (tip[1] - mid[1]) * 0.5).toFixed(1)})`,
      },
    );
  }
}

/** Floor lamp or table lamp: pole and a conical shade; glows when the lights are on. */
export function lamp(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  y0: number,
  h: number,
  shade: string,
  lit: boolean,
): void {
  const { svg } = ctx;
  const e = r.env;
  const base = proj(r.c, [x, y0, z]);
  const top = proj(r.c, [x, y0 + h, z]);
  const s = scaleAt(r.c, [x, 0, z]);
  svg.line(base[0], base[1], top[0], top[1], "#3a332d", Math.max(1.2, s * 0.02));
  svg.ellipse(base[0], base[1], s * 0.14, s * 0.03, "#3a332d");
  const sw0 = s * 0.13;
  const sw1 = s * 0.2;
  const sh = s * 0.26;
  if (lit)
    svg.circle(
      top[0],
      top[1] + sh * 0.3,
      s * 0.9,
      svg.radial(
        [
          [0, "#ffd79a", 0.55],
          [1, "#ffd79a", 0],
        ],
        top[0],
        top[1] + sh * 0.3,
        s * 0.9,
      ),
    );
  svg.path(
    `M${top[0] - sw0},${top[1] - sh * 0.6} L${top[0] + sw0},${top[1] - sh * 0.6} L${top[0] + sw1},${top[1] + sh * 0.4} L${top[0] - sw1},${top[1] + sh * 0.4} Z`,
    lit ? "#fbe3b5" : mix(shade, e.shadow, 0.1),
  );
}

/** Pendant light hanging from the ceiling. */
export function pendant(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  drop: number,
  color: string,
  lit: boolean,
  kind: "dome" | "globe" = "dome",
): void {
  const { svg } = ctx;
  const top = proj(r.c, [x, r.H, z]);
  const y = r.H - drop;
  const p = proj(r.c, [x, y, z]);
  const s = scaleAt(r.c, [x, 0, z]);
  svg.line(top[0], top[1], p[0], p[1], "#2f2a26", Math.max(1, s * 0.008));
  if (lit)
    svg.circle(
      p[0],
      p[1] + s * 0.1,
      s * 0.7,
      svg.radial(
        [
          [0, "#ffd79a", 0.5],
          [1, "#ffd79a", 0],
        ],
        p[0],
        p[1] + s * 0.1,
        s * 0.7,
      ),
    );
  if (kind === "globe") {
    svg.circle(p[0], p[1] + s * 0.14, s * 0.14, lit ? "#fff0cf" : mix("#f4efe6", color, 0.3), {
      opacity: 0.95,
    });
    return;
  }
  const w = s * 0.22;
  svg.path(
    `M${p[0] - w},${p[1] + s * 0.18} Q${p[0] - w},${p[1] - s * 0.02} ${p[0]},${p[1] - s * 0.02} Q${p[0] + w},${p[1] - s * 0.02} ${p[0] + w},${p[1] + s * 0.18} Z`,
    color,
  );
  svg.ellipse(p[0], p[1] + s * 0.18, w, s * 0.035, lit ? "#fff0cf" : darken(color, 0.3));
}

export function rngPalette(rng: Rng, list: readonly string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(rng, list));
  return out;
}

export { camera };
