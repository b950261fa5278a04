// The materials of the buildings: wall, roof-tile, shutter and trim colours, the glass fills a
// scene makes once (its Kit), and azulejo tiles. The parts built of them are in openings.ts
// (windows, doors, balconies) and roofs.ts.
import { lighten, mix } from "./color";
import type { Env } from "./env";
import { chance, type Rng, rand } from "./rng";
import type { Svg } from "./svg";

export const WALLS = {
  white: "#f5f1e8",
  warmWhite: "#f1e9da",
  cream: "#ecdfc4",
  ochre: "#e0b766",
  yellow: "#ebcf7e",
  pink: "#e7b9a9",
  rose: "#dca39a",
  blue: "#aac3d3",
  sage: "#bcc6a6",
  terracotta: "#c9795a",
  grey: "#cfcdc7",
} as const;

export const ROOF_TILES = ["#b9613f", "#c46d48", "#b05a3e", "#c7764f"] as const;
export const SHUTTERS = ["#3f6b5c", "#2f5d7c", "#5b7f8e", "#6b4f3a", "#7d8c6a", "#3d4f6e"] as const;
export const TRIM = ["#2f6aa0", "#d9a23a", "#3f7d8c", "#b8864b"] as const;

export interface Kit {
  glass: string;
  glassLit: string;
  glassDeep: string;
  streak: string;
  lightsOn: boolean;
}

export function makeKit(svg: Svg, env: Env): Kit {
  return {
    glass: svg.box([
      [0, env.glassTop],
      [0.55, mix(env.glassTop, env.glassBottom, 0.6)],
      [1, env.glassBottom],
    ]),
    glassLit: svg.box([
      [0, "#ffe7b0"],
      [1, "#f0a55c"],
    ]),
    glassDeep: svg.box([
      [0, mix("#3a4a5c", env.glassBottom, 0.4)],
      [1, "#26323f"],
    ]),
    streak: svg.box(
      [
        [0, "#ffffff", 0],
        [0.45, "#ffffff", 0.35],
        [0.55, "#ffffff", 0.35],
        [1, "#ffffff", 0],
      ],
      0,
      0,
      1,
      0,
    ),
    lightsOn: env.lightsOn,
  };
}

/** Azulejo tile pattern over a façade quad (a fill referencing a pattern). */
export function azulejoPattern(
  svg: Svg,
  rng: Rng,
  tile: number,
  base: string,
  ink: string,
): string {
  const id = svg.uid("az");
  // Whole-pixel tiles: fractional pattern cells are very slow to rasterise.
  const t = Math.max(4, Math.round(tile));
  const motif = chance(rng, 0.5)
    ? `<circle cx="${t / 2}" cy="${t / 2}" r="${t * 0.22}" fill="none" stroke="${ink}" stroke-width="${t * 0.07}"/><circle cx="0" cy="0" r="${t * 0.18}" fill="${ink}"/><circle cx="${t}" cy="0" r="${t * 0.18}" fill="${ink}"/><circle cx="0" cy="${t}" r="${t * 0.18}" fill="${ink}"/><circle cx="${t}" cy="${t}" r="${t * 0.18}" fill="${ink}"/>`
    : `<path d="M${t / 2},${t * 0.12} L${t * 0.88},${t / 2} L${t / 2},${t * 0.88} L${t * 0.12},${t / 2} Z" fill="none" stroke="${ink}" stroke-width="${t * 0.08}"/><circle cx="${t / 2}" cy="${t / 2}" r="${t * 0.1}" fill="${ink}"/>`;
  svg.def(
    `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse"><rect width="${t}" height="${t}" fill="${base}"/>${motif}<rect width="${t}" height="${t}" fill="none" stroke="${lighten(base, 0.4)}" stroke-width="${t * 0.04}"/></pattern>`,
  );
  return `url(#${id})`;
}

export function randomWall(rng: Rng, palette: readonly string[]): string {
  const base = palette[Math.floor(rng() * palette.length)] ?? WALLS.white;
  return mix(base, rand(rng, 0, 1) > 0.5 ? "#ffffff" : "#e8dcc8", rand(rng, 0, 0.2));
}
