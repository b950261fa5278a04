// Industrial / logistics warehouse seen from its yard at an angle.

import { camera, proj, projAll, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish, groundPlane, groundRect } from "./common";
import { hazed, type V3 } from "./env";
import { ridge } from "./horizon";
import { frontWindow } from "./openings";
import { shrub } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { type Box, box, boxShadow, face } from "./space";
import { cypress, stonePine } from "./trees";

export function warehouse(ctx: Ctx): void {
  const { svg, rng, env, kit } = ctx;
  const dir = chance(rng, 0.5) ? 1 : -1;
  const X0 = dir * rand(rng, 6, 10);
  const Z0 = rand(rng, 24, 30);
  const L = rand(rng, 45, 60);
  const Dp = rand(rng, 28, 36);
  const Hh = rand(rng, 9, 11);
  const yaw = Math.atan2(X0 + dir * 14, Z0 + 6);
  const c = camera({ cx: 800, cy: rand(rng, 560, 620), f: 1000, eye: 1.7, yaw });
  drawSky(svg, env, rng, c.cy, { clouds: randInt(rng, 2, 4), cloudBand: [0.08, 0.5] });
  ridge(svg, rng, c.cy - 2, rand(rng, 30, 70), hazed(env, "#8294a6", 0.55), c.cy + 30, {
    rough: 0.5,
  });
  groundPlane(ctx, c, mix(env.dryGrass, env.green, 0.5), 0.4);
  // Building footprint: extends away from the camera side.
  const b: Box =
    dir > 0
      ? { x0: X0, x1: X0 + L, y0: 0, y1: Hh, z0: Z0, z1: Z0 + Dp }
      : { x0: X0 - L, x1: X0, y0: 0, y1: Hh, z0: Z0, z1: Z0 + Dp };
  // Trees behind.
  for (let i = 0; i < 7; i++) {
    const z = Z0 + Dp + rand(rng, 4, 20);
    const x = (dir > 0 ? X0 : X0 - L) + rand(rng, -10, L + 10);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    if (chance(rng, 0.5)) stonePine(svg, env, rng, p[0], p[1], s, rand(rng, 11, 15));
    else cypress(svg, env, p[0], p[1], s, rand(rng, 10, 14));
  }
  // Yard: asphalt with parking lines.
  const asphalt = mix("#777a80", env.shadow, env.shadowMix * 0.3);
  groundRect(ctx, c, b.x0 - 25, 2, b.x1 + 25, Z0 + 2, asphalt, 0.01);
  const lines: [number, number, number, number][] = [];
  for (let i = 0; i < 14; i++) {
    const x = (dir > 0 ? X0 + 16 : X0 - 16 - 2.6 * 13) + i * 2.6;
    const a = proj(c, [x, 0.02, Z0 - 13]);
    const q = proj(c, [x, 0.02, Z0 - 8]);
    lines.push([a[0], a[1], q[0], q[1]]);
  }
  svg.lines(lines, "#f1efe8", 2.5, { opacity: 0.8 });
  boxShadow(svg, c, env, b, 0.02, 0.25);
  // Main shed with corrugated cladding.
  const clad = pick(rng, ["#d7dadd", "#cfd3d6", "#e2e0da", "#c8ced3"]);
  const accent = pick(rng, ["#2f5d7c", "#3f7d8c", "#b8643f", "#2f4a3f", "#3a3f52"]);
  // Low gable roof with the ridge along x.
  const zm = (b.z0 + b.z1) / 2;
  const ridgeY = Hh + 1.6;
  const roofC = mix("#b9bec4", env.shadow, 0.1);
  face(
    svg,
    c,
    env,
    [
      [b.x0 - 0.3, Hh, b.z0 - 0.3],
      [b.x1 + 0.3, Hh, b.z0 - 0.3],
      [b.x1 + 0.3, ridgeY, zm],
      [b.x0 - 0.3, ridgeY, zm],
    ],
    [0, 0.88, -0.47],
    roofC,
  );
  box(svg, c, env, b, clad);
  const endX = dir > 0 ? b.x0 : b.x1;
  const endN: V3 = [dir > 0 ? -1 : 1, 0, 0];
  face(
    svg,
    c,
    env,
    [
      [endX, Hh, b.z0],
      [endX, Hh, b.z1],
      [endX, ridgeY, zm],
    ],
    endN,
    clad,
  );
  // Vertical ribs on the visible faces.
  const ribs: [number, number, number, number][] = [];
  for (let x = b.x0 + 0.5; x < b.x1; x += 0.5) {
    const p = proj(c, [x, 0.4, b.z0 - 0.01]);
    const q = proj(c, [x, Hh, b.z0 - 0.01]);
    ribs.push([p[0], p[1], q[0], q[1]]);
  }
  for (let z = b.z0 + 0.5; z < b.z1; z += 0.5) {
    const top = Hh + (ridgeY - Hh) * (1 - Math.abs(z - zm) / (Dp / 2));
    const p = proj(c, [endX + endN[0] * 0.01, 0.4, z]);
    const q = proj(c, [endX + endN[0] * 0.01, top, z]);
    ribs.push([p[0], p[1], q[0], q[1]]);
  }
  svg.lines(ribs, darken(clad, 0.12), 1.2, { opacity: 0.6 });
  // Plinth and accent band.
  const band = (y0: number, y1: number, color: string) => {
    svg.poly(
      projAll(c, [
        [b.x0, y0, b.z0 - 0.02],
        [b.x1, y0, b.z0 - 0.02],
        [b.x1, y1, b.z0 - 0.02],
        [b.x0, y1, b.z0 - 0.02],
      ]),
      mix(color, env.shadow, env.shadowMix * 0.3),
    );
    svg.poly(
      projAll(c, [
        [endX + endN[0] * 0.02, y0, b.z0],
        [endX + endN[0] * 0.02, y0, b.z1],
        [endX + endN[0] * 0.02, y1, b.z1],
        [endX + endN[0] * 0.02, y1, b.z0],
      ]),
      mix(darken(color, 0.1), env.shadow, env.shadowMix * 0.5),
    );
  };
  band(0, 0.6, "#9a9890");
  band(Hh - 1.1, Hh - 0.5, accent);
  // Loading docks along the front.
  const docks = randInt(rng, 3, 5);
  const dockStart = dir > 0 ? b.x0 + 16 : b.x1 - 16 - docks * 5;
  for (let i = 0; i < docks; i++) {
    const x0 = dockStart + i * 5;
    const door: V3[] = [
      [x0, 1.2, b.z0 - 0.03],
      [x0 + 3.2, 1.2, b.z0 - 0.03],
      [x0 + 3.2, 5, b.z0 - 0.03],
      [x0, 5, b.z0 - 0.03],
    ];
    svg.poly(
      projAll(c, [
        [x0 - 0.3, 0.6, b.z0 - 0.04],
        [x0 + 3.5, 0.6, b.z0 - 0.04],
        [x0 + 3.5, 5.3, b.z0 - 0.04],
        [x0 - 0.3, 5.3, b.z0 - 0.04],
      ]),
      "#2b2d31",
    );
    svg.poly(projAll(c, door), mix("#c9ccd0", env.shadow, env.shadowMix * 0.3));
    const slats: [number, number, number, number][] = [];
    for (let y = 1.4; y < 5; y += 0.25) {
      const p = proj(c, [x0, y, b.z0 - 0.05]);
      const q = proj(c, [x0 + 3.2, y, b.z0 - 0.05]);
      slats.push([p[0], p[1], q[0], q[1]]);
    }
    svg.lines(slats, "#9ea3a8", 1, { opacity: 0.8 });
    box(
      svg,
      c,
      env,
      { x0: x0 - 0.2, x1: x0 + 3.4, y0: 0, y1: 1.2, z0: b.z0 - 2.2, z1: b.z0 },
      "#a9a7a0",
    );
    box(
      svg,
      c,
      env,
      { x0: x0 - 0.6, x1: x0 + 3.8, y0: 5.6, y1: 5.8, z0: b.z0 - 2, z1: b.z0 },
      { base: lighten(clad, 0.1), bottom: darken(clad, 0.2) },
    );
  }
  // Office block at the near corner.
  const ow = rand(rng, 10, 14);
  const o: Box =
    dir > 0
      ? { x0: b.x0 - 0.5, x1: b.x0 + ow, y0: 0, y1: 7.4, z0: b.z0 - 5, z1: b.z0 }
      : { x0: b.x1 - ow, x1: b.x1 + 0.5, y0: 0, y1: 7.4, z0: b.z0 - 5, z1: b.z0 };
  boxShadow(svg, c, env, o, 0.02, 0.22);
  const officeWall = pick(rng, ["#f2efe9", "#e8e6e1", "#3a3f46"]);
  box(svg, c, env, o, officeWall);
  for (const y of [0.4, 4.0]) {
    frontWindow(svg, c, env, kit, o.z0, o.x0 + 0.8, y, o.x1 - 0.8, y + 2.6, {
      frame: "#33363b",
      wall: officeWall,
      mullions: Math.round(ow / 2),
      sill: false,
      depth: 0.2,
      lit: true,
    });
  }
  const sideX = dir > 0 ? o.x0 : o.x1;
  const sideN: V3 = [dir > 0 ? -1 : 1, 0, 0];
  for (const y of [0.4, 4.0]) {
    svg.poly(
      projAll(c, [
        [sideX + sideN[0] * 0.01, y, o.z0 + 0.8],
        [sideX + sideN[0] * 0.01, y, o.z1 - 0.8],
        [sideX + sideN[0] * 0.01, y + 2.6, o.z1 - 0.8],
        [sideX + sideN[0] * 0.01, y + 2.6, o.z0 + 0.8],
      ]),
      kit.glass,
    );
  }
  box(
    svg,
    c,
    env,
    { ...o, y0: 7.4, y1: 7.8, x0: o.x0 - 0.2, x1: o.x1 + 0.2, z0: o.z0 - 0.2 },
    accent,
  );
  // Truck at a dock.
  if (chance(rng, 0.6)) {
    const tx = dockStart + 5 * randInt(rng, 0, docks - 1) + 0.1;
    const trailer: Box = {
      x0: tx,
      x1: tx + 2.5,
      y0: 1.1,
      y1: 4.0,
      z0: b.z0 - 14.5,
      z1: b.z0 - 1.0,
    };
    boxShadow(svg, c, env, { ...trailer, y0: 0 }, 0.02, 0.25);
    box(svg, c, env, trailer, pick(rng, ["#f2f0ec", "#e4e6e8"]));
    box(
      svg,
      c,
      env,
      { x0: tx + 0.1, x1: tx + 2.4, y0: 0.9, y1: 3.1, z0: b.z0 - 16.8, z1: b.z0 - 14.6 },
      pick(rng, ["#2f5d7c", "#b8432f", "#f2f0ec", "#3a3f52"]),
    );
    for (const wz of [b.z0 - 15.8, b.z0 - 4, b.z0 - 2.6]) {
      for (const wx of [tx, tx + 2.5]) {
        const p = proj(c, [wx, 0.5, wz]);
        const s = scaleAt(c, [wx, 0, wz]);
        svg.ellipse(p[0], p[1], s * 0.2, s * 0.5, "#1f2124");
      }
    }
  }
  // Landscaping strip and fence in the foreground.
  for (let i = 0; i < 6; i++) {
    const x = (dir > 0 ? b.x0 - 10 : b.x1 + 10) + dir * i * rand(rng, 4, 8);
    const z = rand(rng, 9, 14);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    shrub(svg, env, rng, p[0], p[1], s * rand(rng, 1.5, 2.5), s * rand(rng, 0.8, 1.2));
  }
  // Grass verge with a low hedge in the foreground.
  const verge = mix(env.green, "#9bb06a", 0.3);
  groundRect(ctx, c, -60, 0.5, 80, rand(rng, 5.5, 7), verge, 0.03);
  for (let i = 0; i < 5; i++) {
    const x = rand(rng, -8, 14) * (dir > 0 ? 1 : -1);
    const z = rand(rng, 4.2, 6);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    shrub(svg, env, rng, p[0], p[1], s * rand(rng, 1.2, 2), s * rand(rng, 0.6, 0.9));
  }
  finish(ctx);
}
