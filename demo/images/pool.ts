// The villa's swimming pool, with the house reflected in its water, and the sun loungers and
// parasol beside it.

import { proj, projAll, projPoly, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, groundRect } from "./common";
import type { V3 } from "./env";
import { chance, pick, rand, randInt } from "./rng";
import { type Box, box, boxShadow } from "./space";
import { pts } from "./svg";
import type { Villa } from "./villa";
import type { VillaGlass } from "./villa-house";

function front(b: Box, z = b.z0): V3[] {
  return [
    [b.x0, b.y0, z],
    [b.x1, b.y0, z],
    [b.x1, b.y1, z],
    [b.x0, b.y1, z],
  ];
}

function mirror(list: V3[]): V3[] {
  return list.map((p) => [p[0], -p[1], p[2]] as V3);
}

/** Where the pool lies: its centre line and its far edge, next to which the loungers stand. */
export interface Pool {
  pcx: number;
  pz1: number;
}

/** The pool between the camera and the house: coping, water, reflection, ripples, glints. */
export function swimmingPool(ctx: Ctx, v: Villa, glass: VillaGlass): Pool {
  const { svg, rng, env } = ctx;
  const { c, yaw, z0, low, up, deck } = v;
  const { glassX0, glassW } = glass;

  const pz0 = rand(rng, 3.1, 4.2);
  const pz1 = z0 - rand(rng, 3.2, 4.2);
  const pw = rand(rng, 8, 12);
  const pcx = ((pz0 + pz1) / 2) * Math.tan(yaw) + rand(rng, -2.5, 2.5);
  const px0 = pcx - pw / 2;
  const px1 = pcx + pw / 2;
  const coping = lighten(deck, 0.4);
  groundRect(ctx, c, px0 - 0.45, pz0 - 0.45, px1 + 0.45, pz1 + 0.45, coping, 0.03);
  const waterTop = env.lightsOn ? "#6fd2d8" : mix("#8fd6de", env.glassTop, 0.35);
  const waterBottom = env.lightsOn ? "#1c8fae" : "#2a8fb0";
  const nearY = proj(c, [pcx, 0, pz0])[1];
  const farY = proj(c, [pcx, 0, pz1])[1];
  const waterPoly = projPoly(c, [
    [px0, 0.02, pz0],
    [px1, 0.02, pz0],
    [px1, 0.02, pz1],
    [px0, 0.02, pz1],
  ]);
  svg.poly(
    waterPoly,
    svg.linear(
      [
        [0, waterTop],
        [1, waterBottom],
      ],
      0,
      farY,
      0,
      nearY,
    ),
  );
  // Reflection of the house in the water, clipped to the pool.
  const clip = svg.clip(`<polygon points="${pts(waterPoly)}"/>`);
  svg.open({ "clip-path": clip });
  svg.open({ opacity: 0.2 });
  svg.poly(projAll(c, mirror(front(low))), "#ffffff");
  svg.poly(
    projAll(c, mirror(front({ ...low, x0: glassX0, x1: glassX0 + glassW, y1: 2.85 }))),
    env.lightsOn ? "#ffd59a" : "#20384c",
  );
  svg.poly(projAll(c, mirror(front(up))), "#ffffff");
  svg.close();
  // Broken horizontal ripples over the reflection only.
  let ripples = "";
  for (let y = farY; y < nearY; y += 7 + (y - farY) * 0.05) {
    const h = 1.2 + (y - farY) * 0.012;
    for (let x = rand(rng, -60, 0); x < svg.w; x += rand(rng, 60, 180)) {
      const len = rand(rng, 30, 140);
      ripples += `M${x.toFixed(0)},${y.toFixed(1)}h${len.toFixed(0)}v${h.toFixed(1)}h${(-len).toFixed(0)}z`;
    }
  }
  svg.path(ripples, waterTop, { opacity: 0.45 });
  svg.close();
  svg.poly(
    projAll(c, [
      [px0, 0.02, pz1],
      [px1, 0.02, pz1],
      [px1, -0.3, pz1],
      [px0, -0.3, pz1],
    ]),
    darken(waterBottom, 0.1),
    { opacity: 0.5 },
  );
  for (let i = 0; i < 30; i++) {
    const z = rand(rng, pz0 + 0.2, pz1 - 0.2);
    const x = rand(rng, px0 + 0.3, px1 - 1.2);
    const a = proj(c, [x, 0.03, z]);
    const b = proj(c, [x + rand(rng, 0.4, 1.3), 0.03, z + rand(rng, -0.08, 0.08)]);
    svg.line(a[0], a[1], b[0], b[1], "#ffffff", 1.5, { opacity: 0.3, "stroke-linecap": "round" });
  }
  if (env.lightsOn) {
    const lp = proj(c, [pcx, 0, (pz0 + pz1) / 2]);
    const r = Math.abs(nearY - farY) * 1.6;
    svg.ellipse(
      lp[0],
      lp[1],
      r,
      r * 0.4,
      svg.radial(
        [
          [0, "#c8ffff", 0.45],
          [1, "#c8ffff", 0],
        ],
        lp[0],
        lp[1],
        r,
      ),
    );
  }
  return { pcx, pz1 };
}

/** Sun loungers between the pool and the house, pointing at the water, and maybe a parasol. */
export function poolLoungers(ctx: Ctx, v: Villa, pool: Pool): void {
  const { svg, rng, env } = ctx;
  const { c, wood } = v;
  const { pcx, pz1 } = pool;
  const loungers = randInt(rng, 2, 4);
  const cushion = pick(rng, ["#f4efe6", "#e9e2d4", "#dfe7ea"]);
  const lz0 = pz1 + 0.9;
  const lStart = pcx - (loungers * 1.3) / 2 + rand(rng, -2, 2);
  for (let i = 0; i < loungers; i++) {
    const lx = lStart + i * 1.3;
    const L: Box = { x0: lx, x1: lx + 0.72, y0: 0.25, y1: 0.36, z0: lz0, z1: lz0 + 2 };
    boxShadow(svg, c, env, L, 0.03, 0.18);
    box(
      svg,
      c,
      env,
      { ...L, y0: 0.02, y1: 0.25, z0: L.z0 + 0.1, z1: L.z1 - 0.1 },
      darken(wood, 0.2),
    );
    box(svg, c, env, L, cushion);
    svg.poly(
      projAll(c, [
        [L.x0, 0.36, L.z1 - 0.7],
        [L.x1, 0.36, L.z1 - 0.7],
        [L.x1, 0.95, L.z1 - 0.2],
        [L.x0, 0.95, L.z1 - 0.2],
      ]),
      lighten(cushion, 0.12),
    );
  }
  if (chance(rng, 0.7)) {
    const ux = lStart + loungers * 1.3 + 0.3;
    const uz = lz0 + 1.2;
    const base = proj(c, [ux, 0, uz]);
    const top = proj(c, [ux, 2.5, uz]);
    const s = scaleAt(c, [ux, 0, uz]);
    svg.line(base[0], base[1], top[0], top[1], "#6b5a4a", Math.max(1.5, s * 0.05));
    const canvas = mix(
      pick(rng, ["#f1ebe0", "#e6d3b3", "#d9c7ad"]),
      env.shadow,
      env.shadowMix * 0.2,
    );
    svg.path(
      `M${top[0] - s * 1.5},${top[1] + s * 0.45} Q${top[0]},${top[1] - s * 0.5} ${top[0] + s * 1.5},${top[1] + s * 0.45} Z`,
      canvas,
    );
    svg.path(
      `M${top[0] - s * 1.5},${top[1] + s * 0.45} Q${top[0]},${top[1] + s * 0.2} ${top[0] + s * 1.5},${top[1] + s * 0.45} Z`,
      darken(canvas, 0.2),
    );
  }
}
