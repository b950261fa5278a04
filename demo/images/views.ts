// Panoramic views: a terrace over the sea or the city, and a Lisbon-style city skyline.
import { ROOF_TILES } from "./architecture";
import { camera, proj, projAll, projPoly, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish } from "./common";
import { type Env, hazed } from "./env";
import { drawSea, ridge, sailboat } from "./horizon";
import { roofPattern, townOnHill } from "./mini";
import { bougainvillea, shrub } from "./plants";
import { chance, pick, type Rng, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { box, face } from "./space";
import type { Pt, Svg } from "./svg";
import { cypress, olive, palm, stonePine } from "./trees";

const CITY_WALLS = [
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

/** Slim outdoor chair: legs, seat with a cushion and a backrest on one side (along x). */
function outdoorChair(
  svg: Svg,
  c: ReturnType<typeof camera>,
  env: Env,
  x: number,
  z: number,
  back: -1 | 1,
  metal: string,
  cushion: string,
): void {
  const legs: [number, number, number, number][] = [];
  for (const [lx, lz] of [
    [x - 0.23, z - 0.23],
    [x + 0.23, z - 0.23],
    [x - 0.23, z + 0.23],
    [x + 0.23, z + 0.23],
  ] as const) {
    const p0 = proj(c, [lx, 0, lz]);
    const p1 = proj(c, [lx, 0.44, lz]);
    legs.push([p0[0], p0[1], p1[0], p1[1]]);
  }
  const sh = projPoly(c, [
    [x - 0.3, 0.002, z - 0.3],
    [x + 0.3, 0.002, z - 0.3],
    [x + 0.3, 0.002, z + 0.3],
    [x - 0.3, 0.002, z + 0.3],
  ]);
  svg.poly(sh, env.shadow, { opacity: 0.18 });
  const bx = x + back * 0.24;
  box(
    svg,
    c,
    env,
    { x0: bx - 0.03, x1: bx + 0.03, y0: 0.44, y1: 0.95, z0: z - 0.25, z1: z + 0.25 },
    metal,
  );
  svg.lines(legs, metal, Math.max(2, scaleAt(c, [x, 0, z]) * 0.03));
  box(
    svg,
    c,
    env,
    { x0: x - 0.26, x1: x + 0.26, y0: 0.42, y1: 0.46, z0: z - 0.26, z1: z + 0.26 },
    metal,
  );
  box(
    svg,
    c,
    env,
    { x0: x - 0.23, x1: x + 0.2, y0: 0.46, y1: 0.53, z0: z - 0.23, z1: z + 0.23 },
    cushion,
  );
  box(
    svg,
    c,
    env,
    { x0: bx - back * 0.09, x1: bx - back * 0.03, y0: 0.5, y1: 0.88, z0: z - 0.22, z1: z + 0.22 },
    cushion,
  );
}

/** Outdoor view drawn below the horizon for a terrace (we look down on it). */
function terraceBackdrop(
  ctx: Ctx,
  horizon: number,
  view: "sea" | "city" | "hills",
  rng: Rng,
): void {
  const { svg, env } = ctx;
  drawSky(svg, env, rng, horizon, {
    sun: view === "sea",
    clouds: randInt(rng, 1, 3),
    cloudBand: [0.1, 0.6],
  });
  if (view === "sea") {
    drawSea(svg, env, rng, horizon, svg.h, { glitter: true, waves: 70 });
    const coastLeft = chance(rng, 0.5);
    const cx = coastLeft ? 0 : svg.w;
    const dir = coastLeft ? 1 : -1;
    const coastW = rand(rng, 300, 600);
    svg.path(
      `M${cx},${horizon + 40} Q${cx + dir * coastW * 0.6},${horizon + 30} ${cx + dir * coastW},${horizon + 4} L${cx + dir * coastW * 1.3},${horizon + 2} L${cx},${horizon + 2} Z`,
      hazed(env, "#9a8a74", 0.5),
    );
    for (let i = 0; i < randInt(rng, 1, 3); i++)
      sailboat(
        svg,
        env,
        rand(rng, 0.2, 0.8) * svg.w,
        horizon + rand(rng, 30, 140),
        1.2 + rng() * 1.5,
        chance(rng, 0.5),
      );
  } else if (view === "city") {
    ridge(svg, rng, horizon + 2, 26, hazed(env, "#8b98a4", 0.55), horizon + 20, { rough: 0.4 });
    drawSea(svg, env, rng, horizon, horizon + 50, { waves: 12, glitter: env.tod === "golden" });
    if (chance(rng, 0.6))
      bridge(svg, env, rand(rng, -100, 800), rand(rng, -100, 800) + 900, horizon + 8, 60, 0.4);
    const crest = (x: number) => horizon + 36 + Math.sin(x / 260) * 8;
    const ground = hazed(env, "#b6a98f", 0.2);
    svg.rect(
      0,
      horizon + 40,
      svg.w,
      svg.h,
      roofPattern(svg, env, rng, {
        s: 3,
        haze: 0.12,
        palette: CITY_WALLS,
        ground,
        lit: env.lightsOn ? 0.5 : 0,
      }),
    );
    townOnHill(svg, env, rng, {
      x0: -30,
      x1: svg.w + 30,
      ground: (x) => crest(x) + 3 * 18,
      s: 2.6,
      rows: 3,
      rowGap: 18,
      haze: 0.16,
      palette: CITY_WALLS,
      lit: env.lightsOn ? 0.5 : 0,
      down: 0.8,
    });
  } else {
    ridge(svg, rng, horizon + 4, 60, hazed(env, "#7f93a6", 0.5), svg.h);
    const g = ridge(svg, rng, horizon + 60, 50, hazed(env, env.green, 0.25), svg.h);
    ridge(svg, rng, horizon + 180, 60, hazed(env, mix(env.green, env.dryGrass, 0.5), 0.1), svg.h);
    for (let i = 0; i < 12; i++) {
      const x = rand(rng, 0, svg.w);
      olive(svg, env, rng, x, g(x) + rand(rng, 30, 200), 3 + rng() * 3, 5);
    }
  }
}

export function terraceView(ctx: Ctx): void {
  const { svg, rng, env } = ctx;
  const view = pick(rng, ["sea", "sea", "city", "hills"] as const);
  const c = camera({
    cx: 800,
    cy: rand(rng, 420, 470),
    f: 1000,
    eye: 1.5,
    x: rand(rng, -0.5, 0.5),
  });
  terraceBackdrop(ctx, c.cy, view, rng);
  const tz = rand(rng, 4.8, 6);
  const W = 7;
  // Terrace floor.
  const floorC = pick(rng, ["#c98c6a", "#d9cdb8", "#b98d62", "#e2d8c6"]);
  const tiles = floorC === "#b98d62" ? 0.15 : 0.5;
  const fl = projPoly(c, [
    [-W, 0, 0.4],
    [W, 0, 0.4],
    [W, 0, tz],
    [-W, 0, tz],
  ]);
  svg.poly(
    fl,
    svg.linear(
      [
        [0, mix(floorC, env.shadow, 0.15)],
        [1, lighten(floorC, 0.05)],
      ],
      0,
      proj(c, [0, 0, tz])[1],
      0,
      svg.h,
    ),
  );
  const joints: [number, number, number, number][] = [];
  for (let x = -W; x <= W; x += tiles) {
    const a = proj(c, [x, 0, 0.6]);
    const b = proj(c, [x, 0, tz]);
    joints.push([a[0], a[1], b[0], b[1]]);
  }
  if (tiles > 0.3) {
    for (let z = tz; z > 0.6; z -= tiles) {
      const a = proj(c, [-W, 0, z]);
      const b = proj(c, [W, 0, z]);
      joints.push([a[0], a[1], b[0], b[1]]);
    }
  }
  svg.lines(joints, darken(floorC, 0.2), 1, { opacity: 0.45 });
  // Balustrade: glass or a white parapet.
  const glass = chance(rng, 0.55);
  if (glass) {
    const q = projAll(c, [
      [-W, 0, tz],
      [W, 0, tz],
      [W, 1.05, tz],
      [-W, 1.05, tz],
    ]);
    const qa = q[3] ?? [0, 0];
    const qb = q[0] ?? [0, 0];
    svg.poly(
      q,
      svg.linear(
        [
          [0, "#ffffff", 0.35],
          [1, "#cfe3ea", 0.15],
        ],
        0,
        qa[1],
        0,
        qb[1],
      ),
    );
    const a = proj(c, [-W, 1.05, tz]);
    const b = proj(c, [W, 1.05, tz]);
    const posts: [number, number, number, number][] = [];
    for (let x = -W + 1.2; x < W; x += 1.2) {
      const p0 = proj(c, [x, 0, tz]);
      const p1 = proj(c, [x, 1.05, tz]);
      posts.push([p0[0], p0[1], p1[0], p1[1]]);
    }
    svg.lines(posts, "#b9bdc2", 3, { opacity: 0.8 });
    svg.line(a[0], a[1], b[0], b[1], "#c9ccd0", 7);
    svg.line(a[0], a[1] - 2, b[0], b[1] - 2, "#eef0f2", 2);
  } else {
    box(svg, c, env, { x0: -W, x1: W, y0: 0, y1: 0.85, z0: tz, z1: tz + 0.25 }, "#f3efe7");
    box(
      svg,
      c,
      env,
      { x0: -W, x1: W, y0: 0.85, y1: 0.92, z0: tz - 0.04, z1: tz + 0.29 },
      "#f8f5ef",
    );
    // Planters of lavender along the parapet.
    for (let x = -3; x <= 3; x += rand(rng, 1.8, 2.6)) {
      const p = proj(c, [x, 0.92, tz + 0.1]);
      const s = scaleAt(c, [x, 0, tz]);
      shrub(svg, env, rng, p[0], p[1], s * 0.9, s * 0.35, "#7b8a6a");
      for (let k = 0; k < 10; k++)
        svg.circle(
          p[0] + rand(rng, -0.4, 0.4) * s,
          p[1] - rand(rng, 0.2, 0.45) * s,
          s * 0.03,
          "#8e7cc3",
        );
    }
  }
  // House wall on one side with a glazed door.
  const wallLeft = chance(rng, 0.5);
  const wx = wallLeft ? -2.9 : 2.9;
  const white = "#f4f0e8";
  face(
    svg,
    c,
    env,
    [
      [wx, 0, 0.4],
      [wx, 0, tz],
      [wx, 3.2, tz],
      [wx, 3.2, 0.4],
    ],
    [wallLeft ? 1 : -1, 0, 0],
    white,
    { always: true },
  );
  face(
    svg,
    c,
    env,
    [
      [wx, 2.3, 1.2],
      [wx, 2.3, 2.8],
      [wx, 0, 2.8],
      [wx, 0, 1.2],
    ],
    [wallLeft ? 1 : -1, 0, 0],
    "#2f3338",
    { always: true, flat: true },
  );
  svg.poly(
    projAll(c, [
      [wx, 2.2, 1.3],
      [wx, 2.2, 2.7],
      [wx, 0.05, 2.7],
      [wx, 0.05, 1.3],
    ]),
    ctx.kit.glass,
    { opacity: 0.9 },
  );
  if (chance(rng, 0.6)) {
    const p = proj(c, [wx + (wallLeft ? 0.3 : -0.3), 0, 4.2]);
    bougainvillea(
      svg,
      env,
      rng,
      p[0],
      p[1],
      scaleAt(c, [wx, 0, 4.2]) * 1.3,
      scaleAt(c, [wx, 0, 4.2]) * 0.75,
    );
  }
  // Big potted olive tree beside the seating.
  const ox = wallLeft ? 2.5 : -2.5;
  const oz = rand(rng, 3.6, 4.3);
  box(
    svg,
    c,
    env,
    { x0: ox - 0.35, x1: ox + 0.35, y0: 0, y1: 0.6, z0: oz - 0.35, z1: oz + 0.35 },
    pick(rng, ["#c0704c", "#d9d0c2", "#b8b0a2"]),
  );
  const top = proj(c, [ox, 0.6, oz]);
  olive(svg, env, rng, top[0], top[1], scaleAt(c, [ox, 0, oz]), 1.5);
  // Furniture: a small dining set or lounge chairs.
  const fx = wallLeft ? rand(rng, 0.3, 1.2) : rand(rng, -1.2, -0.3);
  const fz = rand(rng, 2.9, 3.5);
  const metal = pick(rng, ["#2f3338", "#f1eee8", "#6b5a48"]);
  const cushion = pick(rng, ["#f1ebe0", "#e0d3bd", "#c9d3cc", "#d9a98f"]);
  const shadowTable = projPoly(c, [
    [fx - 0.8, 0.002, fz - 0.6],
    [fx + 0.9, 0.002, fz - 0.6],
    [fx + 0.9, 0.002, fz + 0.7],
    [fx - 0.8, 0.002, fz + 0.7],
  ]);
  svg.poly(shadowTable, env.shadow, { opacity: 0.18 });
  for (const [cx, cz] of [
    [fx - 0.75, fz],
    [fx + 0.75, fz],
  ] as const) {
    outdoorChair(svg, c, env, cx, cz, cx < fx ? -1 : 1, metal, cushion);
  }
  const rt: Pt[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    rt.push(proj(c, [fx + Math.cos(a) * 0.45, 0.72, fz + Math.sin(a) * 0.45]));
  }
  const leg0 = proj(c, [fx, 0, fz]);
  const leg1 = proj(c, [fx, 0.72, fz]);
  svg.line(leg0[0], leg0[1], leg1[0], leg1[1], metal, 5);
  svg.poly(rt, pick(rng, ["#f3efe8", "#c98c6a", "#b98d62"]));
  const cup = proj(c, [fx + 0.1, 0.72, fz]);
  svg.rect(cup[0] - 4, cup[1] - 12, 8, 12, "#ffffff");
  // Pergola beams overhead.
  if (chance(rng, 0.6)) {
    const wood = mix(pick(rng, ["#8a6a4e", "#f1eee8", "#5a4a3c"]), env.shadow, 0.15);
    for (let x = -4; x <= 4; x += 0.7) {
      svg.poly(
        projPoly(c, [
          [x - 0.06, 2.7, 0.5],
          [x + 0.06, 2.7, 0.5],
          [x + 0.06, 2.7, tz],
          [x - 0.06, 2.7, tz],
        ]),
        darken(wood, 0.25),
      );
    }
    box(svg, c, env, { x0: -6, x1: 6, y0: 2.55, y1: 2.75, z0: tz - 0.12, z1: tz }, wood);
    for (const px of [-2.8, 2.8])
      box(
        svg,
        c,
        env,
        { x0: px - 0.08, x1: px + 0.08, y0: 0, y1: 2.6, z0: tz - 0.12, z1: tz + 0.04 },
        wood,
      );
    // Striped shade on the floor.
    const stripes: [number, number, number, number][] = [];
    for (let x = -4; x <= 4; x += 0.7) {
      const a = proj(c, [x + env.side * -0.8, 0.003, 0.8]);
      const b = proj(c, [x + env.side * -0.8, 0.003, tz - 0.2]);
      stripes.push([a[0], a[1], b[0], b[1]]);
    }
    if (!env.lightsOn) svg.lines(stripes, env.shadow, 10, { opacity: 0.12 });
  }
  if (chance(rng, 0.3))
    palm(svg, env, rng, wallLeft ? svg.w - 80 : 80, proj(c, [0, 0, tz])[1] - 10, 40, 9);
  finish(ctx);
}
