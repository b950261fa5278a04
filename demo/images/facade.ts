// A multi-storey block of flats or shops, as the apartment and shop scenes draw it: its volume and
// roof, its ground floor and upper floors (facade-floors.ts), and its crown.
import { azulejoPattern } from "./architecture";
import { type Camera, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { facadePlane, groundFloor, upperFloor } from "./facade-floors";
import { pick } from "./rng";
import { roof } from "./roofs";
import { box } from "./space";

export type FacadeStyle = "modern" | "classic" | "azulejo";

export interface FacadeSpec {
  x0: number;
  x1: number;
  z: number;
  floors: number;
  groundH: number;
  floorH: number;
  style: FacadeStyle;
  wall: string;
  trim: string;
  frame: string;
  cols: number;
  balconies: "none" | "iron-first" | "iron-all" | "glass" | "glass-alt";
  shutters?: string;
  ground: "shop" | "lobby" | "plain" | "none";
  roofColor?: string;
  /** Fraction of windows with their lights on at dusk. */
  litShare?: number;
  /** Skip drawing above this height (for neighbours cut by the frame). */
  plants?: boolean;
}

export function facadeTop(s: FacadeSpec): number {
  return s.groundH + s.floors * s.floorH;
}

/** Draws a whole multi-storey block with its windows, balconies and roof. */
export function facadeBlock(ctx: Ctx, c: Camera, s: FacadeSpec): void {
  const { svg, env, rng } = ctx;
  const top = facadeTop(s);
  const depth = 12;
  const modern = s.style === "modern";
  // Roof first (hidden parts go behind the walls).
  if (!modern && s.roofColor) {
    roof(
      svg,
      c,
      env,
      { x0: s.x0, x1: s.x1, z0: s.z, z1: s.z + depth, y: top + 0.6 },
      {
        height: 2.4,
        color: s.roofColor,
        wall: s.trim,
        overhang: 0.25,
        type: "hip",
      },
    );
  }
  box(
    svg,
    c,
    env,
    { x0: s.x0, x1: s.x1, y0: 0, y1: top + (modern ? 1.1 : 0.6), z0: s.z, z1: s.z + depth },
    s.wall,
  );
  const { q } = facadePlane(c, s);
  const litShare = s.litShare ?? 0.55;

  if (s.style === "azulejo") {
    const px = scaleAt(c, [0, 0, s.z]) * 0.16;
    const fill = azulejoPattern(
      svg,
      rng,
      px,
      mix(s.wall, env.shadow, env.shadowMix * 0.3),
      mix(pick(rng, ["#2f5d9a", "#3b6ea8", "#2c6e7c", "#6a7f3a"]), env.shadow, env.shadowMix * 0.3),
    );
    svg.poly(q(s.x0, s.groundH, s.x1, top + 0.6), fill);
  }
  if (s.ground !== "none") groundFloor(ctx, c, s, litShare);
  for (let f = 0; f < s.floors; f++) upperFloor(ctx, c, s, f, litShare);
  crown(ctx, c, s);
}

/** The top of the block: a parapet on a modern one, else a cornice between corner pilasters. */
function crown(ctx: Ctx, c: Camera, s: FacadeSpec): void {
  const { svg, env } = ctx;
  const top = facadeTop(s);
  const modern = s.style === "modern";
  const { q } = facadePlane(c, s);
  if (modern) {
    box(
      svg,
      c,
      env,
      { x0: s.x0 - 0.1, x1: s.x1 + 0.1, y0: top, y1: top + 1.15, z0: s.z - 0.1, z1: s.z + 0.2 },
      lighten(s.wall, 0.12),
    );
  } else {
    box(
      svg,
      c,
      env,
      {
        x0: s.x0 - 0.15,
        x1: s.x1 + 0.15,
        y0: top + 0.3,
        y1: top + 0.6,
        z0: s.z - 0.3,
        z1: s.z + 0.05,
      },
      { base: lighten(s.trim, 0.15), bottom: darken(s.trim, 0.2) },
    );
    // Corner pilasters.
    for (const x of [s.x0, s.x1 - 0.45]) {
      svg.poly(q(x, s.groundH, x + 0.45, top + 0.3), mix(s.trim, env.shadow, env.shadowMix * 0.3));
    }
  }
}
