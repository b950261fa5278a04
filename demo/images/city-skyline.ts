// The Lisbon-style city skyline scene, with the landmarks (bridge, castle, church) and the wall
// colours that a terrace view also looks out on.
import { ROOF_TILES } from "./architecture";
import { lighten, mix } from "./color";
import { type Ctx, finish } from "./common";
import { type Env, hazed } from "./env";
import { drawSea, ridge, sailboat } from "./horizon";
import { roofPattern, townOnHill } from "./mini";
import { shrub } from "./plants";
import { chance, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import type { Pt, Svg } from "./svg";
import { cypress, stonePine } from "./trees";

export const CITY_WALLS = [
  "#f1ece2",
  "#ead08c",
  "#e6b8a8",
  "#b9cfdc",
  "#f4f1ea",
  "#e4c9a8",
  "#f3e3c4",
  "#d9a98f",
] as const;

/** Suspension bridge in the Lisbon style (red towers, deck, cables). */
export function bridge(
  svg: Svg,
  env: Env,
  x0: number,
  x1: number,
  deckY: number,
  towerH: number,
  haze: number,
): void {
  const red = hazed(env, mix("#b8432f", env.shadow, env.shadowMix * 0.3), haze);
  const w = x1 - x0;
  const t1 = x0 + w * 0.3;
  const t2 = x0 + w * 0.7;
  const th = Math.max(2, towerH * 0.06);
  const cables: Pt[] = [];
  for (let i = 0; i <= 40; i++) {
    const x = x0 + (w * i) / 40;
    let y: number;
    if (x < t1) y = deckY - towerH * ((x - x0) / (t1 - x0)) ** 2;
    else if (x > t2) y = deckY - towerH * ((x1 - x) / (x1 - t2)) ** 2;
    else {
      const u = (x - t1) / (t2 - t1);
      y = deckY - towerH + towerH * 0.92 * (1 - (2 * u - 1) ** 2);
    }
    cables.push([x, y]);
  }
  svg.polyline(cables, red, Math.max(1, towerH * 0.012));
  const hangers: [number, number, number, number][] = [];
  for (const [x, y] of cables) hangers.push([x, y, x, deckY]);
  svg.lines(hangers, red, 0.6, { opacity: 0.6 });
  for (const tx of [t1, t2]) {
    svg.rect(tx - th, deckY - towerH, th * 0.7, towerH + towerH * 0.35, red);
    svg.rect(tx + th * 0.3, deckY - towerH, th * 0.7, towerH + towerH * 0.35, red);
    svg.rect(tx - th, deckY - towerH * 0.7, th * 2, th * 0.5, red);
    svg.rect(tx - th, deckY - towerH * 0.3, th * 2, th * 0.5, red);
  }
  svg.rect(x0, deckY, w, Math.max(2, towerH * 0.05), red);
}

/** Castle walls with towers along a hill top. */
function castle(svg: Svg, env: Env, x: number, y: number, w: number, s: number): void {
  const stone = hazed(env, mix("#d8cbb4", env.sunLight, env.warmth * 0.5), 0.2);
  const dark = mix(stone, env.shadow, 0.35);
  const h = s * 9;
  svg.rect(x, y - h, w, h, stone);
  const merlon = s * 1.2;
  for (let mx = x; mx < x + w - merlon; mx += merlon * 2)
    svg.rect(mx, y - h - merlon, merlon, merlon, stone);
  const towers = Math.max(2, Math.round(w / (s * 18)));
  for (let i = 0; i <= towers; i++) {
    const tx = x + (w * i) / towers - s * 3;
    const th = h + s * rand0(i) * 5 + s * 4;
    svg.rect(tx, y - th, s * 6, th, stone);
    svg.rect(tx + s * 3, y - th, s * 3, th, dark, { opacity: 0.5 });
    for (let k = 0; k < 3; k++) svg.rect(tx + k * s * 2.2, y - th - merlon, merlon, merlon, stone);
  }
  svg.rect(x, y - h * 0.35, w, h * 0.35, dark, { opacity: 0.25 });
}

function rand0(i: number): number {
  return ((i * 7919) % 10) / 10;
}

/** White church with a dome and a bell tower. */
function church(svg: Svg, env: Env, x: number, y: number, s: number): void {
  const white = mix("#f6f3ec", env.sunLight, env.warmth * 0.4);
  const shade = mix(white, env.shadow, 0.3);
  svg.rect(x - s * 9, y - s * 12, s * 18, s * 12, white);
  svg.rect(x + s * 2, y - s * 12, s * 7, s * 12, shade, { opacity: 0.5 });
  svg.rect(x - s * 5, y - s * 17, s * 10, s * 5, white);
  svg.path(
    `M${x - s * 5},${y - s * 17} Q${x - s * 5},${y - s * 26} ${x},${y - s * 26} Q${x + s * 5},${y - s * 26} ${x + s * 5},${y - s * 17} Z`,
    white,
  );
  svg.path(
    `M${x},${y - s * 26} Q${x + s * 5},${y - s * 26} ${x + s * 5},${y - s * 17} L${x},${y - s * 17} Z`,
    shade,
    { opacity: 0.6 },
  );
  svg.rect(x - s * 0.5, y - s * 29, s, s * 3, white);
  svg.rect(x - s * 14, y - s * 20, s * 5, s * 20, white);
  svg.path(
    `M${x - s * 14.5},${y - s * 20} L${x - s * 11.5},${y - s * 24} L${x - s * 8.5},${y - s * 20} Z`,
    mix(pick0(), env.shadow, 0.2),
  );
  svg.rect(x - s * 12.8, y - s * 18, s * 2.6, s * 3, mix("#3b4a5a", env.shadow, 0.3));
}

function pick0(): string {
  return ROOF_TILES[0];
}

/** Lisbon-like panorama: hills covered with houses down to the river. */
export function citySkyline(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const horizon = rand(rng, 330, 400);
  drawSky(svg, env, rng, horizon, { clouds: randInt(rng, 1, 4), cloudBand: [0.08, 0.6] });
  // Far bank and river.
  ridge(svg, rng, horizon + 2, rand(rng, 20, 45), hazed(env, "#8b98a4", 0.55), horizon + 20, {
    rough: 0.4,
  });
  drawSea(svg, env, rng, horizon, horizon + 120, {
    waves: 30,
    glitter: env.tod === "golden" || env.tod === "dusk",
  });
  const bridgeLeft = chance(rng, 0.5);
  if (chance(rng, 0.75)) {
    const bx0 = bridgeLeft ? rand(rng, -200, 50) : rand(rng, 700, 900);
    bridge(svg, env, bx0, bx0 + rand(rng, 700, 900), horizon + 14, rand(rng, 80, 110), 0.35);
  }
  if (chance(rng, 0.5))
    sailboat(svg, env, rand(rng, 200, 1400), horizon + rand(rng, 40, 70), 1.2, chance(rng, 0.5));
  const lit = env.lightsOn ? 0.55 : 0;
  const palette = CITY_WALLS;
  // Three hills of houses, back to front.
  const hills = [
    { base: horizon + 110, amp: 70, s: 2.4, gap: 13, haze: 0.35 },
    { base: horizon + 300, amp: 150, s: 3.4, gap: 20, haze: 0.18 },
    { base: svg.h - 40, amp: 140, s: 5, gap: 32, haze: 0.04 },
  ];
  const landmarkHill = randInt(rng, 0, 1);
  hills.forEach((hl, i) => {
    const ground = hazed(env, mix("#b6a98f", env.green, 0.3), hl.haze);
    const crest = ridge(svg, rng, hl.base, hl.amp, ground, svg.h + 10, { rough: 0.3 });
    const fill = roofPattern(svg, env, rng, {
      s: hl.s * 0.95,
      haze: hl.haze + 0.06,
      palette,
      ground,
      lit,
    });
    let d = "";
    for (let x = -20; x <= svg.w + 20; x += 20)
      d += `${d ? "L" : "M"}${x},${(crest(x) + hl.gap * 2).toFixed(1)}`;
    svg.path(`${d}L${svg.w + 20},${svg.h + 10}L-20,${svg.h + 10}Z`, fill);
    const rows = i === 2 ? 3 : 2;
    townOnHill(svg, env, rng, {
      x0: -30,
      x1: svg.w + 30,
      ground: (x) => crest(x) + rows * hl.gap + 6,
      s: hl.s,
      rows,
      rowGap: hl.gap,
      haze: hl.haze,
      palette,
      lit,
      down: 0.6,
    });
    // Trees between the houses.
    for (let k = 0; k < 4 + i * 2; k++) {
      const x = rand(rng, 0, svg.w);
      const y = crest(x) + rand(rng, 10, rows * hl.gap);
      if (chance(rng, 0.5)) stonePine(svg, env, rng, x, y, hl.s * 0.9, 12);
      else cypress(svg, env, x, y, hl.s * 0.9, 10);
    }
    // A few park clusters break up the roofscape.
    for (let k = 0; k < 2 + i; k++) {
      const gx = rand(rng, 0, svg.w);
      const gy = crest(gx) + rand(rng, rows * hl.gap, rows * hl.gap + 120);
      for (let t = 0; t < randInt(rng, 4, 8); t++) {
        const x = gx + rand(rng, -60, 60) * hl.s * 0.5;
        const y = gy + rand(rng, -12, 12) * hl.s * 0.4;
        if (chance(rng, 0.6)) stonePine(svg, env, rng, x, y, hl.s, rand(rng, 9, 13));
        else shrub(svg, env, rng, x, y, hl.s * 7, hl.s * 5);
      }
    }
    if (i === landmarkHill) {
      let bestX = svg.w / 2;
      let bestY = Number.POSITIVE_INFINITY;
      for (let x = 150; x < svg.w - 150; x += 20) {
        const y = crest(x);
        if (y < bestY) {
          bestY = y;
          bestX = x;
        }
      }
      if (chance(rng, 0.5)) castle(svg, env, bestX - hl.s * 40, bestY + hl.s * 2, hl.s * 80, hl.s);
      else church(svg, env, bestX, bestY + hl.s * 3, hl.s * 1.1);
    }
  });
  // Foreground: parapet of a miradouro with a band of azulejos, and framing greenery.
  if (chance(rng, 0.6)) {
    const py = svg.h - rand(rng, 60, 90);
    svg.rect(-10, py, svg.w + 20, svg.h - py + 10, mix("#efe9df", env.shadow, env.shadowMix * 0.4));
    svg.rect(
      -10,
      py,
      svg.w + 20,
      10,
      lighten(mix("#efe9df", env.shadow, env.shadowMix * 0.3), 0.2),
    );
    const tile = mix("#2f5d9a", env.shadow, env.shadowMix * 0.3);
    for (let x = -10; x < svg.w + 10; x += 22) {
      svg.rect(x + 3, py + 24, 16, 16, tile, { opacity: 0.85 });
      svg.circle(x + 11, py + 32, 4, "#efe9df");
    }
  }
  const side = chance(rng, 0.5) ? 0 : svg.w;
  stonePine(svg, env, rng, side + (side === 0 ? 60 : -60), svg.h + 30, 28, 14);
  finish(ctx);
}
