// A room's windows, in the back or a side wall, and what they look out on (sea, hills, town or
// garden), with curtains and the light they let in.
import { type Camera, proj, projAll } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { type Env, hazed, type V3 } from "./env";
import { drawSea, ridge } from "./horizon";
import { townOnHill } from "./mini";
import { chance, pick, type Rng, rand } from "./rng";
import { lightPatch, type Room } from "./room";
import { drawSky } from "./sky";
import { box } from "./space";
import { type Pt, pts, type Svg } from "./svg";
import { cypress, stonePine } from "./trees";

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

/** Tall window(s) in a side wall with the view, frame, sill and light patch. */
export function sideWindow(
  ctx: Ctx,
  r: Room,
  left: boolean,
  za: number,
  zb: number,
  y0: number,
  y1: number,
  view: ViewKind,
  outdoor: Env,
  rng: Rng,
  panes = 2,
): void {
  const { svg } = ctx;
  const xw = left ? r.x0 : r.x1;
  const out = left ? -0.2 : 0.2;
  svg.poly(
    projAll(r.c, [
      [xw, y0, za],
      [xw, y0, zb],
      [xw, y1, zb],
      [xw, y1, za],
    ]),
    mix(r.wall, r.env.shadow, 0.12),
  );
  const glass = projAll(r.c, [
    [xw + out, y0, za],
    [xw + out, y0, zb],
    [xw + out, y1, zb],
    [xw + out, y1, za],
  ]);
  windowView(ctx, r, glass, view, outdoor, rng);
  const frame = pick(rng, ["#3a3a3c", "#f3efe8", "#6b5a48"]);
  const bars: [number, number, number, number][] = [
    [za, y0, zb, y0 + 0.05],
    [za, y1 - 0.05, zb, y1],
    [za, y0, za + 0.06, y1],
    [zb - 0.06, y0, zb, y1],
  ];
  for (let i = 1; i < panes; i++) {
    const z = za + ((zb - za) * i) / panes;
    bars.push([z - 0.03, y0, z + 0.03, y1]);
  }
  bars.push([za, y1 - (y1 - y0) * 0.22, zb, y1 - (y1 - y0) * 0.22 + 0.04]);
  for (const [a, b, c, d] of bars) {
    svg.poly(
      projAll(r.c, [
        [xw + out, b, a],
        [xw + out, b, c],
        [xw + out, d, c],
        [xw + out, d, a],
      ]),
      frame,
    );
  }
  if (!outdoor.lightsOn) {
    const t: V3 = [left ? 1.1 : -1.1, -1, -0.25];
    lightPatch(
      ctx,
      r,
      [
        [xw, y0 + 0.05, za],
        [xw, y0 + 0.05, zb],
        [xw, y1 - 0.3, zb],
        [xw, y1 - 0.3, za],
      ],
      t,
      outdoor.tod === "golden" ? 0.3 : 0.22,
    );
  }
}

export function pickView(rng: Rng): ViewKind {
  return pick(rng, ["sea", "sea", "hills", "city", "garden"] as const);
}
