// The villa's house: a white lower volume with a glazed front and wood or stone cladding, and an
// upper volume cantilevered over it, each under its roof slab.
import { proj, projAll } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { frontDoor, frontWindow } from "./openings";
import { chance, rand } from "./rng";
import { type Box, box } from "./space";
import type { Villa } from "./villa";

/** The glazed part of the lower volume's front, which the pool reflects. */
export interface VillaGlass {
  glassX0: number;
  glassW: number;
}

/** Lower volume: roof slab first (its underside hides behind the walls), then the walls. */
export function lowerVolume(ctx: Ctx, v: Villa): VillaGlass {
  const { svg, rng, env, kit } = ctx;
  const { c, depth, wLow, low, upLeft, white, wood, stone } = v;

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
  return { glassX0, glassW };
}

/** Upper volume, and the soft shadow its cantilever casts on the lower façade. */
export function upperVolume(ctx: Ctx, v: Villa): void {
  const { svg, rng, env, kit } = ctx;
  const { c, low, up, white, wood } = v;
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
}
