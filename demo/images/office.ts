// The office interior scene: an open-plan floor before a glazed back wall.
import { proj, projAll, scaleAt } from "./camera";
import { type Ctx, finish } from "./common";
import { pottedPlant } from "./decor";
import type { V3 } from "./env";
import { roundTable, table } from "./furniture";
import { chance, pick, rand } from "./rng";
import { drawShell, lightPatch, makeRoom } from "./room";
import { OAK } from "./room-palette";
import { backWindow, type ViewKind } from "./room-windows";
import { box } from "./space";

export function officeInterior(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const r = makeRoom(ctx, {
    width: rand(rng, 9, 11),
    depth: rand(rng, 9, 11),
    height: 3.1,
    light: [rand(rng, -0.4, 0.4), 0.7, -0.8],
    offset: rand(rng, -0.8, 0.8),
    f: 950,
    eye: 1.45,
  });
  drawShell(ctx, r, pick(rng, ["concrete", "oak"] as const));
  const e = r.env;
  const D = r.D;
  // Full-height glazing across the back wall.
  const view: ViewKind = chance(rng, 0.7) ? "city" : "sea";
  backWindow(ctx, r, r.x0 + 0.3, 0.05, r.x1 - 0.3, r.H - 0.15, {
    view,
    outdoor: env,
    mullions: Math.round((r.x1 - r.x0) / 1.6),
    frame: "#45484d",
    rng,
  });
  if (!env.lightsOn) {
    lightPatch(
      ctx,
      r,
      [
        [r.x0 + 0.3, 0.05, D],
        [r.x1 - 0.3, 0.05, D],
        [r.x1 - 0.3, 1.2, D],
        [r.x0 + 0.3, 1.2, D],
      ],
      [env.side * 0.3, -1, -1.1],
      0.14,
    );
  }
  // Ceiling light strips.
  for (const x of [-2.4, 0, 2.4]) {
    svg.poly(
      projAll(r.c, [
        [x - 0.06, r.H - 0.01, 1.2],
        [x + 0.06, r.H - 0.01, 1.2],
        [x + 0.06, r.H - 0.01, D - 0.6],
        [x - 0.06, r.H - 0.01, D - 0.6],
      ]),
      "#fffbf2",
    );
  }
  // Glass meeting room on one side.
  const meetLeft = chance(rng, 0.5);
  const mx0 = meetLeft ? r.x0 : r.x1 - 3.2;
  const mx1 = meetLeft ? r.x0 + 3.2 : r.x1;
  const mz0 = D - 3.6;
  const inner = meetLeft ? mx1 : mx0;
  roundTable(ctx, r, (mx0 + mx1) / 2, D - 1.8, 0.7, 0.74, pick(rng, OAK), "#3a332d");
  const glassPanel = (pts3: V3[]) => {
    svg.poly(projAll(r.c, pts3), "#d6e6ee", { opacity: 0.35 });
    svg.polyline([...projAll(r.c, pts3), projAll(r.c, pts3)[0] ?? [0, 0]], "#6a6e73", 1.2, {
      opacity: 0.8,
    });
  };
  glassPanel([
    [inner, 0, mz0],
    [inner, 0, D],
    [inner, r.H, D],
    [inner, r.H, mz0],
  ]);
  glassPanel([
    [mx0, 0, mz0],
    [mx1, 0, mz0],
    [mx1, r.H, mz0],
    [mx0, r.H, mz0],
  ]);
  // Desk rows along the depth, monitors and chairs.
  const desk = pick(rng, ["#f1eee8", ...OAK]);
  const chair = pick(rng, ["#2f3338", "#5f7f8e", "#6f7f6a", "#8a7a68"]);
  const rowsX = meetLeft ? [0.2, 2.6] : [-2.6, -0.2];
  const zs = [D - 4.6, D - 6.4];
  for (const z of zs) {
    for (const xr of rowsX) {
      const b = { x0: xr - 0.8, x1: xr + 0.8, y0: 0, y1: 0.74, z0: z - 0.75, z1: z + 0.75 };
      if (b.z0 < 1.6) continue;
      table(ctx, r, b, desk, "#3a3a3c");
      for (const [mx, mz] of [
        [xr - 0.4, z - 0.05],
        [xr + 0.4, z + 0.05],
      ] as const) {
        box(
          svg,
          r.c,
          e,
          { x0: mx - 0.28, x1: mx + 0.28, y0: 0.84, y1: 1.18, z0: mz - 0.02, z1: mz + 0.02 },
          { base: "#25272b", front: "#33363b" },
        );
        box(
          svg,
          r.c,
          e,
          { x0: mx - 0.03, x1: mx + 0.03, y0: 0.74, y1: 0.84, z0: mz, z1: mz + 0.04 },
          "#25272b",
        );
      }
      for (const cx of [xr - 0.4, xr + 0.4]) {
        const cz = z - 1.0;
        if (cz < 3.2) continue;
        const sc = scaleAt(r.c, [cx, 0, cz]);
        const a = proj(r.c, [cx, 0.02, cz]);
        const bb = proj(r.c, [cx, 0.45, cz]);
        svg.ellipse(a[0], a[1], sc * 0.3, sc * 0.06, "#2a2a2a", { opacity: 0.8 });
        svg.line(a[0], a[1], bb[0], bb[1], "#2a2a2a", Math.max(2, sc * 0.04));
        box(
          svg,
          r.c,
          e,
          { x0: cx - 0.24, x1: cx + 0.24, y0: 0.45, y1: 0.52, z0: cz - 0.22, z1: cz + 0.22 },
          chair,
        );
        box(
          svg,
          r.c,
          e,
          { x0: cx - 0.21, x1: cx + 0.21, y0: 0.6, y1: 0.98, z0: cz - 0.26, z1: cz - 0.22 },
          chair,
        );
      }
    }
  }
  // Planters.
  for (const z of [D - 0.6, D - 3.8]) {
    pottedPlant(
      ctx,
      r,
      meetLeft ? r.x1 - 0.5 : r.x0 + 0.5,
      z,
      rand(rng, 1.5, 2),
      pick(rng, ["#3a3a3c", "#d8cfc2"]),
    );
  }
  finish(ctx, 0.8);
}
