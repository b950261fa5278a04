// Open landscapes: Alentejo countryside, Algarve beach, a building plot.
import { camera, proj, projPoly, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish, groundPlane, groundRect } from "./common";
import { hazed } from "./env";
import { drawSea, fishingBoat, ridge, sailboat } from "./horizon";
import { miniHouse } from "./mini";
import { grassTufts, shrub, speckles } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { box } from "./space";
import { type Pt, pts, smoothPath } from "./svg";
import { cypress, olive, stonePine } from "./trees";

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

/** One cliff headland: plateau at topY, face from `edge` toward the sea, foot at footY. */
export function headland(
  ctx: Ctx,
  left: boolean,
  outer: number,
  edge: number,
  topY: number,
  footY: number,
  scale: number,
  haze: number,
): void {
  const { svg, rng, env } = ctx;
  const dir = left ? 1 : -1;
  const rockBase = mix("#d99a58", env.sunLight, env.warmth * 0.4);
  const rock = hazed(env, rockBase, haze);
  const dark = hazed(env, mix(darken(rockBase, 0.25), env.shadow, env.shadowMix * 0.7), haze);
  const h = footY - topY;
  // Silhouette: plateau, then a jagged sea-side profile down to the foot.
  const top: Pt[] = [];
  for (let i = 0; i <= 5; i++) {
    top.push([outer + (edge - outer) * (i / 5) * 0.92, topY + rand(rng, -4, 4) * scale]);
  }
  const side: Pt[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    side.push([edge + dir * (rand(rng, -16, 16) * scale + t * 24 * scale), topY + t * h]);
  }
  const outline: Pt[] = [...top, ...side, [outer, footY]];
  svg.poly(
    outline,
    svg.linear(
      [
        [0, lighten(rock, 0.06)],
        [1, mix(rock, dark, 0.45)],
      ],
      0,
      topY,
      0,
      footY,
    ),
  );
  // Sandstone layers: soft alternating bands clipped to the cliff.
  const clip = svg.clip(`<polygon points="${pts(outline)}"/>`);
  svg.open({ "clip-path": clip });
  for (let y = topY + h * 0.08, k = 0; y < footY; k++) {
    const bh = rand(rng, 0.06, 0.14) * h;
    const tilt = rand(rng, -0.02, 0.02) * h;
    svg.poly(
      [
        [Math.min(outer, edge) - 40, y],
        [Math.max(outer, edge) + 60, y + tilt],
        [Math.max(outer, edge) + 60, y + tilt + bh],
        [Math.min(outer, edge) - 40, y + bh],
      ],
      k % 2 === 0 ? lighten(rock, 0.12) : mix(rock, "#b85f3a", 0.35),
      { opacity: 0.28 * (1 - haze) },
    );
    y += bh + rand(rng, 0.02, 0.08) * h;
  }
  svg.close();
  // Shaded sea-facing strip following the profile.
  const strip: Pt[] = [
    ...side,
    ...side.map(([x, y], i) => [x - dir * (30 + (i % 2) * 26) * scale, y] as Pt).reverse(),
  ];
  svg.poly(strip, dark, { opacity: 0.75 });
  // Buttresses: vertical shaded slivers across the face.
  const count = Math.max(2, Math.round(Math.abs(edge - outer) / (110 * scale)));
  for (let i = 0; i < count; i++) {
    const x = outer + (edge - outer) * ((i + rng() * 0.6 + 0.2) / (count + 0.5));
    const w = rand(rng, 14, 34) * scale;
    const y0 = topY + rand(rng, 0.05, 0.3) * h;
    svg.poly(
      [
        [x, y0],
        [x + dir * w * 0.4, y0 + h * 0.1],
        [x + dir * w, footY],
        [x - dir * w * 0.2, footY],
      ],
      dark,
      { opacity: 0.2 },
    );
  }
  const strata: [number, number, number, number][] = [];
  for (let y = topY + 12 * scale; y < footY - 4; y += rand(rng, 10, 18) * scale) {
    strata.push([outer, y, edge + dir * 10 * scale, y + rand(rng, -3, 3) * scale]);
  }
  svg.lines(strata, darken(rockBase, 0.15), 1.4 * scale, { opacity: 0.25 * (1 - haze) });
  if (chance(rng, 0.6) && scale > 0.5) {
    const cx = edge - dir * rand(rng, 60, 140) * scale;
    const cw = rand(rng, 30, 56) * scale;
    const ch = rand(rng, 40, 70) * scale;
    svg.path(
      `M${cx - cw / 2},${footY} Q${cx - cw / 2},${footY - ch} ${cx},${footY - ch} Q${cx + cw / 2},${footY - ch} ${cx + cw / 2},${footY} Z`,
      hazed(env, mix("#4f372c", env.shadow, 0.3), haze),
    );
  }
  const scrub = hazed(env, mix(env.green, "#7d8a4a", 0.3), haze);
  const n = Math.round(Math.abs(edge - outer) / (70 * scale));
  for (let i = 0; i < n; i++) {
    const x = outer + (edge - outer) * 0.9 * ((i + rng()) / n);
    shrub(
      svg,
      env,
      rng,
      x,
      topY + 3 * scale,
      rand(rng, 30, 80) * scale,
      rand(rng, 9, 16) * scale,
      scrub,
    );
  }
  svg.ellipse(edge + dir * 20 * scale, footY, 70 * scale, 4 * scale, "#ffffff", { opacity: 0.45 });
}

export function beach(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const horizon = rand(rng, 420, 480);
  drawSky(svg, env, rng, horizon, { sun: true, clouds: randInt(rng, 1, 4), cloudBand: [0.1, 0.6] });
  const shore = rand(rng, 720, 790);
  drawSea(svg, env, rng, horizon, shore + 60, { glitter: true, waves: 90 });
  // Foam lines.
  for (let i = 0; i < 3; i++) {
    const y = shore - 10 - i * 24;
    svg.path(
      `M-20,${y + 30} Q${svg.w * 0.3},${y - 20} ${svg.w * 0.6},${y + 5} T${svg.w + 20},${y - 10}`,
      "none",
      {
        stroke: "#ffffff",
        "stroke-width": 3 - i * 0.7,
        opacity: 0.45 - i * 0.12,
        "stroke-dasharray": `${120 + i * 40} ${40 + i * 30}`,
        "stroke-linecap": "round",
      },
    );
  }
  // Cliffs on the side away from the sun, receding into the distance.
  const left = env.side > 0;
  const dir = left ? 1 : -1;
  const outer = left ? -20 : svg.w + 20;
  const layers = randInt(rng, 2, 3);
  for (let i = layers - 1; i >= 0; i--) {
    const t = i / Math.max(1, layers);
    const scale = 1 - t * 0.75;
    const footY = horizon + (shore - horizon + 30) * (1 - t * 0.85);
    const edgeFrac = rand(rng, 0.28, 0.4) + t * 0.3;
    const edge = left ? svg.w * edgeFrac : svg.w * (1 - edgeFrac);
    const height = rand(rng, 330, 440) * scale;
    headland(ctx, left, outer, edge, footY - height, footY, scale, t * 0.7);
    if (i === 0 && chance(rng, 0.75)) {
      const vx = outer + (edge - outer) * rand(rng, 0.25, 0.5) - (left ? 0 : 90);
      miniHouse(svg, env, rng, {
        x: vx,
        y: footY - height - 4,
        s: 6,
        w: 14,
        h: 6,
        d: 9,
        wall: "#f7f4ee",
        side: left ? 1 : -1,
        down: 0.15,
        flatRoof: chance(rng, 0.5),
        windows: 3,
        rows: 2,
        lit: env.lightsOn ? 0.8 : 0,
      });
      stonePine(svg, env, rng, vx + (left ? -30 : 120), footY - height, 5, 12);
    }
  }
  // Sea stacks off the cliffs.
  const stacks = randInt(rng, 1, 3);
  const rock = mix("#d99a58", env.sunLight, env.warmth * 0.4);
  for (let i = 0; i < stacks; i++) {
    const by = horizon + rand(rng, 40, shore - horizon - 60);
    const k = (by - horizon) / (shore - horizon);
    const sx = (left ? svg.w * 0.38 : svg.w * 0.62) + dir * rand(rng, 40, 300);
    const sw = (30 + 60 * k) * rand(rng, 0.8, 1.2);
    const sh = (50 + 130 * k) * rand(rng, 0.8, 1.2);
    const c = hazed(env, rock, 0.5 * (1 - k));
    svg.path(
      `M${sx - sw / 2},${by} L${sx - sw * 0.42},${by - sh * 0.8} Q${sx - sw * 0.3},${by - sh} ${sx},${by - sh} Q${sx + sw * 0.35},${by - sh} ${sx + sw * 0.45},${by - sh * 0.75} L${sx + sw / 2},${by} Z`,
      c,
    );
    svg.path(
      `M${sx + env.side * -sw * 0.05},${by - sh * 0.98} Q${sx - env.side * sw * 0.4},${by - sh * 0.9} ${sx - env.side * sw * 0.5},${by} L${sx},${by} Z`,
      mix(c, env.shadow, 0.4),
      { opacity: 0.55 },
    );
    shrub(svg, env, rng, sx, by - sh + 3, sw * 0.7, 6 + 8 * k, mix(env.green, "#7d8a4a", 0.3));
    svg.ellipse(sx, by, sw * 0.8, 3 + 3 * k, "#ffffff", { opacity: 0.6 });
  }
  const boats = randInt(rng, 1, 3);
  for (let i = 0; i < boats; i++) {
    const by = horizon + rand(rng, 20, 150);
    const bs = 0.8 + (by - horizon) / 70;
    const bx = left ? rand(rng, 0.5, 0.95) * svg.w : rand(rng, 0.05, 0.5) * svg.w;
    if (chance(rng, 0.6)) sailboat(svg, env, bx, by, bs, chance(rng, 0.5));
    else fishingBoat(svg, env, bx, by, bs, pick(rng, ["#2f6aa0", "#b84a3a", "#3f7d5c"]));
  }
  // Sand.
  const sand = mix("#ecd7b0", env.sunLight, env.warmth * 0.3);
  const wet = mix(sand, "#9c8c78", 0.3);
  const curve = (k: number): string => {
    const a = shore + k;
    return `M-20,${a + 30} Q${svg.w * 0.3},${a - 20} ${svg.w * 0.6},${a + 5} T${svg.w + 20},${a - 10} L${svg.w + 20},${svg.h + 10} L-20,${svg.h + 10} Z`;
  };
  svg.path(curve(0), "#ffffff", { opacity: 0.8 });
  svg.path(curve(5), wet);
  svg.path(curve(18), mix(wet, sand, 0.5));
  svg.path(
    curve(30),
    svg.linear(
      [
        [0, sand],
        [1, darken(sand, 0.06)],
      ],
      0,
      shore,
      0,
      svg.h,
    ),
  );
  // Parasols with their shadows and towels.
  const n = randInt(rng, 2, 5);
  const spots: number[] = [];
  for (let i = 0; i < n; i++) {
    const x = rand(rng, 0.12, 0.88) * svg.w;
    if (spots.some((o) => Math.abs(o - x) < 160)) continue;
    spots.push(x);
    const y = shore + 90 + rng() * (svg.h - shore - 140);
    const sc = 0.55 + (y - shore) / 260;
    const colors = pick(rng, [
      ["#f4efe6", "#2f6aa0"],
      ["#f4efe6", "#d9674a"],
      ["#f4efe6", "#e0b84a"],
      ["#efe4cf", "#4f8a8b"],
    ] as const);
    svg.ellipse(x - env.side * 30 * sc, y + 4 * sc, 62 * sc, 12 * sc, env.shadow, {
      opacity: 0.22,
    });
    svg.poly(
      [
        [x + 14 * sc, y - 2 * sc],
        [x + 74 * sc, y - 6 * sc],
        [x + 84 * sc, y + 14 * sc],
        [x + 22 * sc, y + 18 * sc],
      ],
      colors[1],
      { opacity: 0.9 },
    );
    svg.line(x, y + 4 * sc, x - 4 * sc, y - 92 * sc, "#8a7a66", 3 * sc);
    const top = y - 92 * sc;
    for (let k = 0; k < 6; k++) {
      const a0 = -60 * sc + k * 20 * sc;
      svg.path(
        `M${x - 4 * sc},${top - 16 * sc} L${x - 4 * sc + a0},${top + 10 * sc} Q${x + 6 * sc + a0},${top + 14 * sc} ${x - 4 * sc + a0 + 20 * sc},${top + 10 * sc} Z`,
        k % 2 === 0 ? colors[0] : colors[1],
      );
    }
  }
  finish(ctx);
}

export function landPlot(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const c = camera({
    cx: 800,
    cy: rand(rng, 390, 450),
    f: 1000,
    eye: rand(rng, 5, 7.5),
    yaw: rand(rng, -0.15, 0.15),
  });
  const horizon = c.cy;
  drawSky(svg, env, rng, horizon, { sun: env.tod === "golden", clouds: randInt(rng, 2, 5) });
  const seaView = chance(rng, 0.4);
  if (seaView) {
    drawSea(svg, env, rng, horizon, horizon + 30, { waves: 10 });
  } else {
    ridge(svg, rng, horizon + 3, rand(rng, 40, 100), hazed(env, "#8294a6", 0.5), svg.h, {
      rough: 0.6,
    });
  }
  const grass = mix(env.dryGrass, env.green, rand(rng, 0.15, 0.4));
  const farLand = ridge(
    svg,
    rng,
    horizon + (seaView ? 30 : 18),
    rand(rng, 8, 26),
    hazed(env, mix(grass, env.green, 0.45), 0.35),
    svg.h,
    { rough: 0.4 },
  );
  // Distant village and a tree line.
  const vx = rand(rng, 0.1, 0.75) * svg.w;
  for (let i = 0; i < randInt(rng, 3, 6); i++) {
    const x = vx + i * rand(rng, 26, 50);
    miniHouse(svg, env, rng, {
      x,
      y: farLand(x) + 6,
      s: 1.7,
      w: 10,
      h: 5,
      d: 7,
      wall: "#f4f0e8",
      side: env.side > 0 ? 1 : -1,
      down: 0.1,
      haze: 0.25,
      windows: 2,
      rows: 1,
    });
  }
  for (let i = 0; i < 10; i++) {
    const x = rand(rng, 0, svg.w);
    if (chance(rng, 0.6)) stonePine(svg, env, rng, x, farLand(x) + 8, 2, 12);
    else cypress(svg, env, x, farLand(x) + 8, 2, 10);
  }
  // Open ground, then the plot itself with a slightly different, mown texture.
  groundPlane(ctx, c, grass, 0.35);
  const px0 = rand(rng, -13, -9);
  const px1 = rand(rng, 9, 13);
  const pz0 = rand(rng, 9, 11);
  const pz1 = rand(rng, 32, 42);
  groundRect(ctx, c, px0, pz0, px1, pz1, mix(grass, "#c9b98a", 0.25), 0.01);
  const stripes: [number, number, number, number][] = [];
  for (let x = px0 + 1.5; x < px1; x += 1.5) {
    const a = proj(c, [x, 0.02, pz0]);
    const b = proj(c, [x, 0.02, pz1]);
    stripes.push([a[0], a[1], b[0], b[1]]);
  }
  svg.lines(stripes, darken(grass, 0.08), 5, { opacity: 0.15 });
  // Dry-stone wall along the back of the plot.
  const stone = mix("#bdb3a2", env.shadow, env.shadowMix * 0.2);
  box(svg, c, env, { x0: px0, x1: px1, y0: 0, y1: 0.8, z0: pz1, z1: pz1 + 0.6 }, stone);
  const courses: [number, number, number, number][] = [];
  for (const y of [0.27, 0.54]) {
    const a = proj(c, [px0, y, pz1 - 0.01]);
    const b = proj(c, [px1, y, pz1 - 0.01]);
    courses.push([a[0], a[1], b[0], b[1]]);
  }
  svg.lines(courses, darken(stone, 0.25), 1, { opacity: 0.6 });
  // Trees on the plot.
  const trees = randInt(rng, 2, 4);
  const spots: [number, number][] = [];
  for (let i = 0; i < trees; i++)
    spots.push([rand(rng, px0 + 2, px1 - 2), rand(rng, pz0 + 5, pz1 - 4)]);
  for (let i = 0; i < 14; i++)
    spots.push([rand(rng, px0 - 12, px1 + 12), rand(rng, pz0 - 4, pz1 + 10)]);
  spots.sort((a, b) => b[1] - a[1]);
  spots.forEach(([x, z], i) => {
    const p = proj(c, [x, 0, z]);
    const s = scaleAt(c, [x, 0, z]);
    if (i >= trees && spots.length - i > 0 && (x < px0 || x > px1 || rng() < 0.4)) {
      shrub(
        svg,
        env,
        rng,
        p[0],
        p[1],
        s * rand(rng, 1.2, 2.4),
        s * rand(rng, 0.6, 1),
        mix(env.green, env.olive, 0.5),
      );
      return;
    }
    if (i >= trees) return;
    if (chance(rng, 0.6)) olive(svg, env, rng, p[0], p[1], s, rand(rng, 5, 6.5));
    else stonePine(svg, env, rng, p[0], p[1], s, rand(rng, 11, 14));
  });
  // Boundary posts with a wire along both sides, marker tapes on the corners.
  const post = mix("#8b6e52", env.shadow, 0.2);
  for (const x of [px0, px1]) {
    const wire: [number, number][] = [];
    for (let z = pz1; z >= pz0 - 0.01; z -= 4) {
      const p = proj(c, [x, 0, z]);
      const q = proj(c, [x, 1.1, z]);
      const w = Math.max(1.5, scaleAt(c, [x, 0, z]) * 0.1);
      svg.rect(p[0] - w / 2, q[1], w, p[1] - q[1], post);
      svg.rect(
        p[0] - w / 2,
        q[1],
        w,
        (p[1] - q[1]) * 0.14,
        z === pz1 || z - 4 < pz0 ? "#e0563f" : "#f4f0e8",
      );
      wire.push([q[0], q[1] + (p[1] - q[1]) * 0.25]);
    }
    svg.polyline(wire, "#5a5046", 1.4, { opacity: 0.7 });
  }
  // Dirt track from the bottom of the picture into the plot.
  const tx = rand(rng, -3, 3);
  const track = mix("#d9c29a", env.shadow, env.shadowMix * 0.3);
  svg.poly(
    projPoly(c, [
      [tx - 1.4, 0.015, 1],
      [tx + 1.4, 0.015, 1],
      [tx + 1.3, 0.015, pz0],
      [tx + 0.4, 0.015, pz0 + 8],
      [tx - 0.4, 0.015, pz0 + 8],
      [tx - 1.3, 0.015, pz0],
    ]),
    track,
    { opacity: 0.85 },
  );
  grassTufts(svg, env, rng, svg.h - 140, svg.h + 10, 70, mix(grass, env.dryGrass, 0.5));
  speckles(svg, rng, horizon + 90, svg.h, 90, ["#f2d04b", "#ffffff", "#c9a0dc"], 2);
  finish(ctx);
}
