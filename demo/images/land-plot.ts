// The building-plot scene: a plot of land seen from above its edge, with the sea or the
// countryside beyond.
import { camera, proj, projPoly, scaleAt } from "./camera";
import { darken, mix } from "./color";
import { type Ctx, finish, groundPlane, groundRect } from "./common";
import { hazed } from "./env";
import { drawSea, ridge } from "./horizon";
import { miniHouse } from "./mini";
import { grassTufts, shrub, speckles } from "./plants";
import { chance, rand, randInt } from "./rng";
import { drawSky } from "./sky";
import { box } from "./space";
import { cypress, olive, stonePine } from "./trees";

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
