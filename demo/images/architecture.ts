// Building parts in world coordinates (metres), drawn through the camera.
// Façades are planes z = const facing the camera (normal -z).
import { type Camera, proj, projAll } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Env, V3 } from "./env";
import { chance, type Rng, rand } from "./rng";
import { box, face } from "./space";
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

/** Projected quad on the façade plane z. */
function quad(c: Camera, z: number, x0: number, y0: number, x1: number, y1: number) {
  return projAll(c, [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]);
}

export interface WindowOpts {
  /** Frame / muntin colour. */
  frame: string;
  /** Wall colour around, used for the reveal. */
  wall: string;
  depth?: number;
  /** Vertical + horizontal muntins count. */
  mullions?: number;
  transoms?: number;
  shutters?: string;
  surround?: string;
  sill?: boolean;
  lit?: boolean;
  /** Sheer curtain inside. */
  curtain?: boolean;
}

/** A recessed window or glazed door on a façade plane z. */
export function frontWindow(
  svg: Svg,
  c: Camera,
  env: Env,
  kit: Kit,
  z: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  o: WindowOpts,
): void {
  const d = o.depth ?? 0.18;
  const w = x1 - x0;
  const h = y1 - y0;
  if (o.surround) {
    const m = Math.min(w, h) * 0.12;
    svg.poly(quad(c, z, x0 - m, y0 - m * 0.5, x1 + m, y1 + m), shade0(env, o.surround));
  }
  if (o.shutters) {
    const sw = w / 2;
    const col = mix(o.shutters, env.shadow, env.shadowMix * 0.5);
    for (const [a, b] of [
      [x0 - sw - 0.04, x0 - 0.04],
      [x1 + 0.04, x1 + sw + 0.04],
    ] as const) {
      svg.poly(quad(c, z - 0.03, a, y0, b, y1), col);
      const slats = Math.max(4, Math.round(h / 0.14));
      const segs: [number, number, number, number][] = [];
      for (let i = 1; i < slats; i++) {
        const yy = y0 + (h * i) / slats;
        const p0 = proj(c, [a + 0.03, yy, z - 0.03]);
        const p1 = proj(c, [b - 0.03, yy, z - 0.03]);
        segs.push([p0[0], p0[1], p1[0], p1[1]]);
      }
      svg.lines(segs, darken(col, 0.25), Math.max(0.6, (c.f / Math.max(1, z - c.z)) * 0.025), {
        opacity: 0.7,
      });
    }
  }
  // Reveal (the recess), then the glass further back.
  svg.poly(quad(c, z, x0, y0, x1, y1), mix(darken(o.wall, 0.28), env.shadow, 0.3));
  const gz = z + d;
  const lit = (o.lit ?? false) && kit.lightsOn;
  svg.poly(quad(c, gz, x0, y0, x1, y1), lit ? kit.glassLit : kit.glass);
  if (o.curtain)
    svg.poly(quad(c, gz, x0, y0, x1, y1), lit ? "#fff1d6" : "#f4efe6", { opacity: 0.35 });
  if (!lit) {
    const sx0 = x0 + w * 0.15;
    svg.poly(
      projAll(c, [
        [sx0, y0, gz],
        [sx0 + w * 0.25, y0, gz],
        [sx0 + w * 0.55, y1, gz],
        [sx0 + w * 0.3, y1, gz],
      ]),
      kit.streak,
      { opacity: 0.6 },
    );
  }
  const fw = Math.max(0.04, Math.min(w, h) * 0.045);
  const frame = mix(o.frame, env.shadow, env.shadowMix * 0.3);
  const frameAt = (a: number, b: number, cc: number, e: number) =>
    svg.poly(quad(c, gz - 0.01, a, b, cc, e), frame);
  frameAt(x0, y0, x1, y0 + fw);
  frameAt(x0, y1 - fw, x1, y1);
  frameAt(x0, y0, x0 + fw, y1);
  frameAt(x1 - fw, y0, x1, y1);
  const mull = o.mullions ?? 1;
  for (let i = 1; i <= mull; i++) {
    const xm = x0 + (w * i) / (mull + 1);
    frameAt(xm - fw * 0.4, y0, xm + fw * 0.4, y1);
  }
  const tr = o.transoms ?? 0;
  for (let i = 1; i <= tr; i++) {
    const ym = y1 - (h * i) / (tr + 1.6);
    frameAt(x0, ym - fw * 0.35, x1, ym + fw * 0.35);
  }
  if (o.sill ?? true) {
    box(
      svg,
      c,
      env,
      { x0: x0 - 0.08, x1: x1 + 0.08, y0: y0 - 0.08, y1: y0, z0: z - 0.07, z1: z },
      lighten(o.surround ?? o.wall, 0.3),
    );
  }
}

function shade0(env: Env, color: string): string {
  return mix(color, env.shadow, env.shadowMix * 0.35);
}

/** A panelled or glazed front door. */
export function frontDoor(
  svg: Svg,
  c: Camera,
  env: Env,
  kit: Kit,
  z: number,
  x0: number,
  x1: number,
  h: number,
  o: { color: string; wall: string; surround?: string; glazed?: boolean; transom?: boolean },
): void {
  const w = x1 - x0;
  if (o.surround) svg.poly(quad(c, z, x0 - 0.18, 0, x1 + 0.18, h + 0.2), shade0(env, o.surround));
  svg.poly(quad(c, z, x0, 0, x1, h), mix(darken(o.wall, 0.3), env.shadow, 0.3));
  const dz = z + 0.15;
  const door = mix(o.color, env.shadow, env.shadowMix * 0.5);
  const top = o.transom ? h - 0.5 : h;
  svg.poly(quad(c, dz, x0, 0, x1, top), door);
  if (o.transom) {
    svg.poly(
      quad(c, dz, x0 + 0.05, top + 0.06, x1 - 0.05, h - 0.05),
      kit.lightsOn ? kit.glassLit : kit.glass,
    );
  }
  if (o.glazed) {
    svg.poly(
      quad(c, dz - 0.01, x0 + w * 0.15, top * 0.45, x1 - w * 0.15, top * 0.9),
      kit.lightsOn ? kit.glassLit : kit.glass,
    );
  } else {
    const panel = darken(door, 0.12);
    const halves = w > 1.3 ? 2 : 1;
    for (let i = 0; i < halves; i++) {
      const a = x0 + (w / halves) * i + 0.1;
      const b = x0 + (w / halves) * (i + 1) - 0.1;
      svg.poly(quad(c, dz - 0.01, a, 0.2, b, top * 0.45), panel);
      svg.poly(quad(c, dz - 0.01, a, top * 0.52, b, top - 0.15), panel);
    }
  }
  const k = proj(c, [x1 - 0.14, 1.05, dz - 0.02]);
  svg.circle(k[0], k[1], Math.max(1.2, (c.f / Math.max(1, z - c.z)) * 0.035), "#c9a86a");
}

/** Modern glass balcony slab, projecting `depth` from the façade at z. floorY is the slab top. */
export function glassBalcony(
  svg: Svg,
  c: Camera,
  env: Env,
  kit: Kit,
  z: number,
  x0: number,
  x1: number,
  floorY: number,
  o: { depth?: number; slab: string; rail?: string },
): void {
  const d = o.depth ?? 1.4;
  const zf = z - d;
  box(svg, c, env, { x0, x1, y0: floorY - 0.22, y1: floorY, z0: zf, z1: z }, o.slab);
  const gh = 1.05;
  const glassFill = kit.glass;
  // Side panels, then the front.
  const left: V3[] = [
    [x0 + 0.02, floorY, z],
    [x0 + 0.02, floorY, zf],
    [x0 + 0.02, floorY + gh, zf],
    [x0 + 0.02, floorY + gh, z],
  ];
  const right: V3[] = left.map((p) => [x1 - 0.02, p[1], p[2]] as V3);
  svg.poly(projAll(c, left), glassFill, { opacity: 0.35 });
  svg.poly(projAll(c, right), glassFill, { opacity: 0.35 });
  svg.poly(quad(c, zf, x0, floorY, x1, floorY + gh), glassFill, { opacity: 0.45 });
  const rail = mix(o.rail ?? "#d9dde0", env.shadow, 0.2);
  const a = proj(c, [x0, floorY + gh, zf]);
  const b = proj(c, [x1, floorY + gh, zf]);
  const s = c.f / Math.max(1, zf - c.z);
  svg.line(a[0], a[1], b[0], b[1], rail, Math.max(1, s * 0.05));
  const a2 = proj(c, [x0, floorY + gh, z]);
  const b2 = proj(c, [x1, floorY + gh, z]);
  svg.line(a[0], a[1], a2[0], a2[1], rail, Math.max(1, s * 0.04));
  svg.line(b[0], b[1], b2[0], b2[1], rail, Math.max(1, s * 0.04));
}

/** Classic wrought-iron balcony with a thin stone slab. */
export function ironBalcony(
  svg: Svg,
  c: Camera,
  env: Env,
  z: number,
  x0: number,
  x1: number,
  floorY: number,
  o: { depth?: number; slab: string; iron?: string },
): void {
  const d = o.depth ?? 0.55;
  const zf = z - d;
  box(svg, c, env, { x0, x1, y0: floorY - 0.14, y1: floorY, z0: zf, z1: z }, o.slab);
  const iron = o.iron ?? "#2c3138";
  const s = c.f / Math.max(1, zf - c.z);
  const sw = Math.max(0.8, s * 0.025);
  const h = 0.95;
  const top0 = proj(c, [x0, floorY + h, zf]);
  const top1 = proj(c, [x1, floorY + h, zf]);
  const bars = Math.max(4, Math.round((x1 - x0) / 0.13));
  const segs: [number, number, number, number][] = [];
  for (let i = 0; i <= bars; i++) {
    const x = x0 + ((x1 - x0) * i) / bars;
    const p = proj(c, [x, floorY, zf]);
    const q = proj(c, [x, floorY + h, zf]);
    segs.push([p[0], p[1], q[0], q[1]]);
  }
  svg.lines(segs, iron, sw);
  const mid0 = proj(c, [x0, floorY + 0.12, zf]);
  const mid1 = proj(c, [x1, floorY + 0.12, zf]);
  const heavy: [number, number, number, number][] = [
    [mid0[0], mid0[1], mid1[0], mid1[1]],
    [top0[0], top0[1], top1[0], top1[1]],
  ];
  for (const x of [x0, x1]) {
    const p = proj(c, [x, floorY + h, zf]);
    const q = proj(c, [x, floorY + h, z]);
    heavy.push([p[0], p[1], q[0], q[1]]);
  }
  svg.lines(heavy, iron, sw * 1.8);
}

/** Hip or gable roof on top of a box footprint. Returns the roof ridge height. */
export function roof(
  svg: Svg,
  c: Camera,
  env: Env,
  b: { x0: number; x1: number; z0: number; z1: number; y: number },
  o: {
    height: number;
    overhang?: number;
    color: string;
    type?: "hip" | "gable";
    wall?: string;
    gableEnds?: boolean;
  },
): void {
  const ov = o.overhang ?? 0.35;
  const x0 = b.x0 - ov;
  const x1 = b.x1 + ov;
  const z0 = b.z0 - ov;
  const z1 = b.z1 + ov;
  const y = b.y;
  const top = y + o.height;
  const zm = (z0 + z1) / 2;
  const half = (z1 - z0) / 2;
  const type = o.type ?? "hip";
  let r0 = type === "hip" ? x0 + half : x0;
  let r1 = type === "hip" ? x1 - half : x1;
  if (r0 > r1) {
    r0 = (x0 + x1) / 2;
    r1 = r0;
  }
  const color = o.color;
  // Fascia band under the eaves.
  box(
    svg,
    c,
    env,
    { x0, x1, y0: y - 0.16, y1: y, z0, z1 },
    { base: lighten(o.wall ?? "#f2eee6", 0.1), bottom: darken(o.wall ?? "#f2eee6", 0.25) },
  );
  const E00: V3 = [x0, y, z0];
  const E10: V3 = [x1, y, z0];
  const E11: V3 = [x1, y, z1];
  const E01: V3 = [x0, y, z1];
  const R0: V3 = [r0, top, zm];
  const R1: V3 = [r1, top, zm];
  const inside: V3 = [(x0 + x1) / 2, y + o.height * 0.3, zm];
  const slopeN = (pts: V3[]) => {
    const a = pts[0] as V3;
    const bb = pts[1] as V3;
    const cc = pts[2] as V3;
    const u: V3 = [bb[0] - a[0], bb[1] - a[1], bb[2] - a[2]];
    const v: V3 = [cc[0] - a[0], cc[1] - a[1], cc[2] - a[2]];
    let nn: V3 = [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
    const l = Math.hypot(nn[0], nn[1], nn[2]) || 1;
    nn = [nn[0] / l, nn[1] / l, nn[2] / l];
    const m: V3 = [
      pts.reduce((s, p) => s + p[0], 0) / pts.length - inside[0],
      pts.reduce((s, p) => s + p[1], 0) / pts.length - inside[1],
      pts.reduce((s, p) => s + p[2], 0) / pts.length - inside[2],
    ];
    if (nn[0] * m[0] + nn[1] * m[1] + nn[2] * m[2] < 0) nn = [-nn[0], -nn[1], -nn[2]];
    return nn;
  };
  const back = [E11, E01, R0, R1];
  const front = [E00, E10, R1, R0];
  const faces: V3[][] = [back];
  if (type === "hip") {
    faces.push([E01, E00, R0], [E10, E11, R1]);
  }
  faces.push(front);
  for (const f of faces) face(svg, c, env, f, slopeN(f), color);
  if (type === "gable" && (o.gableEnds ?? true)) {
    const wall = o.wall ?? "#f2eee6";
    face(
      svg,
      c,
      env,
      [
        [b.x0, y, b.z0],
        [b.x0, y, b.z1],
        [b.x0, top - 0.1, zm],
      ],
      [-1, 0, 0],
      wall,
    );
    face(
      svg,
      c,
      env,
      [
        [b.x1, y, b.z0],
        [b.x1, y, b.z1],
        [b.x1, top - 0.1, zm],
      ],
      [1, 0, 0],
      wall,
    );
  }
  // Channel tiles: lines running down the visible front slope.
  const frontN = slopeN(front);
  if (frontN[2] < 0) {
    const lineColor = darken(color, 0.3);
    const s = c.f / Math.max(1, z0 - c.z);
    const step = 0.32;
    const segs: [number, number, number, number][] = [];
    for (let x = x0 + step / 2; x < x1; x += step) {
      let t = 1;
      if (x < r0) t = (x - x0) / Math.max(0.01, r0 - x0);
      else if (x > r1) t = (x1 - x) / Math.max(0.01, x1 - r1);
      if (type === "gable") t = 1;
      const p = proj(c, [x, y, z0]);
      const q = proj(c, [x, y + o.height * t, z0 + (zm - z0) * t]);
      segs.push([p[0], p[1], q[0], q[1]]);
    }
    svg.lines(segs, lineColor, Math.max(0.6, s * 0.05), { opacity: 0.45 });
    const ridge0 = proj(c, R0);
    const ridge1 = proj(c, R1);
    if (r1 > r0)
      svg.line(
        ridge0[0],
        ridge0[1],
        ridge1[0],
        ridge1[1],
        darken(color, 0.15),
        Math.max(1, s * 0.12),
      );
    const e0 = proj(c, E00);
    const e1 = proj(c, E10);
    svg.line(e0[0], e0[1], e1[0], e1[1], darken(color, 0.35), Math.max(1, s * 0.1));
  }
}

/** White Algarve-style chimney. */
export function chimney(
  svg: Svg,
  c: Camera,
  env: Env,
  x: number,
  z: number,
  y0: number,
  h: number,
  wall: string,
): void {
  box(
    svg,
    c,
    env,
    { x0: x - 0.35, x1: x + 0.35, y0, y1: y0 + h, z0: z - 0.35, z1: z + 0.35 },
    wall,
  );
  box(
    svg,
    c,
    env,
    { x0: x - 0.48, x1: x + 0.48, y0: y0 + h, y1: y0 + h + 0.14, z0: z - 0.48, z1: z + 0.48 },
    lighten(wall, 0.2),
  );
  const a = proj(c, [x - 0.2, y0 + h * 0.7, z - 0.36]);
  const b = proj(c, [x + 0.2, y0 + h * 0.45, z - 0.36]);
  svg.rect(a[0], a[1], b[0] - a[0], b[1] - a[1], darken(wall, 0.35), { opacity: 0.7 });
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
