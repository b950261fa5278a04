// The Alentejo countryside scene: patchwork fields, a farmhouse on the crest, olive groves and
// cork oaks under a wide sky.
import { darken, lighten, mix } from "./color";
import { type Ctx, finish } from "./common";
import { hazed } from "./env";
import { ridge } from "./horizon";
import { miniHouse } from "./mini";
import { grassTufts, speckles } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { type Pt, smoothPath } from "./svg";
import { cypress, olive } from "./trees";

/** Cork oak: short trunk and wide, dark, irregular canopy. */
function corkOak(ctx: Ctx, x: number, y: number, s: number): void {
  const { svg, env, rng } = ctx;
  const W = s * 9;
  const trunk = mix("#7a4e36", env.shadow, 0.25);
  svg.ellipse(x - env.side * W * 0.15, y, W * 0.45, W * 0.05, env.shadow, { opacity: 0.22 });
  svg.path(
    `M${x - W * 0.05},${y} L${x - W * 0.03},${y - W * 0.2} L${x - W * 0.2},${y - W * 0.32} L${x - W * 0.16},${y - W * 0.34} L${x},${y - W * 0.24} L${x + W * 0.18},${y - W * 0.35} L${x + W * 0.21},${y - W * 0.32} L${x + W * 0.04},${y - W * 0.19} L${x + W * 0.06},${y} Z`,
    trunk,
  );
  const base = mix(env.green, "#3e5233", 0.5);
  const cy = y - W * 0.42;
  const blobs: [number, number, number, number][] = [];
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9;
    blobs.push([
      x + (t - 0.5) * W * 0.9 + rand(rng, -0.04, 0.04) * W,
      cy - Math.sin(Math.PI * t) * W * 0.1 + rand(rng, -0.03, 0.03) * W,
      W * rand(rng, 0.12, 0.17),
      W * rand(rng, 0.09, 0.12),
    ]);
  }
  for (const [bx, by, rx, ry] of blobs) svg.ellipse(bx, by + ry * 0.3, rx, ry, darken(base, 0.25));
  for (const [bx, by, rx, ry] of blobs) svg.ellipse(bx, by, rx, ry * 0.9, base);
  for (const [bx, by, rx, ry] of blobs)
    svg.ellipse(
      bx + env.side * rx * 0.25,
      by - ry * 0.4,
      rx * 0.5,
      ry * 0.4,
      lighten(mix(base, env.sunLight, env.warmth), 0.15),
      { opacity: 0.6 },
    );
}

/** Contour furrows following a hill crest, spreading as they come closer. */
function furrows(
  ctx: Ctx,
  crest: (x: number) => number,
  color: string,
  from: number,
  to: number,
): void {
  const { svg } = ctx;
  let d = "";
  let gap = 9;
  for (let off = from; off < to; off += gap) {
    let first = true;
    for (let x = -20; x <= svg.w + 20; x += 30) {
      const y = crest(x) + off;
      d += `${first ? "M" : "L"}${x.toFixed(0)},${y.toFixed(1)}`;
      first = false;
    }
    gap *= 1.12;
  }
  svg.path(d, "none", { stroke: color, "stroke-width": 2.5, opacity: 0.16 });
}

export function countryside(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const horizon = rand(rng, 400, 460);
  drawSky(svg, env, rng, horizon, {
    sun: env.tod === "golden",
    clouds: randInt(rng, 2, 5),
    cloudBand: [0.08, 0.6],
  });
  const wheat = mix(env.dryGrass, "#d8b56a", 0.3);
  const green = mix(env.green, "#8fa35e", 0.4);
  // Far hills.
  ridge(svg, rng, horizon + 5, rand(rng, 40, 90), hazed(env, "#7f93a6", 0.5), svg.h, {
    rough: 0.5,
  });
  ridge(
    svg,
    rng,
    horizon + 30,
    rand(rng, 30, 70),
    hazed(env, mix(green, "#7f93a6", 0.3), 0.4),
    svg.h,
    { rough: 0.6 },
  );
  // Middle hill: patchwork fields, the farmhouse on the crest, an olive grove on the slope.
  const midBase = horizon + rand(rng, 90, 120);
  const fieldA = pick(rng, [wheat, green, mix(wheat, green, 0.5)]);
  const fieldB = fieldA === wheat ? mix(green, wheat, 0.3) : wheat;
  const mid = ridge(svg, rng, midBase, rand(rng, 70, 110), hazed(env, fieldA, 0.15), svg.h, {
    rough: 0.3,
  });
  const split = rand(rng, 0.2, 0.8) * svg.w;
  const patch: Pt[] = [];
  for (let x = split; x <= svg.w + 40; x += 30) patch.push([x, mid(x)]);
  patch.push([svg.w + 40, svg.h], [split + 260, svg.h], [split + 60, mid(split) + 120]);
  svg.path(smoothPath(patch, true), hazed(env, fieldB, 0.15));
  furrows(ctx, mid, darken(fieldA, 0.2), 14, 400);
  const hx = rand(rng, 0.28, 0.6) * svg.w;
  const s = rand(rng, 10, 13);
  const hy = mid(hx + s * 8) + 8;
  const barra = pick(rng, ["#2f6aa0", "#d9a23a", "#3f7d8c"]);
  const side = env.side > 0 ? 1 : -1;
  cypress(svg, env, hx - s * 3.2, hy + 2, s, 10);
  cypress(svg, env, hx - s * 1.5, hy + 3, s, 12.5);
  miniHouse(svg, env, rng, {
    x: hx,
    y: hy,
    s,
    w: 15,
    h: 4,
    d: 8,
    wall: "#f6f2ea",
    side,
    down: 0.3,
    trim: barra,
    windows: 4,
    rows: 1,
    chimney: true,
    lit: env.lightsOn ? 0.8 : 0,
  });
  miniHouse(svg, env, rng, {
    x: hx + s * 15.6,
    y: hy + 4,
    s,
    w: 7,
    h: 3,
    d: 6,
    wall: "#f1ece2",
    side,
    down: 0.3,
    trim: barra,
    windows: 1,
    rows: 1,
  });
  if (chance(rng, 0.6)) olive(svg, env, rng, hx + s * 25, hy + 6, s, 5.5);
  const groveLeft = hx > svg.w / 2;
  const g0 = groveLeft ? 20 : hx + s * 30;
  const g1 = groveLeft ? hx - s * 5 : svg.w - 20;
  for (let r = 0; r < 4; r++) {
    const sc = 3.6 + r * 1.3;
    for (let x = g0 + (r % 2) * 22; x < g1; x += 20 + sc * 6) {
      olive(svg, env, rng, x, mid(x) + 34 + r * 34 * (1 + r * 0.15), sc, 5);
    }
  }
  // Near meadow.
  const nearBase = svg.h - rand(rng, 170, 230);
  const meadow = mix(green, env.dryGrass, rand(rng, 0.15, 0.5));
  const near = ridge(
    svg,
    rng,
    nearBase,
    rand(rng, 25, 60),
    svg.linear(
      [
        [0, meadow],
        [1, darken(meadow, 0.12)],
      ],
      0,
      nearBase - 60,
      0,
      svg.h,
    ),
    svg.h,
    { rough: 0.4 },
  );
  // Dirt track winding to the farmhouse.
  const tx = rand(rng, 0.35, 0.65) * svg.w;
  const track = mix("#dcc7a0", env.shadow, env.shadowMix * 0.3);
  const doorX = hx + s * 6;
  const ny = near(tx) + 30;
  svg.path(
    `M${doorX - 3},${hy + 2} C${doorX - 10},${hy + 80} ${tx - 60},${ny - 80} ${tx - 18},${ny} S${tx - 200},${svg.h - 80} ${tx - 260},${svg.h + 10} L${tx + 120},${svg.h + 10} C${tx + 40},${svg.h - 80} ${tx + 30},${ny + 40} ${tx + 14},${ny} S${doorX + 10},${hy + 80} ${doorX + 5},${hy + 2} Z`,
    track,
  );
  // Cork oaks framing the view.
  const oakLeft = chance(rng, 0.5);
  corkOak(
    ctx,
    oakLeft ? rand(rng, 60, 260) : svg.w - rand(rng, 60, 260),
    near(oakLeft ? 150 : svg.w - 150) + rand(rng, 50, 110),
    rand(rng, 20, 28),
  );
  if (chance(rng, 0.6)) {
    const x = oakLeft ? svg.w - rand(rng, 150, 420) : rand(rng, 150, 420);
    corkOak(ctx, x, near(x) + rand(rng, 10, 30), rand(rng, 9, 12));
  }
  grassTufts(svg, env, rng, nearBase + 40, svg.h + 10, 70, mix(meadow, env.green, 0.2));
  speckles(svg, rng, nearBase + 40, svg.h, 110, ["#f2d04b", "#ffffff", "#b88fd0", "#e9a23b"], 2.6);
  finish(ctx);
}
