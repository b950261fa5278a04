// A tiny pinhole camera: projects world points (metres) to picture coordinates, so buildings and
// rooms get a coherent perspective.
import type { V3 } from "./env";
import type { Pt } from "./svg";

export interface Camera {
  /** Principal point: horizon height cy, centre cx, in picture pixels. */
  cx: number;
  cy: number;
  /** Focal length in pixels. */
  f: number;
  /** Camera position in the world. */
  x: number;
  eye: number;
  z: number;
  /** Rotation around the vertical axis, radians (positive turns the view to the right). */
  yaw: number;
}

export function camera(c: Partial<Camera> & Pick<Camera, "cx" | "cy" | "f">): Camera {
  return { x: 0, eye: 1.6, z: 0, yaw: 0, ...c };
}

function toCam(c: Camera, p: V3): V3 {
  const dx = p[0] - c.x;
  const dz = p[2] - c.z;
  const cos = Math.cos(c.yaw);
  const sin = Math.sin(c.yaw);
  return [dx * cos - dz * sin, p[1] - c.eye, dx * sin + dz * cos];
}

export function depth(c: Camera, p: V3): number {
  return toCam(c, p)[2];
}

export function proj(c: Camera, p: V3): Pt {
  const q = toCam(c, p);
  const z = Math.max(0.05, q[2]);
  return [c.cx + (c.f * q[0]) / z, c.cy - (c.f * q[1]) / z];
}

/** Pixels per metre at the depth of p. */
export function scaleAt(c: Camera, p: V3): number {
  return c.f / Math.max(0.05, toCam(c, p)[2]);
}

export function projAll(c: Camera, list: readonly V3[]): Pt[] {
  return list.map((p) => proj(c, p));
}

const NEAR = 0.25;

/** Projects a segment clipped against the near plane; null when it lies behind the camera. */
export function projSeg(c: Camera, a: V3, b: V3): [number, number, number, number] | null {
  let p = toCam(c, a);
  let q = toCam(c, b);
  if (p[2] < NEAR && q[2] < NEAR) return null;
  const cut = (u: V3, v: V3): V3 => {
    const t = (NEAR - u[2]) / (v[2] - u[2]);
    return [u[0] + (v[0] - u[0]) * t, u[1] + (v[1] - u[1]) * t, NEAR];
  };
  if (p[2] < NEAR) p = cut(p, q);
  else if (q[2] < NEAR) q = cut(q, p);
  return [
    c.cx + (c.f * p[0]) / p[2],
    c.cy - (c.f * p[1]) / p[2],
    c.cx + (c.f * q[0]) / q[2],
    c.cy - (c.f * q[1]) / q[2],
  ];
}

/** Projects a polygon, clipping it against the near plane first (for ground areas reaching the camera). */
export function projPoly(c: Camera, list: readonly V3[]): Pt[] {
  const cam = list.map((p) => toCam(c, p));
  const out: V3[] = [];
  for (let i = 0; i < cam.length; i++) {
    const a = cam[i];
    const b = cam[(i + 1) % cam.length];
    if (!a || !b) continue;
    const ain = a[2] >= NEAR;
    const bin = b[2] >= NEAR;
    if (ain) out.push(a);
    if (ain !== bin) {
      const t = (NEAR - a[2]) / (b[2] - a[2]);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
    }
  }
  return out.map((q) => [c.cx + (c.f * q[0]) / q[2], c.cy - (c.f * q[1]) / q[2]]);
}

/** Ground-plane footprint (x, z) polygon projected to the picture. */
export function groundPoly(c: Camera, list: readonly (readonly [number, number])[], y = 0): Pt[] {
  return projPoly(
    c,
    list.map(([x, z]) => [x, y, z] as V3),
  );
}

/** Camera x that centres the view on the world point (x, z) for the camera's yaw. */
export function aimX(c: Camera, x: number, z: number): number {
  return x - (z - c.z) * Math.tan(c.yaw);
}
