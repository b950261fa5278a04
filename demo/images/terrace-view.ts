// The terrace scene: a floor, a glass or white balustrade, the house wall, an olive tree, chairs
// and a pergola, over the sea, a city or hills (terrace-parts.ts).
import { camera, proj, projAll, projPoly, scaleAt } from "./camera";
import { darken, lighten, mix } from "./color";
import { type Ctx, finish } from "./common";
import { bougainvillea, shrub } from "./plants";
import { chance, pick, rand } from "./rng";
import { box, face } from "./space";
import type { Pt } from "./svg";
import { outdoorChair, terraceBackdrop } from "./terrace-parts";
import { olive, palm } from "./trees";

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
