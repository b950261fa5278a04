// The floors of a façade block (facade.ts): the ground floor with its shop windows, lobby door or
// plain windows, and each upper floor with its windows, blinds, balconies and plants.
import { type Camera, proj, projAll, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import type { FacadeSpec } from "./facade";
import { frontDoor, frontWindow, glassBalcony, ironBalcony } from "./openings";
import { shrub } from "./plants";
import { chance, pick, rand } from "./rng";
import { box } from "./space";
import type { Pt } from "./svg";

/** A quad on the façade's plane (z, or just in front of the wall), in picture coordinates. */
export type FacadeQuad = (x0: number, y0: number, x1: number, y1: number, z?: number) => Pt[];

/** The plane the floors are drawn on, just in front of the block's front wall. */
export function facadePlane(c: Camera, s: FacadeSpec): { zf: number; q: FacadeQuad } {
  const zf = s.z - 0.005;
  const q: FacadeQuad = (x0, y0, x1, y1, z = zf) =>
    projAll(c, [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ]);
  return { zf, q };
}

/** The ground floor: its plinth, and shop windows with a lobby door, or plain windows. */
export function groundFloor(ctx: Ctx, c: Camera, s: FacadeSpec, litShare: number): void {
  const { svg, env, kit, rng } = ctx;
  const modern = s.style === "modern";
  const { zf, q } = facadePlane(c, s);

  const base = modern ? mix("#6f6a64", s.wall, 0.2) : mix("#d7cdbb", s.trim, 0.3);
  svg.poly(q(s.x0, 0, s.x1, s.groundH), mix(base, env.shadow, env.shadowMix * 0.3));
  if (!modern) {
    for (let y = 0.45; y < s.groundH; y += 0.45) {
      const a = proj(c, [s.x0, y, zf - 0.005]);
      const b = proj(c, [s.x1, y, zf - 0.005]);
      svg.line(a[0], a[1], b[0], b[1], darken(base, 0.18), 1, { opacity: 0.45 });
    }
  }
  box(
    svg,
    c,
    env,
    {
      x0: s.x0 - 0.05,
      x1: s.x1 + 0.05,
      y0: s.groundH - 0.25,
      y1: s.groundH,
      z0: s.z - 0.18,
      z1: s.z,
    },
    lighten(modern ? s.wall : s.trim, 0.1),
  );
  const w = s.x1 - s.x0;
  if (s.ground === "shop" || s.ground === "lobby") {
    const units = Math.max(1, Math.round(w / 5.5));
    const uw = w / units;
    const door = Math.floor(rng() * units);
    for (let i = 0; i < units; i++) {
      const a = s.x0 + i * uw + 0.5;
      const b = s.x0 + (i + 1) * uw - 0.5;
      if (i === door && s.ground === "lobby") {
        frontDoor(
          svg,
          c,
          env,
          kit,
          s.z,
          a + uw * 0.18,
          b - uw * 0.18,
          Math.min(3.2, s.groundH - 0.6),
          {
            color: modern ? "#3a3a3c" : pick(rng, ["#4a3b2f", "#2f4a3f", "#3a3f52"]),
            wall: base,
            glazed: true,
            transom: !modern,
          },
        );
      } else {
        frontWindow(svg, c, env, kit, s.z, a, 0.35, b, s.groundH - 0.7, {
          frame: modern ? "#2f3033" : darken(s.trim, 0.4),
          wall: base,
          mullions: 1,
          sill: false,
          depth: 0.25,
          lit: true,
        });
      }
    }
  } else {
    const cw = w / s.cols;
    for (let i = 0; i < s.cols; i++) {
      const cx = s.x0 + cw * (i + 0.5);
      frontWindow(svg, c, env, kit, s.z, cx - 0.55, 1.1, cx + 0.55, s.groundH - 0.8, {
        frame: s.frame,
        wall: base,
        mullions: 1,
        transoms: 1,
        lit: chance(rng, litShare),
        surround: modern ? undefined : lighten(s.trim, 0.1),
      });
    }
  }
}

/** Upper floor `f` (0 is the first above the ground floor): its windows and balconies. */
export function upperFloor(ctx: Ctx, c: Camera, s: FacadeSpec, f: number, litShare: number): void {
  const { svg, env, kit, rng } = ctx;
  const modern = s.style === "modern";
  const { q } = facadePlane(c, s);
  const w = s.x1 - s.x0;
  const cw = w / s.cols;
  const y = s.groundH + f * s.floorH;
  if (modern) {
    // Slab edge band.
    box(
      svg,
      c,
      env,
      { x0: s.x0, x1: s.x1, y0: y - 0.05, y1: y + 0.3, z0: s.z - 0.06, z1: s.z },
      lighten(s.wall, 0.15),
    );
  }
  const balc = s.balconies;
  const continuous = modern && (balc === "glass" || (balc === "glass-alt" && f % 2 === 0));
  for (let i = 0; i < s.cols; i++) {
    const cx = s.x0 + cw * (i + 0.5);
    const lit = chance(rng, litShare);
    if (modern) {
      const ww = cw * 0.78;
      frontWindow(svg, c, env, kit, s.z, cx - ww / 2, y + 0.3, cx + ww / 2, y + s.floorH - 0.35, {
        frame: s.frame,
        wall: s.wall,
        mullions: ww > 2.4 ? 2 : 1,
        sill: false,
        depth: 0.3,
        lit,
        curtain: chance(rng, 0.4),
      });
      // Roller blind partly down.
      if (chance(rng, 0.35)) {
        const down = rand(rng, 0.15, 0.6) * (s.floorH - 0.65);
        svg.poly(
          q(cx - ww / 2, y + s.floorH - 0.35 - down, cx + ww / 2, y + s.floorH - 0.35, s.z + 0.28),
          mix("#d8d4cc", env.shadow, env.shadowMix * 0.5),
        );
      }
    } else {
      const ww = Math.min(1.3, cw * 0.48);
      const french = balc === "iron-all" || (balc === "iron-first" && f === 0);
      const y0 = french ? y + 0.05 : y + 0.85;
      const y1 = y + s.floorH - 0.55;
      frontWindow(svg, c, env, kit, s.z, cx - ww / 2, y0, cx + ww / 2, y1, {
        frame: s.frame,
        wall: s.wall,
        mullions: 1,
        transoms: french ? 2 : 1,
        shutters: s.shutters,
        surround: s.style === "azulejo" ? "#f4f0e8" : s.trim,
        sill: !french,
        lit,
        curtain: chance(rng, 0.5),
      });
      if (french)
        ironBalcony(svg, c, env, s.z, cx - ww / 2 - 0.3, cx + ww / 2 + 0.3, y + 0.02, {
          slab: lighten(s.trim, 0.2),
        });
    }
  }
  if (continuous) {
    glassBalcony(svg, c, env, kit, s.z, s.x0 + 0.3, s.x1 - 0.3, y + 0.05, {
      slab: lighten(s.wall, 0.15),
      depth: 1.6,
    });
    if (s.plants) {
      for (let i = 0; i < s.cols; i++) {
        if (!chance(rng, 0.3)) continue;
        const x = s.x0 + cw * (i + 0.2 + rng() * 0.6);
        const p = proj(c, [x, y + 0.05, s.z - 1.1]);
        const sc = scaleAt(c, [x, 0, s.z - 1.1]);
        shrub(svg, env, rng, p[0], p[1], sc * 0.9, sc * 0.7);
      }
    }
  } else if (modern && balc === "glass-alt") {
    for (let i = 0; i < s.cols; i += 2) {
      const cx = s.x0 + cw * (i + 0.5);
      glassBalcony(svg, c, env, kit, s.z, cx - cw * 0.45, cx + cw * 0.45, y + 0.05, {
        slab: lighten(s.wall, 0.15),
        depth: 1.2,
      });
    }
  }
}
