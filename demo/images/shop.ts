// Street-level shopfront of a classic building.

import { SHUTTERS, WALLS } from "./architecture";
import { camera, proj, projAll, scaleAt } from "./camera";
import { darken, mix } from "./color";
import { type Ctx, finish } from "./common";
import { facadeBlock } from "./facade";
import { frontWindow } from "./openings";
import { shrub } from "./plants";
import { chance, pick, rand } from "./rng";
import { drawSky } from "./sky";
import { box } from "./space";
import { street, streetLamp } from "./street";
import type { Pt } from "./svg";
import { olive } from "./trees";

export function shopfront(ctx: Ctx): void {
  const { svg, rng, env, kit } = ctx;
  const c = camera({
    cx: 800,
    cy: rand(rng, 700, 760),
    f: 1150,
    eye: 1.6,
    x: rand(rng, -0.6, 0.6),
  });
  const z = rand(rng, 10, 11.5);
  drawSky(svg, env, rng, c.cy - 400, { clouds: 1, cloudBand: [0.1, 0.4] });
  const wall = pick(rng, [
    WALLS.yellow,
    WALLS.pink,
    WALLS.cream,
    WALLS.blue,
    WALLS.white,
    WALLS.ochre,
    WALLS.sage,
  ]);
  const trim = pick(rng, ["#f3efe6", "#e8e0d0"]);
  // Neighbours and the building above the shop: classic façades.
  for (const [a, b] of [
    [-22, -8],
    [8, 22],
  ] as const) {
    facadeBlock(ctx, c, {
      x0: a,
      x1: b,
      z: z + 0.3,
      floors: 3,
      groundH: 4.4,
      floorH: 3.4,
      style: chance(rng, 0.3) ? "azulejo" : "classic",
      wall: pick(rng, [WALLS.yellow, WALLS.pink, WALLS.cream, WALLS.blue, WALLS.white, WALLS.rose]),
      trim,
      frame: "#f3efe6",
      cols: 4,
      balconies: "iron-first",
      ground: "shop",
      shutters: chance(rng, 0.4) ? pick(rng, SHUTTERS) : undefined,
    });
  }
  facadeBlock(ctx, c, {
    x0: -8,
    x1: 8,
    z,
    floors: 3,
    groundH: 4.4,
    floorH: 3.4,
    style: "classic",
    wall,
    trim,
    frame: "#f3efe6",
    cols: 5,
    balconies: pick(rng, ["iron-first", "iron-all"] as const),
    ground: "none",
    shutters: chance(rng, 0.4) ? pick(rng, SHUTTERS) : undefined,
  });
  // The shop itself.
  const e = env;
  const zf = z - 0.01;
  const q = (x0: number, y0: number, x1: number, y1: number, zz = zf): Pt[] =>
    projAll(c, [
      [x0, y0, zz],
      [x1, y0, zz],
      [x1, y1, zz],
      [x0, y1, zz],
    ]);
  const stone = mix("#e4dccd", env.shadow, env.shadowMix * 0.3);
  svg.poly(q(-8, 0, 8, 4.4), stone);
  const frame = pick(rng, ["#23313f", "#2f3d33", "#3a2f2a", "#1f2328", "#5a3a32"]);
  const sx0 = -rand(rng, 5.2, 6.2);
  const sx1 = -sx0;
  // Shopfront joinery: a dark frame with a fascia.
  svg.poly(q(sx0 - 0.25, 0, sx1 + 0.25, 4.1), mix(frame, env.shadow, env.shadowMix * 0.3));
  box(
    svg,
    c,
    e,
    { x0: sx0 - 0.3, x1: sx1 + 0.3, y0: 3.35, y1: 4.15, z0: z - 0.18, z1: z },
    mix(frame, env.shadow, env.shadowMix * 0.2),
  );
  // Abstract gold emblem on the fascia (no lettering).
  const em = proj(c, [0, 3.75, z - 0.19]);
  const s = scaleAt(c, [0, 0, z]);
  const gold = "#c9a86a";
  svg.circle(em[0], em[1], s * 0.26, "none", {
    stroke: gold,
    "stroke-width": Math.max(1.5, s * 0.035),
  });
  svg.path(
    `M${em[0] - s * 0.12},${em[1] + s * 0.08} Q${em[0]},${em[1] - s * 0.22} ${em[0] + s * 0.12},${em[1] + s * 0.08}`,
    "none",
    { stroke: gold, "stroke-width": Math.max(1.5, s * 0.035) },
  );
  const barL = proj(c, [-2.2, 3.75, z - 0.19]);
  const barR = proj(c, [-0.5, 3.75, z - 0.19]);
  svg.line(barL[0], barL[1], barR[0], barR[1], gold, Math.max(1, s * 0.02), { opacity: 0.8 });
  const barL2 = proj(c, [0.5, 3.75, z - 0.19]);
  const barR2 = proj(c, [2.2, 3.75, z - 0.19]);
  svg.line(barL2[0], barL2[1], barR2[0], barR2[1], gold, Math.max(1, s * 0.02), { opacity: 0.8 });
  // Display windows either side of a glazed door.
  const doorW = 1.3;
  const doorLeft = chance(rng, 0.3);
  const dx = doorLeft ? sx0 + 0.4 + doorW / 2 : 0;
  const panes: [number, number][] = doorLeft
    ? [[dx + doorW / 2 + 0.25, sx1 - 0.15]]
    : [
        [sx0 + 0.15, -doorW / 2 - 0.25],
        [doorW / 2 + 0.25, sx1 - 0.15],
      ];
  const interior = svg.box([
    [0, env.lightsOn ? "#ffe1a8" : "#f3e3c8"],
    [1, env.lightsOn ? "#d98e4f" : "#b79a7a"],
  ]);
  for (const [a, b] of panes) {
    const gz = z + 0.2;
    svg.poly(q(a, 0.5, b, 3.2, gz), interior);
    // Shelves and objects inside.
    for (const y of [1.2, 2.0, 2.7]) {
      const p0 = proj(c, [a + 0.2, y, z + 1.5]);
      const p1 = proj(c, [b - 0.2, y, z + 1.5]);
      svg.line(p0[0], p0[1], p1[0], p1[1], darken("#b79a7a", 0.3), Math.max(1.5, s * 0.03));
      for (let x = a + 0.35; x < b - 0.4; x += rand(rng, 0.3, 0.55)) {
        const h = rand(rng, 0.15, 0.45);
        const o = projAll(c, [
          [x, y, z + 1.5],
          [x + 0.2, y + h, z + 1.5],
        ]);
        const o0 = o[0] ?? [0, 0];
        const o1 = o[1] ?? [0, 0];
        svg.rect(
          o0[0],
          o1[1],
          o1[0] - o0[0],
          o0[1] - o1[1],
          pick(rng, ["#f3efe8", "#c4734f", "#5f7f8e", "#e0d2bb", "#3a3a3c", "#d4a55a", "#8a9a8c"]),
        );
      }
    }
    // Display table.
    const tx = (a + b) / 2;
    box(
      svg,
      c,
      e,
      { x0: tx - 0.8, x1: tx + 0.8, y0: 0.5, y1: 1.0, z0: z + 0.7, z1: z + 1.2 },
      "#e9e2d4",
      { flat: true },
    );
    svg.poly(q(a, 0.5, b, 3.2, gz), kit.streak, { opacity: 0.5 });
    // Mullions.
    const mid = (a + b) / 2;
    svg.poly(q(mid - 0.03, 0.5, mid + 0.03, 3.2, gz - 0.01), frame);
    svg.poly(q(a, 2.6, b, 2.66, gz - 0.01), frame);
    box(
      svg,
      c,
      e,
      { x0: a - 0.05, x1: b + 0.05, y0: 0, y1: 0.5, z0: z - 0.05, z1: z + 0.2 },
      frame,
    );
  }
  // Pendant lights inside the windows.
  for (const [a, b] of panes) {
    for (const x of [a + (b - a) * 0.3, a + (b - a) * 0.7]) {
      const p = proj(c, [x, 2.9, z + 1.2]);
      const top = proj(c, [x, 3.35, z + 1.2]);
      svg.line(top[0], top[1], p[0], p[1], "#2a2a2a", 1);
      svg.circle(p[0], p[1] + s * 0.06, s * 0.09, env.lightsOn ? "#fff3d0" : "#f6ead0");
    }
  }
  frontWindow(svg, c, env, kit, z, dx - doorW / 2, 0.02, dx + doorW / 2, 3.05, {
    frame,
    wall: stone,
    mullions: 1,
    transoms: 1,
    sill: false,
    depth: 0.3,
    lit: true,
  });
  // Awning over the windows.
  if (chance(rng, 0.7)) {
    const cloth = pick(rng, ["#2f4f6a", "#6f7f6a", "#a85f5a", "#2f3d33", "#c9b59b", "#23313f"]);
    const striped = chance(rng, 0.4);
    const ay = 3.3;
    const drop = 0.55;
    const out = 1.3;
    for (const [a, b] of panes) {
      const top0 = proj(c, [a - 0.1, ay, z]);
      const top1 = proj(c, [b + 0.1, ay, z]);
      const low0 = proj(c, [a - 0.1, ay - drop, z - out]);
      const low1 = proj(c, [b + 0.1, ay - drop, z - out]);
      svg.poly([top0, top1, low1, low0], mix(cloth, env.shadow, env.shadowMix * 0.25));
      if (striped) {
        const n = Math.round((b - a) / 0.35);
        for (let i = 0; i < n; i += 2) {
          const t0 = i / n;
          const t1 = (i + 1) / n;
          const lerp = (p: Pt, r: Pt, t: number): Pt => [
            p[0] + (r[0] - p[0]) * t,
            p[1] + (r[1] - p[1]) * t,
          ];
          svg.poly(
            [
              lerp(top0, top1, t0),
              lerp(top0, top1, t1),
              lerp(low0, low1, t1),
              lerp(low0, low1, t0),
            ],
            "#f3efe6",
            { opacity: 0.85 },
          );
        }
      }
      const v0 = proj(c, [a - 0.1, ay - drop - 0.25, z - out]);
      const v1 = proj(c, [b + 0.1, ay - drop - 0.25, z - out]);
      svg.poly([low0, low1, v1, v0], darken(cloth, 0.15));
      // Shadow of the awning on the glass.
      svg.poly(q(a, ay - 0.9, b, ay, z + 0.19), env.shadow, { opacity: 0.18 });
    }
  }
  // Street furniture.
  street(ctx, c, z, 4.5);
  for (const px of doorLeft ? [sx1 + 0.9] : [sx0 - 0.7, sx1 + 0.7]) {
    const pz = z - 0.6;
    box(
      svg,
      c,
      e,
      { x0: px - 0.35, x1: px + 0.35, y0: 0, y1: 0.7, z0: pz - 0.35, z1: pz + 0.35 },
      pick(rng, ["#2f3338", "#d9d0c2", "#b86a48"]),
    );
    const p = proj(c, [px, 0.7, pz]);
    const sc = scaleAt(c, [px, 0, pz]);
    if (chance(rng, 0.5)) olive(svg, env, rng, p[0], p[1], sc, 1.8);
    else shrub(svg, env, rng, p[0], p[1], sc * 0.9, sc * 1.1);
  }
  if (chance(rng, 0.5)) {
    const lx = pick(rng, [-7, 7]);
    const p = proj(c, [lx, 0, z - 3.8]);
    streetLamp(svg, env, p[0], p[1], scaleAt(c, [lx, 0, z - 3.8]));
  }
  // Wall lanterns either side.
  for (const lx of [sx0 - 0.6, sx1 + 0.6]) {
    const p = proj(c, [lx, 3.0, z - 0.15]);
    const w = s * 0.12;
    svg.rect(p[0] - w, p[1] - w * 2, w * 2, w * 2.6, env.lightsOn ? "#ffd68a" : "#e8e4d8", {
      stroke: "#2e3238",
      "stroke-width": Math.max(1, s * 0.02),
    });
    svg.path(
      `M${p[0] - w * 1.3},${p[1] - w * 2} L${p[0] + w * 1.3},${p[1] - w * 2} L${p[0]},${p[1] - w * 3} Z`,
      "#2e3238",
    );
  }
  finish(ctx);
}
