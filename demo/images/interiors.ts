// Interior scenes: living room, bedroom, kitchen, office.
import { proj, projAll, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish } from "./common";
import { lamp, pendant, pottedPlant, wallArt } from "./decor";
import type { Env, V3 } from "./env";
import { pouf, roundTable, rug, shadowOnFloor, sofa, table } from "./furniture";
import { chance, pick, type Rng, rand, randInt } from "./rng";
import { drawShell, type FloorStyle, lightPatch, makeRoom, type Room } from "./room";
import { ACCENT, FABRIC, OAK } from "./room-palette";
import { backWindow, type ViewKind, windowView } from "./room-windows";
import { box } from "./space";

/** Tall window(s) in a side wall with the view, frame, sill and light patch. */
function sideWindow(
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

function pickView(rng: Rng): ViewKind {
  return pick(rng, ["sea", "sea", "hills", "city", "garden"] as const);
}

export function livingRoom(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const left = chance(rng, 0.5);
  const r = makeRoom(ctx, {
    width: rand(rng, 6.2, 7),
    depth: rand(rng, 5.4, 6),
    light: [left ? -1 : 1, 0.7, -0.5],
    offset: rand(rng, -0.4, 0.4),
  });
  const floor: FloorStyle = pick(rng, ["oak", "oak", "tiles", "concrete"] as const);
  const accentWall = chance(rng, 0.5)
    ? pick(rng, ["#bcc9bd", "#d6c2aa", "#b3bfcb", "#d2b29a", "#9fb1ad", "#e0cfb3"])
    : undefined;
  drawShell(ctx, r, floor, accentWall);
  const view = pickView(rng);
  const za = r.D - rand(rng, 4.2, 4.6);
  sideWindow(ctx, r, left, za, r.D - 0.5, 0.02, 2.55, view, env, rng, randInt(rng, 2, 3));
  // Back wall: sofa, art, lamp, plant.
  const sofaW = rand(rng, 2.3, 2.9);
  const sx = rand(rng, -0.5, 0.6) + (left ? 0.4 : -0.4);
  const fabric = pick(rng, FABRIC);
  const pal = [pick(rng, ACCENT), pick(rng, ACCENT), lighten(pick(rng, ACCENT), 0.3), "#e9e0d0"];
  const artW = rand(rng, 1.1, 1.6);
  if (chance(rng, 0.5)) {
    wallArt(ctx, r, sx - artW / 2, 1.2, sx + artW / 2, 1.2 + artW * rand(rng, 0.6, 0.8), pal);
  } else {
    const w = artW * 0.45;
    wallArt(ctx, r, sx - w - 0.06, 1.25, sx - 0.06, 1.25 + w * 1.3, pal);
    wallArt(ctx, r, sx + 0.06, 1.25, sx + w + 0.06, 1.25 + w * 1.3, pal);
  }
  const rugColor = pick(rng, ["#e8dfcf", "#d9cbb5", "#c9c3b8", "#b7a58c", "#d8d2c4"]);
  rug(ctx, r, sx - 1.6, r.D - 3.6, sx + 1.6, r.D - 0.4, rugColor, darken(rugColor, 0.2));
  const lampSide = left ? 1 : -1;
  const lit = env.lightsOn || env.tod === "golden";
  const plantX = sx - lampSide * (sofaW / 2 + 0.55);
  pottedPlant(
    ctx,
    r,
    plantX,
    r.D - 0.45,
    rand(rng, 1.3, 1.8),
    pick(rng, ["#d8cfc2", "#b86a48", "#3a3a3c", "#efe9df"]),
  );
  sofa(ctx, r, sx - sofaW / 2, sx + sofaW / 2, r.D - 1.05, fabric, pal);
  lamp(ctx, r, sx + lampSide * (sofaW / 2 + 0.45), r.D - 0.5, 0, 1.55, "#efe6d4", lit);
  // Side table beside the sofa.
  roundTable(
    ctx,
    r,
    sx + lampSide * (sofaW / 2 + 0.35),
    r.D - 1.1,
    0.24,
    0.5,
    pick(rng, OAK),
    "#3a332d",
  );
  // Coffee table.
  const tz = r.D - 2.5;
  if (chance(rng, 0.5)) {
    roundTable(
      ctx,
      r,
      sx,
      tz,
      rand(rng, 0.45, 0.6),
      0.38,
      pick(rng, [...OAK, "#e9e4dc", "#3a3a3c"]),
      "#3a332d",
    );
  } else {
    const tw = rand(rng, 0.6, 0.75);
    shadowOnFloor(ctx, r, {
      x0: sx - tw,
      x1: sx + tw,
      y0: 0,
      y1: 0.4,
      z0: tz - 0.35,
      z1: tz + 0.35,
    });
    box(
      svg,
      r.c,
      r.env,
      { x0: sx - tw, x1: sx + tw, y0: 0, y1: 0.38, z0: tz - 0.35, z1: tz + 0.35 },
      pick(rng, [...OAK, "#e9e4dc", "#b8aa98"]),
    );
  }
  // Décor on the coffee table.
  const vase = proj(r.c, [sx + 0.15, 0.4, tz]);
  const vs = proj(r.c, [sx + 0.15, 0.6, tz]);
  svg.rect(vase[0] - 5, vs[1], 10, vase[1] - vs[1], pick(rng, ["#f3efe8", "#c4734f", "#5f7f8e"]), {
    rx: 4,
  });
  const book = projAll(r.c, [
    [sx - 0.35, 0.42, tz - 0.1],
    [sx - 0.05, 0.42, tz - 0.1],
    [sx - 0.05, 0.42, tz + 0.15],
    [sx - 0.35, 0.42, tz + 0.15],
  ]);
  svg.poly(book, pick(rng, ACCENT));
  // Pouf beside the coffee table.
  if (chance(rng, 0.7)) {
    const px = sx - lampSide * rand(rng, 1.0, 1.3);
    const pf = pick(rng, [pick(rng, ACCENT), lighten(fabric, 0.1), "#d8cfc0"]);
    pouf(ctx, r, px, tz + 0.2, 0.3, 0.42, pf);
  }
  pendant(
    ctx,
    r,
    sx,
    tz,
    rand(rng, 0.7, 1.0),
    pick(rng, ["#e9e2d6", "#2f2a26", "#c4a67a"]),
    lit,
    pick(rng, ["dome", "globe"] as const),
  );
  finish(ctx, 0.8);
}

export function bedroom(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const left = chance(rng, 0.5);
  const r = makeRoom(ctx, {
    width: rand(rng, 5.2, 6),
    depth: rand(rng, 5.0, 5.5),
    light: [left ? -1 : 1, 0.7, -0.5],
    offset: rand(rng, -0.3, 0.3),
    eye: 1.25,
  });
  const accentWall = chance(rng, 0.6)
    ? pick(rng, ["#bcc9bd", "#d6c2aa", "#b3bfcb", "#d2b29a", "#9fb1ad", "#c8b8c4"])
    : undefined;
  drawShell(ctx, r, pick(rng, ["oak", "oak", "concrete"] as const), accentWall);
  const view = pickView(rng);
  sideWindow(ctx, r, left, r.D - 3.8, r.D - 1.2, 0.35, 2.45, view, env, rng, 2);
  const xw = left ? r.x0 + 0.12 : r.x1 - 0.12;
  // Curtains on the side wall, drawn as panels flush with it.
  const drape = pick(rng, ["#f4efe6", "#e9dfcf", "#dfe3e0"]);
  for (const [a, b] of [
    [r.D - 4.3, r.D - 3.7],
    [r.D - 1.3, r.D - 0.7],
  ] as const) {
    svg.poly(
      projAll(r.c, [
        [xw, 0.02, a],
        [xw, 0.02, b],
        [xw, r.H - 0.08, b],
        [xw, r.H - 0.08, a],
      ]),
      drape,
      { opacity: 0.92 },
    );
  }
  const bx = rand(rng, -0.3, 0.3) + (left ? 0.35 : -0.35);
  const bw = rand(rng, 1.7, 2.0);
  const pal = [pick(rng, ACCENT), pick(rng, ACCENT), "#efe6d6"];
  if (chance(rng, 0.5)) wallArt(ctx, r, bx - 0.75, 1.55, bx + 0.75, 2.35, pal);
  else {
    wallArt(ctx, r, bx - 0.7, 1.6, bx - 0.08, 2.35, pal);
    wallArt(ctx, r, bx + 0.08, 1.6, bx + 0.7, 2.35, pal);
  }
  const rugColor = pick(rng, ["#e8dfcf", "#d9cbb5", "#c9c3b8", "#b7a58c"]);
  const z1 = r.D - 0.02;
  const bedLen = 2.15;
  rug(
    ctx,
    r,
    bx - bw / 2 - 0.7,
    z1 - bedLen - 0.9,
    bx + bw / 2 + 0.7,
    z1 - 0.6,
    rugColor,
    darken(rugColor, 0.15),
  );
  const e = r.env;
  const head = pick(rng, ["#cbbfae", "#8a9a8c", "#6f7f92", "#b89c7e", "#e3dccf", "#a7876a"]);
  shadowOnFloor(ctx, r, { x0: bx - bw / 2, x1: bx + bw / 2, y0: 0, y1: 0.5, z0: z1 - bedLen, z1 });
  // Nightstands and lamps first (they sit behind the bed edges).
  const lit = env.lightsOn || env.tod === "golden";
  const stand = pick(rng, [...OAK, "#efe9df", "#3a3a3c"]);
  for (const side of [-1, 1]) {
    const nx = bx + side * (bw / 2 + 0.35);
    box(svg, r.c, e, { x0: nx - 0.25, x1: nx + 0.25, y0: 0, y1: 0.55, z0: z1 - 0.45, z1 }, stand);
    const d = projAll(r.c, [
      [nx - 0.22, 0.3, z1 - 0.451],
      [nx + 0.22, 0.3, z1 - 0.451],
    ]);
    const [d0, d1] = d;
    if (d0 && d1) svg.line(d0[0], d0[1], d1[0], d1[1], darken(stand, 0.3), 1.5);
    lamp(ctx, r, nx, z1 - 0.22, 0.55, 0.42, "#efe6d4", lit);
  }
  box(
    svg,
    r.c,
    e,
    { x0: bx - bw / 2 - 0.1, x1: bx + bw / 2 + 0.1, y0: 0, y1: 1.25, z0: z1 - 0.12, z1 },
    head,
  );
  box(
    svg,
    r.c,
    e,
    { x0: bx - bw / 2, x1: bx + bw / 2, y0: 0.05, y1: 0.32, z0: z1 - bedLen, z1: z1 - 0.12 },
    darken(head, 0.1),
  );
  const duvet = pick(rng, ["#f6f3ee", "#efe9df", "#e6e9ec", "#f1ebe2"]);
  box(
    svg,
    r.c,
    e,
    {
      x0: bx - bw / 2 + 0.02,
      x1: bx + bw / 2 - 0.02,
      y0: 0.32,
      y1: 0.55,
      z0: z1 - bedLen + 0.02,
      z1: z1 - 0.14,
    },
    duvet,
  );
  // Pillows.
  const pw = (bw - 0.2) / 2;
  for (let i = 0; i < 2; i++) {
    const px = bx - bw / 2 + 0.1 + i * pw;
    box(
      svg,
      r.c,
      e,
      { x0: px + 0.02, x1: px + pw - 0.02, y0: 0.55, y1: 0.85, z0: z1 - 0.4, z1: z1 - 0.2 },
      lighten(duvet, 0.3),
    );
  }
  const cushion = pick(rng, ACCENT);
  for (let i = 0; i < 2; i++) {
    const px = bx - 0.45 + i * 0.5;
    box(
      svg,
      r.c,
      e,
      { x0: px, x1: px + 0.4, y0: 0.55, y1: 0.8, z0: z1 - 0.55, z1: z1 - 0.45 },
      cushion,
    );
  }
  // Folded throw across the foot.
  box(
    svg,
    r.c,
    e,
    {
      x0: bx - bw / 2 - 0.01,
      x1: bx + bw / 2 + 0.01,
      y0: 0.32,
      y1: 0.57,
      z0: z1 - bedLen + 0.25,
      z1: z1 - bedLen + 0.75,
    },
    pick(rng, ACCENT),
  );
  pottedPlant(
    ctx,
    r,
    left ? r.x1 - 0.5 : r.x0 + 0.5,
    r.D - 1.8,
    rand(rng, 1.2, 1.7),
    pick(rng, ["#d8cfc2", "#b86a48", "#efe9df"]),
  );
  finish(ctx, 0.8);
}

export function kitchen(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const r = makeRoom(ctx, {
    width: rand(rng, 5.6, 6.4),
    depth: rand(rng, 5.4, 6.0),
    light: [rand(rng, -0.5, 0.5), 0.8, -0.6],
    offset: rand(rng, -0.4, 0.4),
    eye: 1.4,
  });
  drawShell(ctx, r, pick(rng, ["tiles", "oak", "concrete"] as const));
  const e = r.env;
  const D = r.D;
  const cab = pick(rng, ["#f1eee8", "#8fa08f", "#3d4a5c", "#c9b79c", "#e7e2d8", "#6f7f6a"]);
  const wood = pick(rng, OAK);
  const top = pick(rng, ["#f2f0ec", "#e6e1d8", "#3b3b3d", "#d9d3c8"]);
  const handle = cab === "#3d4a5c" ? "#c8a56a" : "#8a7f72";
  const wx = rand(rng, -0.8, 0.8);
  const ww = rand(rng, 1.4, 1.9);
  // Backsplash tiles between counter and upper cabinets.
  const tile = pick(rng, ["#e9eef0", "#f3efe6", "#dbe6e4", "#e8dccb"]);
  const sp = projAll(r.c, [
    [r.x0, 0.9, D - 0.002],
    [r.x1, 0.9, D - 0.002],
    [r.x1, 1.55, D - 0.002],
    [r.x0, 1.55, D - 0.002],
  ]);
  svg.poly(sp, mix(tile, e.shadow, 0.08));
  const grout: [number, number, number, number][] = [];
  for (let y = 0.975; y < 1.55; y += 0.075) {
    const a = proj(r.c, [r.x0, y, D - 0.003]);
    const b = proj(r.c, [r.x1, y, D - 0.003]);
    grout.push([a[0], a[1], b[0], b[1]]);
  }
  for (let x = r.x0; x < r.x1; x += 0.15) {
    for (let y = 0.9, k = 0; y < 1.55; y += 0.075, k++) {
      const xx = x + (k % 2) * 0.075;
      const a = proj(r.c, [xx, y, D - 0.003]);
      const b = proj(r.c, [xx, y + 0.075, D - 0.003]);
      grout.push([a[0], a[1], b[0], b[1]]);
    }
  }
  svg.lines(grout, darken(tile, 0.12), 0.8, { opacity: 0.6 });
  // Window above the sink.
  backWindow(ctx, r, wx - ww / 2, 1.05, wx + ww / 2, 2.25, {
    view: pickView(rng),
    outdoor: env,
    mullions: 1,
    frame: pick(rng, ["#3a3a3c", "#f3efe8"]),
    rng,
  });
  // Upper cabinets or open shelves either side of the window.
  const openShelves = chance(rng, 0.5);
  for (const [a, b] of [
    [r.x0 + 0.02, wx - ww / 2 - 0.35],
    [wx + ww / 2 + 0.35, r.x1 - 0.02],
  ] as const) {
    if (b - a < 0.5) continue;
    if (openShelves) {
      for (const y of [1.7, 2.1]) {
        box(
          svg,
          r.c,
          e,
          { x0: a + 0.1, x1: b - 0.1, y0: y, y1: y + 0.04, z0: D - 0.28, z1: D },
          wood,
        );
        for (let x = a + 0.25; x < b - 0.3; x += rand(rng, 0.22, 0.4)) {
          const h = rand(rng, 0.12, 0.25);
          box(
            svg,
            r.c,
            e,
            { x0: x, x1: x + 0.1, y0: y + 0.04, y1: y + 0.04 + h, z0: D - 0.2, z1: D - 0.1 },
            pick(rng, ["#f3efe8", "#c4734f", "#5f7f8e", "#e0d2bb", "#3a3a3c"]),
          );
        }
      }
    } else {
      box(svg, r.c, e, { x0: a, x1: b, y0: 1.6, y1: 2.4, z0: D - 0.35, z1: D }, cab);
      const doors = Math.max(1, Math.round((b - a) / 0.5));
      const seg: [number, number, number, number][] = [];
      for (let i = 1; i < doors; i++) {
        const x = a + ((b - a) * i) / doors;
        const p = proj(r.c, [x, 1.6, D - 0.351]);
        const q = proj(r.c, [x, 2.4, D - 0.351]);
        seg.push([p[0], p[1], q[0], q[1]]);
      }
      svg.lines(seg, darken(cab, 0.25), 1.2);
    }
  }
  // Range hood or pendant over the hob when no shelves.
  // Base cabinet run with countertop.
  const baseB = { x0: r.x0 + 0.02, x1: r.x1 - 0.02, y0: 0.1, y1: 0.88, z0: D - 0.62, z1: D };
  box(svg, r.c, e, { ...baseB, y0: 0, y1: 0.1, z0: D - 0.57 }, darken(cab, 0.4));
  box(svg, r.c, e, baseB, cab);
  const doors = Math.round((baseB.x1 - baseB.x0) / 0.6);
  const seg: [number, number, number, number][] = [];
  for (let i = 1; i < doors; i++) {
    const x = baseB.x0 + ((baseB.x1 - baseB.x0) * i) / doors;
    const p = proj(r.c, [x, 0.12, D - 0.621]);
    const q = proj(r.c, [x, 0.86, D - 0.621]);
    seg.push([p[0], p[1], q[0], q[1]]);
  }
  svg.lines(seg, darken(cab, 0.25), 1.2);
  const hs: [number, number, number, number][] = [];
  for (let i = 0; i < doors; i++) {
    const x = baseB.x0 + ((baseB.x1 - baseB.x0) * (i + 0.5)) / doors;
    const p = proj(r.c, [x - 0.12, 0.78, D - 0.63]);
    const q = proj(r.c, [x + 0.12, 0.78, D - 0.63]);
    hs.push([p[0], p[1], q[0], q[1]]);
  }
  svg.lines(hs, handle, 2.2);
  box(
    svg,
    r.c,
    e,
    { x0: r.x0 + 0.02, x1: r.x1 - 0.02, y0: 0.88, y1: 0.92, z0: D - 0.65, z1: D },
    top,
  );
  // Sink and tap under the window.
  svg.poly(
    projAll(r.c, [
      [wx - 0.35, 0.921, D - 0.5],
      [wx + 0.35, 0.921, D - 0.5],
      [wx + 0.35, 0.921, D - 0.12],
      [wx - 0.35, 0.921, D - 0.12],
    ]),
    darken(top, 0.25),
  );
  const tap0 = proj(r.c, [wx, 0.92, D - 0.08]);
  const tap1 = proj(r.c, [wx, 1.18, D - 0.12]);
  const tap2 = proj(r.c, [wx, 1.15, D - 0.3]);
  svg.polyline([tap0, tap1, tap2], "#8a8a8a", 3);
  // Tall fridge/oven column on one side.
  const colLeft = chance(rng, 0.5);
  const cx0 = colLeft ? r.x0 + 0.02 : r.x1 - 0.67;
  box(svg, r.c, e, { x0: cx0, x1: cx0 + 0.65, y0: 0, y1: 2.4, z0: D - 0.65, z1: D }, cab);
  svg.poly(
    projAll(r.c, [
      [cx0 + 0.06, 1.0, D - 0.651],
      [cx0 + 0.59, 1.0, D - 0.651],
      [cx0 + 0.59, 1.5, D - 0.651],
      [cx0 + 0.06, 1.5, D - 0.651],
    ]),
    "#2b2d31",
  );
  // Island with stools.
  const iz0 = D - rand(rng, 2.3, 2.5);
  const iw = rand(rng, 0.9, 1.15);
  const ix = wx * 0.5;
  const island = { x0: ix - iw, x1: ix + iw, y0: 0, y1: 0.88, z0: iz0, z1: iz0 + 0.9 };
  shadowOnFloor(ctx, r, island, 0.18);
  box(svg, r.c, e, island, chance(rng, 0.5) ? wood : cab);
  box(
    svg,
    r.c,
    e,
    {
      x0: island.x0 - 0.05,
      x1: island.x1 + 0.05,
      y0: 0.88,
      y1: 0.93,
      z0: iz0 - 0.25,
      z1: island.z1 + 0.05,
    },
    top === "#3b3b3d" ? "#efece6" : top,
  );
  // Bowl and vase on the island.
  const bowl = proj(r.c, [ix - 0.3, 0.93, iz0 + 0.3]);
  svg.ellipse(bowl[0], bowl[1] - 6, 24, 9, pick(rng, ["#f3efe8", "#c4734f", "#5f7f8e"]));
  for (let i = 0; i < 4; i++)
    svg.circle(bowl[0] - 10 + i * 7, bowl[1] - 14, 6, pick(rng, ["#e8a33d", "#d9674a", "#a9b84a"]));
  const stools = iw > 1.05 ? 3 : 2;
  const seat = pick(rng, ["#a7876a", "#3a3a3c", "#d8cfc0", "#6f7f6a"]);
  for (let i = 0; i < stools; i++) {
    const sx = ix - iw + (2 * iw * (i + 0.5)) / stools;
    const sz = iz0 - 0.45;
    shadowOnFloor(
      ctx,
      r,
      { x0: sx - 0.18, x1: sx + 0.18, y0: 0, y1: 0.7, z0: sz - 0.18, z1: sz + 0.18 },
      0.14,
    );
    for (const [lx, lz] of [
      [sx - 0.15, sz - 0.15],
      [sx + 0.12, sz - 0.15],
    ] as const) {
      const a = proj(r.c, [lx, 0, lz]);
      const b = proj(r.c, [lx + 0.02, 0.66, lz + 0.1]);
      svg.line(a[0], a[1], b[0], b[1], "#2f2a26", 3);
    }
    box(
      svg,
      r.c,
      e,
      { x0: sx - 0.19, x1: sx + 0.19, y0: 0.66, y1: 0.72, z0: sz - 0.19, z1: sz + 0.19 },
      seat,
    );
  }
  const lit = env.lightsOn || env.tod === "golden";
  const pc = pick(rng, ["#2f2a26", "#e9e2d6", "#c4a67a", "#5f7f8e"]);
  const kind = pick(rng, ["dome", "globe"] as const);
  for (let i = 0; i < 3; i++)
    pendant(ctx, r, ix - iw * 0.7 + i * iw * 0.7, iz0 + 0.45, rand(rng, 0.9, 1.0), pc, lit, kind);
  finish(ctx, 0.8);
}

export function officeInterior(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const r = makeRoom(ctx, {
    width: rand(rng, 9, 11),
    depth: rand(rng, 9, 11),
    height: 3.1,
    light: [rand(rng, -0.4, 0.4), 0.7, -0.8],
    offset: rand(rng, -0.8, 0.8),
    f: 950,
    eye: 1.45,
  });
  drawShell(ctx, r, pick(rng, ["concrete", "oak"] as const));
  const e = r.env;
  const D = r.D;
  // Full-height glazing across the back wall.
  const view: ViewKind = chance(rng, 0.7) ? "city" : "sea";
  backWindow(ctx, r, r.x0 + 0.3, 0.05, r.x1 - 0.3, r.H - 0.15, {
    view,
    outdoor: env,
    mullions: Math.round((r.x1 - r.x0) / 1.6),
    frame: "#45484d",
    rng,
  });
  if (!env.lightsOn) {
    lightPatch(
      ctx,
      r,
      [
        [r.x0 + 0.3, 0.05, D],
        [r.x1 - 0.3, 0.05, D],
        [r.x1 - 0.3, 1.2, D],
        [r.x0 + 0.3, 1.2, D],
      ],
      [env.side * 0.3, -1, -1.1],
      0.14,
    );
  }
  // Ceiling light strips.
  for (const x of [-2.4, 0, 2.4]) {
    svg.poly(
      projAll(r.c, [
        [x - 0.06, r.H - 0.01, 1.2],
        [x + 0.06, r.H - 0.01, 1.2],
        [x + 0.06, r.H - 0.01, D - 0.6],
        [x - 0.06, r.H - 0.01, D - 0.6],
      ]),
      "#fffbf2",
    );
  }
  // Glass meeting room on one side.
  const meetLeft = chance(rng, 0.5);
  const mx0 = meetLeft ? r.x0 : r.x1 - 3.2;
  const mx1 = meetLeft ? r.x0 + 3.2 : r.x1;
  const mz0 = D - 3.6;
  const inner = meetLeft ? mx1 : mx0;
  roundTable(ctx, r, (mx0 + mx1) / 2, D - 1.8, 0.7, 0.74, pick(rng, OAK), "#3a332d");
  const glassPanel = (pts3: V3[]) => {
    svg.poly(projAll(r.c, pts3), "#d6e6ee", { opacity: 0.35 });
    svg.polyline([...projAll(r.c, pts3), projAll(r.c, pts3)[0] ?? [0, 0]], "#6a6e73", 1.2, {
      opacity: 0.8,
    });
  };
  glassPanel([
    [inner, 0, mz0],
    [inner, 0, D],
    [inner, r.H, D],
    [inner, r.H, mz0],
  ]);
  glassPanel([
    [mx0, 0, mz0],
    [mx1, 0, mz0],
    [mx1, r.H, mz0],
    [mx0, r.H, mz0],
  ]);
  // Desk rows along the depth, monitors and chairs.
  const desk = pick(rng, ["#f1eee8", ...OAK]);
  const chair = pick(rng, ["#2f3338", "#5f7f8e", "#6f7f6a", "#8a7a68"]);
  const rowsX = meetLeft ? [0.2, 2.6] : [-2.6, -0.2];
  const zs = [D - 4.6, D - 6.4];
  for (const z of zs) {
    for (const xr of rowsX) {
      const b = { x0: xr - 0.8, x1: xr + 0.8, y0: 0, y1: 0.74, z0: z - 0.75, z1: z + 0.75 };
      if (b.z0 < 1.6) continue;
      table(ctx, r, b, desk, "#3a3a3c");
      for (const [mx, mz] of [
        [xr - 0.4, z - 0.05],
        [xr + 0.4, z + 0.05],
      ] as const) {
        box(
          svg,
          r.c,
          e,
          { x0: mx - 0.28, x1: mx + 0.28, y0: 0.84, y1: 1.18, z0: mz - 0.02, z1: mz + 0.02 },
          { base: "#25272b", front: "#33363b" },
        );
        box(
          svg,
          r.c,
          e,
          { x0: mx - 0.03, x1: mx + 0.03, y0: 0.74, y1: 0.84, z0: mz, z1: mz + 0.04 },
          "#25272b",
        );
      }
      for (const cx of [xr - 0.4, xr + 0.4]) {
        const cz = z - 1.0;
        if (cz < 3.2) continue;
        const sc = scaleAt(r.c, [cx, 0, cz]);
        const a = proj(r.c, [cx, 0.02, cz]);
        const bb = proj(r.c, [cx, 0.45, cz]);
        svg.ellipse(a[0], a[1], sc * 0.3, sc * 0.06, "#2a2a2a", { opacity: 0.8 });
        svg.line(a[0], a[1], bb[0], bb[1], "#2a2a2a", Math.max(2, sc * 0.04));
        box(
          svg,
          r.c,
          e,
          { x0: cx - 0.24, x1: cx + 0.24, y0: 0.45, y1: 0.52, z0: cz - 0.22, z1: cz + 0.22 },
          chair,
        );
        box(
          svg,
          r.c,
          e,
          { x0: cx - 0.21, x1: cx + 0.21, y0: 0.6, y1: 0.98, z0: cz - 0.26, z1: cz - 0.22 },
          chair,
        );
      }
    }
  }
  // Planters.
  for (const z of [D - 0.6, D - 3.8]) {
    pottedPlant(
      ctx,
      r,
      meetLeft ? r.x1 - 0.5 : r.x0 + 0.5,
      z,
      rand(rng, 1.5, 2),
      pick(rng, ["#3a3a3c", "#d8cfc2"]),
    );
  }
  finish(ctx, 0.8);
}
