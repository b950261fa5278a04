// The bedroom scene: the bed in a room lit by a side window.
import { projAll } from "./camera";
import { darken, lighten } from "./color";
import { type Ctx, finish } from "./common";
import { lamp, pottedPlant, wallArt } from "./decor";
import { rug, shadowOnFloor } from "./furniture";
import { chance, pick, rand } from "./rng";
import { drawShell, makeRoom } from "./room";
import { ACCENT, OAK } from "./room-palette";
import { pickView, sideWindow } from "./room-windows";
import { box } from "./space";

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
