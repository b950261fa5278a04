// Furniture standing on a room's floor, as boxes in world coordinates (metres): rugs, sofas,
// tables, poufs, and the soft shadow each casts on the floor.
import { projAll, projPoly } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import type { V3 } from "./env";
import { chance } from "./rng";
import type { Room } from "./room";
import { type Box, box, hull } from "./space";

/** Rug lying on the floor, with a border. */
export function rug(
  ctx: Ctx,
  r: Room,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  color: string,
  border: string,
): void {
  const { svg } = ctx;
  const q = (a: number, b: number, cc: number, d: number) =>
    projPoly(r.c, [
      [a, 0.004, b],
      [cc, 0.004, b],
      [cc, 0.004, d],
      [a, 0.004, d],
    ]);
  svg.poly(q(x0, z0, x1, z1), mix(color, r.env.shadow, 0.1));
  const m = 0.12;
  svg.poly(q(x0 + m, z0 + m, x1 - m, z1 - m), "none", {
    stroke: border,
    "stroke-width": 3,
    opacity: 0.6,
  });
}

/** Sofa facing the camera, back toward +z. */
export function sofa(
  ctx: Ctx,
  r: Room,
  x0: number,
  x1: number,
  z0: number,
  fabric: string,
  pillows: readonly string[],
): void {
  const { svg, rng } = ctx;
  const { c } = r;
  const e = r.env;
  const d = 0.95;
  const z1 = z0 + d;
  const legs = "#4a3b30";
  shadowOnFloor(ctx, r, { x0, x1, y0: 0, y1: 0.8, z0, z1 });
  for (const x of [x0 + 0.1, x1 - 0.14])
    box(svg, c, e, { x0: x, x1: x + 0.04, y0: 0, y1: 0.12, z0: z0 + 0.08, z1: z0 + 0.12 }, legs);
  box(svg, c, e, { x0, x1, y0: 0.1, y1: 0.8, z0: z1 - 0.22, z1 }, fabric);
  box(svg, c, e, { x0, x1, y0: 0.1, y1: 0.28, z0, z1 }, darken(fabric, 0.05));
  const arm = 0.2;
  const inner0 = x0 + arm;
  const inner1 = x1 - arm;
  const seats = x1 - x0 > 2.2 ? 3 : 2;
  const sw = (inner1 - inner0) / seats;
  for (let i = 0; i < seats; i++) {
    box(
      svg,
      c,
      e,
      {
        x0: inner0 + i * sw + 0.01,
        x1: inner0 + (i + 1) * sw - 0.01,
        y0: 0.5,
        y1: 0.78,
        z0: z1 - 0.4,
        z1: z1 - 0.2,
      },
      lighten(fabric, 0.05),
    );
  }
  for (let i = 0; i < seats; i++) {
    box(
      svg,
      c,
      e,
      {
        x0: inner0 + i * sw + 0.01,
        x1: inner0 + (i + 1) * sw - 0.01,
        y0: 0.28,
        y1: 0.44,
        z0: z0 + 0.02,
        z1: z1 - 0.22,
      },
      lighten(fabric, 0.08),
    );
  }
  for (const [a, b] of [
    [x0, x0 + arm],
    [x1 - arm, x1],
  ] as const) {
    box(svg, c, e, { x0: a, x1: b, y0: 0.1, y1: 0.62, z0, z1 }, fabric);
  }
  // Throw pillows.
  const n = Math.min(pillows.length, seats + (chance(rng, 0.5) ? 1 : 0));
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const px = inner0 + 0.25 + t * (inner1 - inner0 - 0.5);
    box(
      svg,
      c,
      e,
      { x0: px - 0.2, x1: px + 0.2, y0: 0.44, y1: 0.82, z0: z1 - 0.5, z1: z1 - 0.4 },
      pillows[i] ?? fabric,
    );
  }
}

export function shadowOnFloor(ctx: Ctx, r: Room, b: Box, opacity = 0.16): void {
  const grow = 0.12;
  ctx.svg.poly(
    projPoly(r.c, [
      [b.x0 - grow, 0.003, b.z0 - grow * 0.5],
      [b.x1 + grow, 0.003, b.z0 - grow * 0.5],
      [b.x1 + grow, 0.003, b.z1 + grow],
      [b.x0 - grow, 0.003, b.z1 + grow],
    ]),
    r.env.shadow,
    { opacity },
  );
}

/** Rectangular table with four legs. */
export function table(ctx: Ctx, r: Room, b: Box, top: string, legColor: string): void {
  const { svg } = ctx;
  const e = r.env;
  shadowOnFloor(ctx, r, b, 0.12);
  const t = 0.05;
  const legs: [number, number][] = [
    [b.x0 + 0.05, b.z1 - 0.1],
    [b.x1 - 0.1, b.z1 - 0.1],
    [b.x0 + 0.05, b.z0 + 0.05],
    [b.x1 - 0.1, b.z0 + 0.05],
  ];
  for (const [x, z] of legs)
    box(
      svg,
      r.c,
      e,
      { x0: x, x1: x + 0.05, y0: b.y0, y1: b.y1 - t, z0: z, z1: z + 0.05 },
      legColor,
    );
  box(svg, r.c, e, { ...b, y0: b.y1 - t }, top);
}

/** Round table / stool top approximated by a polygon; pedestal underneath. */
export function roundTable(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  radius: number,
  h: number,
  top: string,
  base: string,
): void {
  const { svg } = ctx;
  const e = r.env;
  const ring = (y: number, rad: number): V3[] => {
    const out: V3[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      out.push([x + Math.cos(a) * rad, y, z + Math.sin(a) * rad]);
    }
    return out;
  };
  svg.poly(projPoly(r.c, ring(0.003, radius * 1.1)), e.shadow, { opacity: 0.15 });
  box(
    svg,
    r.c,
    e,
    { x0: x - 0.06, x1: x + 0.06, y0: 0, y1: h - 0.04, z0: z - 0.06, z1: z + 0.06 },
    base,
  );
  svg.poly(projAll(r.c, ring(0, radius * 0.45)), base);
  svg.poly(projAll(r.c, ring(h - 0.04, radius)), darken(top, 0.15));
  svg.poly(projAll(r.c, ring(h, radius)), mix(top, "#ffffff", 0.08));
}

/** Upholstered cylinder (pouf / round ottoman). */
export function pouf(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  radius: number,
  h: number,
  color: string,
): void {
  const { svg } = ctx;
  const ring = (y: number, rad: number): V3[] => {
    const out: V3[] = [];
    for (let i = 0; i < 28; i++) {
      const a = (i / 28) * Math.PI * 2;
      out.push([x + Math.cos(a) * rad, y, z + Math.sin(a) * rad]);
    }
    return out;
  };
  svg.poly(projPoly(r.c, ring(0.003, radius * 1.15)), r.env.shadow, { opacity: 0.16 });
  svg.poly(
    hull([...projAll(r.c, ring(0, radius)), ...projAll(r.c, ring(h, radius))]),
    mix(color, r.env.shadow, 0.2),
  );
  svg.poly(projAll(r.c, ring(h, radius)), lighten(color, 0.08));
}
