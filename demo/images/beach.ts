// The Algarve beach scene, and the ochre headlands it shares with the hero.
import { darken, lighten, mix } from "./color";
import { type Ctx, finish } from "./common";
import { hazed } from "./env";
import { drawSea, fishingBoat, sailboat } from "./horizon";
import { miniHouse } from "./mini";
import { shrub } from "./plants";
import { chance, pick, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { type Pt, pts } from "./svg";
import { stonePine } from "./trees";

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
