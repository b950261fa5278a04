// Modern villa with a swimming pool.

import { type Camera, camera, proj, projAll, projPoly, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish, groundPlane, groundRect } from "./common";
import { hazed, type V3 } from "./env";
import { ridge } from "./horizon";
import { frontDoor, frontWindow } from "./openings";
import { bougainvillea, shrub } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { type Box, box, boxShadow } from "./space";
import { pts } from "./svg";
import { cypress, olive, palm, stonePine } from "./trees";

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

export function villaPool(ctx: Ctx): void {
  const { svg, rng, env, kit } = ctx;
  const angled = chance(rng, 0.5);
  const yaw = angled ? (chance(rng, 0.5) ? -1 : 1) * rand(rng, 0.32, 0.45) : rand(rng, -0.05, 0.05);
  const c: Camera = camera({ cx: 800, cy: rand(rng, 470, 530), f: 1150, eye: 1.6, yaw });

  // Villa layout (world metres), centred on the view direction.
  const z0 = rand(rng, 17, 21);
  const depth = rand(rng, 9, 12);
  const wLow = rand(rng, 15, 20);
  const bx = z0 * Math.tan(yaw) + rand(rng, -1.5, 1.5);
  const xLow = bx - wLow * rand(rng, 0.45, 0.55);
  const low: Box = { x0: xLow, x1: xLow + wLow, y0: 0, y1: 3.3, z0, z1: z0 + depth };
  const wUp = wLow * rand(rng, 0.5, 0.68);
  const upLeft = chance(rng, 0.5);
  const cant = rand(rng, 0.4, 2.2);
  const upZ0 = z0 - rand(rng, 0.3, 1.4);
  const up: Box = upLeft
    ? {
        x0: low.x0 - cant * 0.5,
        x1: low.x0 - cant * 0.5 + wUp,
        y0: 3.45,
        y1: 6.6,
        z0: upZ0,
        z1: z0 + depth - 1.5,
      }
    : {
        x0: low.x1 + cant * 0.5 - wUp,
        x1: low.x1 + cant * 0.5,
        y0: 3.45,
        y1: 6.6,
        z0: upZ0,
        z1: z0 + depth - 1.5,
      };
  const white = pick(rng, ["#f6f3ec", "#f3eee4", "#efebe6"]);
  const wood = pick(rng, ["#a8764d", "#9a6b47", "#b5865c"]);
  const stone = pick(rng, ["#b7ab98", "#a79f94", "#c4b8a2"]);
  const deck = pick(rng, ["#e9e1d2", "#e4dccb", "#ddd5c6"]);

  drawSky(svg, env, rng, c.cy, { clouds: randInt(rng, 1, 4), cloudBand: [0.08, 0.4] });
  const far = hazed(env, mix(env.green, "#7a8aa0", 0.35), 0.55);
  ridge(svg, rng, c.cy - 4, rand(rng, 40, 110), far, c.cy + 40, { rough: 0.6 });
  const near = hazed(env, env.green, 0.3);
  ridge(svg, rng, c.cy + 2, rand(rng, 15, 40), near, c.cy + 40, { rough: 0.8 });
  groundPlane(ctx, c, mix(env.green, "#9bb06a", 0.35), 0.35);

  // Trees behind the house.
  const backTrees = randInt(rng, 3, 6);
  for (let i = 0; i < backTrees; i++) {
    const z = z0 + depth + rand(rng, 2, 14);
    const x = z * Math.tan(yaw) + rand(rng, -20, 20);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    if (chance(rng, 0.55)) cypress(svg, env, p[0], p[1], s, rand(rng, 9, 13));
    else stonePine(svg, env, rng, p[0], p[1], s, rand(rng, 10, 14));
  }

  // Deck.
  const dx0 = Math.min(low.x0, up.x0) - 4;
  const dx1 = Math.max(low.x1, up.x1) + 4;
  const deckFill = mix(deck, env.shadow, env.shadowMix * 0.25);
  groundRect(ctx, c, dx0, -4, dx1, z0 + 0.5, deckFill, 0.01);
  for (let z = 0; z < z0; z += 1.0) {
    svg.poly(
      projPoly(c, [
        [dx0, 0.015, z],
        [dx1, 0.015, z],
        [dx1, 0.015, z + 0.04],
        [dx0, 0.015, z + 0.04],
      ]),
      darken(deck, 0.15),
      { opacity: 0.45 },
    );
  }

  boxShadow(svg, c, env, low, 0.02, 0.25);
  boxShadow(svg, c, env, up, 0.02, 0.18);

  // Lower volume: roof slab first (its underside hides behind the walls), then the walls.
  const slabLow: Box = {
    x0: low.x0 - 0.3,
    x1: low.x1 + 0.3,
    y0: 3.3,
    y1: 3.5,
    z0: low.z0 - 0.6,
    z1: low.z1 + 0.3,
  };
  box(svg, c, env, slabLow, { base: lighten(white, 0.2), bottom: darken(white, 0.12) });
  box(svg, c, env, low, white);
  const gz = low.z0;
  const glassW = wLow * rand(rng, 0.55, 0.68);
  const glassX0 = upLeft ? low.x1 - glassW - 0.8 : low.x0 + 0.8;
  const panels = Math.max(2, Math.round(glassW / 1.8));
  frontWindow(svg, c, env, kit, gz, glassX0, 0.05, glassX0 + glassW, 2.85, {
    frame: "#3a3a3c",
    wall: white,
    mullions: panels - 1,
    sill: false,
    depth: 0.35,
    lit: true,
    curtain: chance(rng, 0.4),
  });
  const cladX0 = upLeft ? low.x0 + 0.8 : glassX0 + glassW + 0.7;
  const cladX1 = upLeft ? glassX0 - 0.7 : low.x1 - 0.8;
  const useWood = chance(rng, 0.55);
  if (cladX1 - cladX0 > 1.2) {
    svg.poly(
      projAll(c, [
        [cladX0, 0, gz - 0.02],
        [cladX1, 0, gz - 0.02],
        [cladX1, 3.3, gz - 0.02],
        [cladX0, 3.3, gz - 0.02],
      ]),
      mix(useWood ? wood : stone, env.shadow, env.shadowMix * 0.35),
    );
    if (useWood) {
      for (let x = cladX0 + 0.14; x < cladX1; x += 0.14) {
        const a = proj(c, [x, 0, gz - 0.03]);
        const b = proj(c, [x, 3.3, gz - 0.03]);
        svg.line(a[0], a[1], b[0], b[1], darken(wood, 0.25), 1, { opacity: 0.45 });
      }
    } else {
      for (let y = 0.3; y < 3.3; y += 0.3) {
        const a = proj(c, [cladX0, y, gz - 0.03]);
        const b = proj(c, [cladX1, y, gz - 0.03]);
        svg.line(a[0], a[1], b[0], b[1], darken(stone, 0.2), 1, { opacity: 0.5 });
      }
    }
    if (cladX1 - cladX0 > 2.6) {
      const mx = (cladX0 + cladX1) / 2;
      frontDoor(svg, c, env, kit, gz - 0.02, mx - 0.6, mx + 0.6, 2.6, {
        color: darken(wood, 0.25),
        wall: white,
      });
    }
  }
  // Side windows on a visible gable end.
  if (c.x < low.x0 || c.x > low.x1) {
    const sxp = c.x < low.x0 ? low.x0 - 0.01 : low.x1 + 0.01;
    const n = Math.floor(depth / 3.2);
    for (let i = 0; i < n; i++) {
      const za = low.z0 + 1 + i * 3.2;
      svg.poly(
        projAll(c, [
          [sxp, 0.9, za],
          [sxp, 0.9, za + 1.6],
          [sxp, 2.6, za + 1.6],
          [sxp, 2.6, za],
        ]),
        kit.glass,
      );
    }
  }

  // Upper volume.
  const slabUp: Box = {
    x0: up.x0 - 0.35,
    x1: up.x1 + 0.35,
    y0: 6.6,
    y1: 6.85,
    z0: up.z0 - 0.35,
    z1: up.z1 + 0.2,
  };
  box(svg, c, env, slabUp, { base: lighten(white, 0.2), bottom: darken(white, 0.15) });
  box(svg, c, env, up, { base: white, bottom: darken(white, 0.3) });
  const uw = up.x1 - up.x0;
  if (chance(rng, 0.5)) {
    frontWindow(svg, c, env, kit, up.z0, up.x0 + 0.7, 4.1, up.x1 - 0.7, 6.0, {
      frame: "#3a3a3c",
      wall: white,
      mullions: Math.max(1, Math.round(uw / 2.2) - 1),
      sill: false,
      depth: 0.3,
      lit: true,
    });
  } else {
    const n = Math.max(2, Math.round(uw / 3.2));
    const slot = uw / n;
    const woodStrip = chance(rng, 0.5);
    for (let i = 0; i < n; i++) {
      const x = up.x0 + slot * i + slot * 0.2;
      if (woodStrip) {
        svg.poly(
          projAll(c, [
            [x + slot * 0.6, 3.45, up.z0 - 0.01],
            [x + slot * 0.6 + 0.5, 3.45, up.z0 - 0.01],
            [x + slot * 0.6 + 0.5, 6.6, up.z0 - 0.01],
            [x + slot * 0.6, 6.6, up.z0 - 0.01],
          ]),
          mix(wood, env.shadow, env.shadowMix * 0.3),
        );
      }
      frontWindow(svg, c, env, kit, up.z0, x, 3.7, x + slot * 0.55, 6.25, {
        frame: "#3a3a3c",
        wall: white,
        mullions: 0,
        sill: false,
        depth: 0.3,
        lit: chance(rng, 0.7),
      });
    }
  }
  if (c.x < up.x0 || c.x > up.x1) {
    const sxp = c.x < up.x0 ? up.x0 - 0.01 : up.x1 + 0.01;
    svg.poly(
      projAll(c, [
        [sxp, 4.0, up.z0 + 1.2],
        [sxp, 4.0, up.z0 + 4.2],
        [sxp, 6.1, up.z0 + 4.2],
        [sxp, 6.1, up.z0 + 1.2],
      ]),
      kit.glass,
    );
  }
  // Soft shadow of the cantilever on the lower façade.
  const sx0 = Math.max(up.x0, low.x0);
  const sx1 = Math.min(up.x1, low.x1);
  svg.poly(
    projAll(c, [
      [sx0, 3.3, low.z0 - 0.01],
      [sx1, 3.3, low.z0 - 0.01],
      [sx1, 2.7, low.z0 - 0.01],
      [sx0, 2.7, low.z0 - 0.01],
    ]),
    svg.box([
      [0, env.shadow, 0.3],
      [1, env.shadow, 0],
    ]),
  );

  // Trees beside the house and a planted bed along the façade.
  for (const x of [
    Math.min(low.x0, up.x0) - rand(rng, 1.5, 3.5),
    Math.max(low.x1, up.x1) + rand(rng, 1.5, 3.5),
  ]) {
    const z = z0 + rand(rng, -1, 2);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    const kind = rng();
    if (kind < 0.5) palm(svg, env, rng, p[0], p[1], s, rand(rng, 7, 10));
    else if (kind < 0.8) olive(svg, env, rng, p[0], p[1], s, rand(rng, 4.5, 6));
    else cypress(svg, env, p[0], p[1], s, rand(rng, 7, 10));
  }
  const bedZ = z0 - 0.7;
  const beds = randInt(rng, 2, 4);
  for (let i = 0; i < beds; i++) {
    const x = low.x0 + ((i + 0.5) / beds) * wLow + rand(rng, -0.8, 0.8);
    const p = proj(c, [x, 0, bedZ]);
    const s = scaleAt(c, [x, 0, bedZ]);
    if (chance(rng, 0.35)) bougainvillea(svg, env, rng, p[0], p[1], s * 2.2, s * 1.1);
    else shrub(svg, env, rng, p[0], p[1], s * rand(rng, 1.6, 2.6), s * 0.8);
  }

  // Pool.
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

  // Sun loungers between the pool and the house, pointing at the water.
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

  // Foreground planters at the sides.
  for (const sideX of [-1, 1]) {
    if (!chance(rng, 0.7)) continue;
    const z = rand(rng, 3, 4.5);
    const x = z * Math.tan(yaw) + sideX * rand(rng, 3.2, 4.5);
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    if (chance(rng, 0.5)) shrub(svg, env, rng, p[0], p[1], s * 2.2, s * 0.9);
    else {
      box(
        svg,
        c,
        env,
        { x0: x - 0.35, x1: x + 0.35, y0: 0, y1: 0.6, z0: z - 0.35, z1: z + 0.35 },
        "#d9d0c2",
      );
      const t = proj(c, [x, 0.6, z]);
      olive(svg, env, rng, t[0], t[1], s, 1.6);
    }
  }
  finish(ctx);
}
