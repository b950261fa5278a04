// The kitchen scene: cabinets, an island under pendant lamps, and a window at the back.
import { proj, projAll } from "./camera";
import { darken, mix } from "./color";
import { type Ctx, finish } from "./common";
import { pendant } from "./decor";
import { shadowOnFloor } from "./furniture";
import { chance, pick, rand } from "./rng";
import { drawShell, makeRoom } from "./room";
import { OAK } from "./room-palette";
import { backWindow, pickView } from "./room-windows";
import { box } from "./space";

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
