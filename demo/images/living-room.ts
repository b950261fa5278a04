// The living-room scene: a room lit by a side window, furnished from furniture.ts and decor.ts.
import { proj, projAll } from "./camera";
import { darken, lighten } from "./color";
import { type Ctx, finish } from "./common";
import { lamp, pendant, pottedPlant, wallArt } from "./decor";
import { pouf, roundTable, rug, shadowOnFloor, sofa } from "./furniture";
import { chance, pick, rand, randInt } from "./rng";
import { drawShell, type FloorStyle, makeRoom } from "./room";
import { ACCENT, FABRIC, OAK } from "./room-palette";
import { pickView, sideWindow } from "./room-windows";
import { box } from "./space";

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
