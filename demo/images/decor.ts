// What dresses a room: pictures on the walls, potted plants, floor lamps and pendants.
import { proj, projAll, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import type { Ctx } from "./common";
import { shadowOnFloor } from "./furniture";
import { pick, rand } from "./rng";
import type { Room } from "./room";
import { box } from "./space";
import { type Pt, pts } from "./svg";

/** Abstract framed art on the back wall. */
export function wallArt(
  ctx: Ctx,
  r: Room,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  palette: readonly string[],
): void {
  const { svg, rng } = ctx;
  const { c, D } = r;
  const z = D - 0.03;
  const frame = projAll(c, [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]);
  svg.poly(
    projAll(c, [
      [x0 + 0.03, y0 - 0.04, D - 0.001],
      [x1 + 0.03, y0 - 0.04, D - 0.001],
      [x1 + 0.03, y1 - 0.04, D - 0.001],
      [x0 + 0.03, y1 - 0.04, D - 0.001],
    ]),
    r.env.shadow,
    { opacity: 0.25 },
  );
  svg.poly(frame, pick(rng, ["#2e2a26", "#b89668", "#f3efe8"]));
  const m = Math.min(x1 - x0, y1 - y0) * 0.08;
  const inner = projAll(c, [
    [x0 + m, y0 + m, z - 0.005],
    [x1 - m, y0 + m, z - 0.005],
    [x1 - m, y1 - m, z - 0.005],
    [x0 + m, y1 - m, z - 0.005],
  ]);
  svg.poly(inner, "#f6f2ea");
  const clip = svg.clip(`<polygon points="${pts(inner)}"/>`);
  const tl = inner[3] ?? [0, 0];
  const brp = inner[1] ?? [0, 0];
  const w = brp[0] - tl[0];
  const h = brp[1] - tl[1];
  svg.open({ "clip-path": clip });
  const style = rng();
  if (style < 0.35) {
    // Arches and sun.
    svg.rect(tl[0], tl[1] + h * 0.62, w, h * 0.38, pick(rng, palette));
    svg.circle(tl[0] + w * rand(rng, 0.3, 0.7), tl[1] + h * 0.45, w * 0.18, pick(rng, palette));
    svg.path(
      `M${tl[0] + w * 0.1},${tl[1] + h} L${tl[0] + w * 0.1},${tl[1] + h * 0.7} A${w * 0.2},${w * 0.2} 0 0 1 ${tl[0] + w * 0.5},${tl[1] + h * 0.7} L${tl[0] + w * 0.5},${tl[1] + h} Z`,
      pick(rng, palette),
      { opacity: 0.9 },
    );
  } else if (style < 0.7) {
    // Layered hills.
    for (let i = 0; i < 4; i++) {
      const y = tl[1] + h * (0.35 + i * 0.17);
      svg.path(
        `M${tl[0]},${y} Q${tl[0] + w * rand(rng, 0.2, 0.8)},${y - h * 0.25} ${tl[0] + w},${y} L${tl[0] + w},${tl[1] + h} L${tl[0]},${tl[1] + h} Z`,
        palette[i % palette.length] ?? "#ccc",
        { opacity: 0.85 },
      );
    }
  } else {
    // Soft blocks.
    for (let i = 0; i < 3; i++) {
      svg.rect(
        tl[0] + w * rand(rng, 0, 0.5),
        tl[1] + h * rand(rng, 0, 0.6),
        w * rand(rng, 0.3, 0.6),
        h * rand(rng, 0.2, 0.45),
        pick(rng, palette),
        { opacity: 0.8 },
      );
    }
  }
  svg.close();
}

/** Potted plant: pot box and a leafy billboard. */
export function pottedPlant(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  height: number,
  pot: string,
): void {
  const { svg, rng } = ctx;
  const e = r.env;
  shadowOnFloor(
    ctx,
    r,
    { x0: x - 0.2, x1: x + 0.2, y0: 0, y1: 0.4, z0: z - 0.2, z1: z + 0.2 },
    0.15,
  );
  box(svg, r.c, e, { x0: x - 0.2, x1: x + 0.2, y0: 0, y1: 0.42, z0: z - 0.2, z1: z + 0.2 }, pot);
  const base = proj(r.c, [x, 0.42, z]);
  const s = scaleAt(r.c, [x, 0, z]);
  const green = mix(e.green, "#4f7a48", 0.4);
  const leaves = 9 + Math.floor(rng() * 5);
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + rand(rng, -1.1, 1.1);
    const len = (height - 0.42) * s * rand(rng, 0.5, 1);
    const tip: Pt = [base[0] + Math.cos(a) * len * 0.6, base[1] + Math.sin(a) * len];
    const mid: Pt = [(base[0] + tip[0]) / 2, (base[1] + tip[1]) / 2];
    const w = s * rand(rng, 0.1, 0.16);
    const ang = Math.atan2(tip[1] - base[1], tip[0] - base[0]);
    svg.line(base[0], base[1], mid[0], mid[1], darken(green, 0.3), Math.max(1, s * 0.012));
    svg.ellipse(
      mid[0] + (tip[0] - mid[0]) * 0.5,
      mid[1] + (tip[1] - mid[1]) * 0.5,
      Math.hypot(tip[0] - mid[0], tip[1] - mid[1]) * 0.7,
      w,
      i % 3 === 0 ? lighten(green, 0.12) : green,
      {
        transform: `rotate(${((ang * 180) / Math.PI).toFixed(1)} ${(mid[0] + (tip[0] - mid[0]) * 0.5).toFixed(1)} ${(mid[1] + (tip[1] - mid[1]) * 0.5).toFixed(1)})`,
      },
    );
  }
}

/** Floor lamp or table lamp: pole and a conical shade; glows when the lights are on. */
export function lamp(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  y0: number,
  h: number,
  shade: string,
  lit: boolean,
): void {
  const { svg } = ctx;
  const e = r.env;
  const base = proj(r.c, [x, y0, z]);
  const top = proj(r.c, [x, y0 + h, z]);
  const s = scaleAt(r.c, [x, 0, z]);
  svg.line(base[0], base[1], top[0], top[1], "#3a332d", Math.max(1.2, s * 0.02));
  svg.ellipse(base[0], base[1], s * 0.14, s * 0.03, "#3a332d");
  const sw0 = s * 0.13;
  const sw1 = s * 0.2;
  const sh = s * 0.26;
  if (lit)
    svg.circle(
      top[0],
      top[1] + sh * 0.3,
      s * 0.9,
      svg.radial(
        [
          [0, "#ffd79a", 0.55],
          [1, "#ffd79a", 0],
        ],
        top[0],
        top[1] + sh * 0.3,
        s * 0.9,
      ),
    );
  svg.path(
    `M${top[0] - sw0},${top[1] - sh * 0.6} L${top[0] + sw0},${top[1] - sh * 0.6} L${top[0] + sw1},${top[1] + sh * 0.4} L${top[0] - sw1},${top[1] + sh * 0.4} Z`,
    lit ? "#fbe3b5" : mix(shade, e.shadow, 0.1),
  );
}

/** Pendant light hanging from the ceiling. */
export function pendant(
  ctx: Ctx,
  r: Room,
  x: number,
  z: number,
  drop: number,
  color: string,
  lit: boolean,
  kind: "dome" | "globe" = "dome",
): void {
  const { svg } = ctx;
  const top = proj(r.c, [x, r.H, z]);
  const y = r.H - drop;
  const p = proj(r.c, [x, y, z]);
  const s = scaleAt(r.c, [x, 0, z]);
  svg.line(top[0], top[1], p[0], p[1], "#2f2a26", Math.max(1, s * 0.008));
  if (lit)
    svg.circle(
      p[0],
      p[1] + s * 0.1,
      s * 0.7,
      svg.radial(
        [
          [0, "#ffd79a", 0.5],
          [1, "#ffd79a", 0],
        ],
        p[0],
        p[1] + s * 0.1,
        s * 0.7,
      ),
    );
  if (kind === "globe") {
    svg.circle(p[0], p[1] + s * 0.14, s * 0.14, lit ? "#fff0cf" : mix("#f4efe6", color, 0.3), {
      opacity: 0.95,
    });
    return;
  }
  const w = s * 0.22;
  svg.path(
    `M${p[0] - w},${p[1] + s * 0.18} Q${p[0] - w},${p[1] - s * 0.02} ${p[0]},${p[1] - s * 0.02} Q${p[0] + w},${p[1] - s * 0.02} ${p[0] + w},${p[1] + s * 0.18} Z`,
    color,
  );
  svg.ellipse(p[0], p[1] + s * 0.18, w, s * 0.035, lit ? "#fff0cf" : darken(color, 0.3));
}
