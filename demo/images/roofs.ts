// Tiled roofs and chimneys over a building's box, in world coordinates (metres) drawn through
// the camera.
import { type Camera, proj } from "./camera";
import { darken, lighten } from "./color";
import type { Env, V3 } from "./env";
import { box, face } from "./space";
import type { Svg } from "./svg";

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
