// Windows, doors and balconies, in world coordinates (metres) drawn through the camera.
// Façades are planes z = const facing the camera (normal -z).

import type { Kit } from "./architecture";
import { type Camera, proj, projAll } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Env, V3 } from "./env";
import { box } from "./space";
import type { Svg } from "./svg";

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
