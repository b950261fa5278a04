// Streets and multi-storey façades, shared by the apartment, shop and townhouse scenes.
import { azulejoPattern, type Kit } from "./architecture";
import { type Camera, proj, projAll, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, groundRect } from "./common";
import type { Env } from "./env";
import { frontDoor, frontWindow, glassBalcony, ironBalcony } from "./openings";
import { shrub } from "./plants";
import { chance, pick, type Rng, rand } from "./rng";
import { roof } from "./roofs";
import { box } from "./space";
import type { Pt, Svg } from "./svg";
import { leafColor } from "./trees";

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
  const { svg, env, kit, rng } = ctx;
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
  const zf = s.z - 0.005;
  const q = (x0: number, y0: number, x1: number, y1: number, z = zf): Pt[] =>
    projAll(c, [
      [x0, y0, z],
      [x1, y0, z],
      [x1, y1, z],
      [x0, y1, z],
    ]);
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
  // Ground floor treatment.
  if (s.ground !== "none") {
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

  // Upper floors.
  const w = s.x1 - s.x0;
  const cw = w / s.cols;
  for (let f = 0; f < s.floors; f++) {
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
            q(
              cx - ww / 2,
              y + s.floorH - 0.35 - down,
              cx + ww / 2,
              y + s.floorH - 0.35,
              s.z + 0.28,
            ),
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
  // Crown: cornice or parapet.
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

/** Pavement with Portuguese wave calçada, curb and road, in front of façades at z = zFront. */
export function street(ctx: Ctx, c: Camera, zFront: number, sidewalk = 3.5): void {
  const { svg, env } = ctx;
  const stone = mix("#e9e4da", env.shadow, env.shadowMix * 0.3);
  groundRect(ctx, c, -80, zFront - sidewalk, 80, zFront + 0.5, stone, 0.01);
  const basalt = mix("#4d4f55", env.shadow, 0.2);
  const s = scaleAt(c, [0, 0, zFront - sidewalk / 2]);
  for (let k = 0; k < 3; k++) {
    const zc = zFront - sidewalk * (0.25 + k * 0.25);
    const line: Pt[] = [];
    for (let x = -40; x <= 40; x += 0.25)
      line.push(proj(c, [x, 0.015, zc + 0.28 * Math.sin(x * 1.6 + k * 1.2)]));
    svg.polyline(line, basalt, Math.max(1, s * 0.07), { opacity: 0.45 });
  }
  box(
    svg,
    c,
    env,
    { x0: -80, x1: 80, y0: 0, y1: 0.14, z0: zFront - sidewalk - 0.2, z1: zFront - sidewalk },
    "#d6d1c6",
  );
  const asphalt = mix("#6b6e75", env.shadow, env.shadowMix * 0.3);
  const roadFar = zFront - sidewalk - 0.2;
  const nearY = svg.h;
  const farP = proj(c, [0, 0, roadFar]);
  if (farP[1] < nearY) {
    svg.poly(
      [
        [-10, farP[1]],
        [svg.w + 10, farP[1]],
        [svg.w + 10, nearY + 10],
        [-10, nearY + 10],
      ],
      svg.linear(
        [
          [0, lighten(asphalt, 0.12)],
          [1, darken(asphalt, 0.1)],
        ],
        0,
        farP[1],
        0,
        nearY,
      ),
    );
    // Lane markings.
    const zMid = roadFar - 3.5;
    for (let x = -40; x < 40; x += 4.5) {
      groundRect(ctx, c, x, zMid - 0.07, x + 2.2, zMid + 0.07, "#efece4", 0.01, 0.7);
    }
  }
}

/** Lisbon-style street lamp on a post. */
export function streetLamp(svg: Svg, env: Env, x: number, y: number, s: number): void {
  const iron = "#2e3238";
  svg.rect(x - s * 0.06, y - s * 4, s * 0.12, s * 4, iron);
  svg.rect(x - s * 0.12, y - s * 0.6, s * 0.24, s * 0.6, iron);
  const ly = y - s * 4.6;
  svg.path(
    `M${x - s * 0.25},${ly + s * 0.6} L${x + s * 0.25},${ly + s * 0.6} L${x + s * 0.32},${ly} L${x - s * 0.32},${ly} Z`,
    env.lightsOn ? "#ffe2a6" : "#d8dee2",
    { opacity: 0.95 },
  );
  svg.path(`M${x - s * 0.38},${ly} L${x + s * 0.38},${ly} L${x},${ly - s * 0.3} Z`, iron);
  if (env.lightsOn) svg.circle(x, ly + s * 0.3, s * 1.1, "#ffd27a", { opacity: 0.25 });
}

/** Street tree with a round canopy: jacaranda (purple) or plane tree (green). */
export function streetTree(
  svg: Svg,
  env: Env,
  rng: Rng,
  x: number,
  y: number,
  s: number,
  jacaranda: boolean,
): void {
  const trunk = mix("#6a5646", env.shadow, 0.2);
  svg.path(
    `M${x - s * 0.18},${y} L${x - s * 0.1},${y - s * 3.5} L${x - s * 0.9},${y - s * 5.2} L${x - s * 0.7},${y - s * 5.3} L${x},${y - s * 4.2} L${x + s * 0.8},${y - s * 5.4} L${x + s * 0.95},${y - s * 5.2} L${x + s * 0.12},${y - s * 3.5} L${x + s * 0.18},${y} Z`,
    trunk,
  );
  const base = jacaranda ? "#9180c4" : env.green;
  const col = leafColor(env, base);
  const cy = y - s * 6.3;
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng());
    blobs.push([
      x + Math.cos(a) * r * s * 2.4,
      cy + Math.sin(a) * r * s * 1.5,
      s * rand(rng, 0.8, 1.3),
    ]);
  }
  blobs.sort((p, q) => p[1] - q[1]);
  for (const [bx, by, r] of blobs) svg.circle(bx, by + r * 0.3, r, col.dark);
  for (const [bx, by, r] of blobs) svg.circle(bx, by, r * 0.9, col.body);
  for (const [bx, by, r] of blobs)
    if (by < cy + s * 0.5)
      svg.circle(bx + env.side * r * 0.3, by - r * 0.3, r * 0.45, col.light, { opacity: 0.55 });
  if (jacaranda) {
    for (let i = 0; i < 40; i++) {
      svg.circle(
        x + rand(rng, -3, 3) * s,
        cy + rand(rng, -2, 1.5) * s,
        s * rand(rng, 0.08, 0.16),
        lighten(base, 0.35),
        { opacity: 0.8 },
      );
    }
  }
}

export function kitOf(ctx: Ctx): Kit {
  return ctx.kit;
}
