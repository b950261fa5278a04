// The parts of the terrace scene besides the terrace itself: what it looks out on (the sea, a
// city, hills) and its outdoor chairs.
import { type camera, proj, projPoly, scaleAt } from "./camera";
import { bridge, CITY_WALLS } from "./city-skyline";
import { mix } from "./color";
import type { Ctx } from "./common";
import { type Env, hazed } from "./env";
import { drawSea, ridge, sailboat } from "./horizon";
import { roofPattern, townOnHill } from "./mini";
import { chance, type Rng, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { box } from "./space";
import type { Svg } from "./svg";
import { olive } from "./trees";

/** Slim outdoor chair: legs, seat with a cushion and a backrest on one side (along x). */
export function outdoorChair(
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
export function terraceBackdrop(
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
