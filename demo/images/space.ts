// Solids seen through the camera (camera.ts): lit faces, boxes and the shadows they cast.
import { type Camera, projPoly } from "./camera";
import { dot, type Env, norm, shade, type V3 } from "./env";
import type { Attrs, Pt, Svg } from "./svg";

function sub(a: V3, b: V3): V3 {
  return [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
}

function cross(a: V3, b: V3): V3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}

function centroid(list: readonly V3[]): V3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of list) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  const k = list.length || 1;
  return [x / k, y / k, z / k];
}

/** Normal of a planar polygon, oriented away from the given inside point. */
export function normalAway(list: readonly V3[], inside: V3): V3 {
  const a = list[0];
  const b = list[1];
  const d = list[2];
  if (!a || !b || !d) return [0, 0, -1];
  let nrm = norm(cross(sub(b, a), sub(d, a)));
  if (dot(nrm, sub(centroid(list), inside)) < 0) nrm = [-nrm[0], -nrm[1], -nrm[2]];
  return nrm;
}

export function facesCamera(c: Camera, list: readonly V3[], normal: V3): boolean {
  const p = list[0];
  if (!p) return false;
  return dot(normal, [c.x - p[0], c.eye - p[1], c.z - p[2]]) > 1e-6;
}

export interface FaceOpts {
  /** Draw even when facing away (for open boxes, water, etc.). */
  always?: boolean;
  /** Skip lighting: use the colour as is. */
  flat?: boolean;
  extraLight?: number;
  attrs?: Attrs;
}

/** Draws a lit planar polygon if it faces the camera. Returns whether it was drawn. */
export function face(
  svg: Svg,
  c: Camera,
  env: Env,
  list: readonly V3[],
  normal: V3,
  color: string,
  o: FaceOpts = {},
): boolean {
  if (!o.always && !facesCamera(c, list, normal)) return false;
  const fill = o.flat || color.startsWith("url") ? color : shade(env, color, normal, o.extraLight);
  svg.poly(projPoly(c, list), fill, o.attrs);
  return true;
}

export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxColors {
  base: string;
  top?: string;
  front?: string;
  side?: string;
  bottom?: string;
}

export type BoxFace = "front" | "back" | "left" | "right" | "top" | "bottom";

export function boxFaces(b: Box): Record<BoxFace, { pts: V3[]; normal: V3 }> {
  const { x0, x1, y0, y1, z0, z1 } = b;
  return {
    front: {
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      normal: [0, 0, -1],
    },
    back: {
      pts: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      normal: [0, 0, 1],
    },
    left: {
      pts: [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      normal: [-1, 0, 0],
    },
    right: {
      pts: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      normal: [1, 0, 0],
    },
    top: {
      pts: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      normal: [0, 1, 0],
    },
    bottom: {
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      normal: [0, -1, 0],
    },
  };
}

/** Draws the visible faces of an axis-aligned box. Returns the list of faces drawn. */
export function box(
  svg: Svg,
  c: Camera,
  env: Env,
  b: Box,
  colors: BoxColors | string,
  o: FaceOpts = {},
): BoxFace[] {
  const col: BoxColors = typeof colors === "string" ? { base: colors } : colors;
  const faces = boxFaces(b);
  const drawn: BoxFace[] = [];
  const order: BoxFace[] = ["bottom", "back", "left", "right", "top", "front"];
  for (const name of order) {
    const fc = faces[name];
    const color =
      (name === "top"
        ? col.top
        : name === "front"
          ? col.front
          : name === "bottom"
            ? col.bottom
            : name === "back"
              ? col.front
              : col.side) ?? col.base;
    if (face(svg, c, env, fc.pts, fc.normal, color, { ...o, always: false })) drawn.push(name);
  }
  return drawn;
}

export function hull(points: Pt[]): Pt[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const crossZ = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const q of p) {
    while (lower.length >= 2) {
      const a = lower[lower.length - 2];
      const b = lower[lower.length - 1];
      if (a && b && crossZ(a, b, q) <= 0) lower.pop();
      else break;
    }
    lower.push(q);
  }
  const upper: Pt[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    if (!q) continue;
    while (upper.length >= 2) {
      const a = upper[upper.length - 2];
      const b = upper[upper.length - 1];
      if (a && b && crossZ(a, b, q) <= 0) upper.pop();
      else break;
    }
    upper.push(q);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Shadow cast by a box on the horizontal plane y = ground, along the sun direction. */
export function boxShadow(
  svg: Svg,
  c: Camera,
  env: Env,
  b: Box,
  ground = 0,
  opacity = 0.28,
  color?: string,
): void {
  const s = env.sunDir;
  if (s[1] <= 0.02) return;
  const corners: V3[] = [];
  for (const x of [b.x0, b.x1])
    for (const y of [b.y0, b.y1]) for (const z of [b.z0, b.z1]) corners.push([x, y, z]);
  const flat: Pt[] = corners.map((p) => {
    const t = Math.max(0, (p[1] - ground) / s[1]);
    return [p[0] - s[0] * t, p[2] - s[2] * t];
  });
  const h = hull(flat);
  svg.poly(
    projPoly(
      c,
      h.map(([x, z]) => [x, ground, z] as V3),
    ),
    color ?? env.shadow,
    { opacity },
  );
}
