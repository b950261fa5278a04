// Small distant buildings drawn directly in picture space (towns on hills, farmhouses, skylines).
import { ROOF_TILES } from "./architecture";
import { darken, lighten, mix } from "./color";
import type { Env } from "./env";
import { chance, pick, type Rng, rand } from "./rng";
import { Svg } from "./svg";

export interface MiniHouse {
  /** Bottom-left corner of the front face, in pixels. */
  x: number;
  y: number;
  /** Pixels per metre. */
  s: number;
  w: number;
  h: number;
  d: number;
  wall: string;
  roof?: string;
  /** Side face on the right (1) or left (-1). */
  side: 1 | -1;
  /** How much the view looks down on the house (0 = eye level, 1 = steep). */
  down: number;
  windows?: number;
  rows?: number;
  trim?: string;
  haze?: number;
  lit?: number;
  flatRoof?: boolean;
  chimney?: boolean;
}

/** A box house with a hip roof in a simple oblique view. */
export function miniHouse(svg: Svg, env: Env, rng: Rng, m: MiniHouse): void {
  const { s } = m;
  const W = m.w * s;
  const Hh = m.h * s;
  const dx = m.d * s * 0.42 * m.side;
  const dy = m.d * s * 0.32 * m.down;
  const haze = m.haze ?? 0;
  const col = (c: string) => mix(c, env.haze, haze);
  const lightSide = env.side === m.side;
  const front = col(mix(m.wall, env.sunLight, env.warmth * 0.4));
  const sideC = col(
    lightSide ? mix(m.wall, env.sunLight, env.warmth) : mix(m.wall, env.shadow, env.shadowMix),
  );
  const x0 = m.x;
  const x1 = m.x + W;
  const y = m.y;
  const top = y - Hh;
  const sx = m.side > 0 ? x1 : x0;
  svg.poly(
    [
      [sx, y],
      [sx + dx, y - dy],
      [sx + dx, top - dy],
      [sx, top],
    ],
    sideC,
  );
  svg.rect(x0, top, W, Hh, front);
  if (m.trim)
    svg.rect(x0, y - Math.min(Hh * 0.18, 0.8 * s), W, Math.min(Hh * 0.18, 0.8 * s), col(m.trim));
  // Windows.
  const rows = m.rows ?? Math.max(1, Math.floor(m.h / 3));
  const cols = m.windows ?? Math.max(1, Math.floor(m.w / 2.6));
  if (s * 0.6 > 1.6) {
    const ww = Math.max(1, s * 0.7);
    const wh = Math.max(1.5, s * 1.1);
    const glass = col(mix("#3b4a5a", env.shadow, 0.3));
    // One path per colour keeps the element count (and raster time) low.
    let dark = "";
    let bright = "";
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < cols; k++) {
        const wx = x0 + (W * (k + 0.5)) / cols - ww / 2;
        const wy = y - (Hh * (r + 0.55)) / rows - wh / 2;
        const lit = (m.lit ?? 0) > 0 && rng() < (m.lit ?? 0);
        const d = `M${wx.toFixed(1)},${wy.toFixed(1)}h${ww.toFixed(1)}v${wh.toFixed(1)}h${(-ww).toFixed(1)}z`;
        if (lit) bright += d;
        else dark += d;
      }
    }
    if (dark) svg.path(dark, glass);
    if (bright) svg.path(bright, "#ffd27e");
  }
  if (m.flatRoof) {
    svg.poly(
      [
        [x0, top],
        [x1, top],
        [x1 + dx, top - dy],
        [x0 + dx, top - dy],
      ],
      col(lighten(m.wall, 0.15)),
    );
    return;
  }
  const roofC = m.roof ?? pick(rng, ROOF_TILES);
  const rh = Math.min(m.w, m.d) * s * 0.28;
  const o = s * 0.25;
  const front0: [number, number] = [x0 - o, top + o * 0.3];
  const front1: [number, number] = [x1 + o, top + o * 0.3];
  const back0: [number, number] = [x0 - o + dx, top - dy];
  const back1: [number, number] = [x1 + o + dx, top - dy];
  const inset = Math.min(W, m.d * s * 0.42) * 0.5;
  const r0: [number, number] = [x0 + inset + dx / 2, top - dy / 2 - rh];
  const r1: [number, number] = [x1 - inset + dx / 2, top - dy / 2 - rh];
  if (m.chimney && chance(rng, 0.8)) {
    const cx = x0 + W * rand(rng, 0.25, 0.75) + dx * 0.5;
    svg.rect(cx - s * 0.35, r0[1] - s * 1.1, s * 0.7, s * 1.6, col(lighten(m.wall, 0.05)));
    svg.rect(cx - s * 0.45, r0[1] - s * 1.25, s * 0.9, s * 0.25, col(lighten(m.wall, 0.15)));
  }
  // Back slope (only seen from above), then the side hip and the front slope.
  if (m.down > 0.2) svg.poly([back0, back1, r1, r0], col(darken(roofC, 0.15)));
  const sideHip: [number, number][] = m.side > 0 ? [front1, back1, r1] : [front0, back0, r0];
  svg.poly(sideHip, col(lightSide ? lighten(roofC, 0.08) : darken(roofC, 0.22)));
  svg.poly([front0, front1, r1, r0], col(mix(roofC, env.sunLight, env.warmth * 0.5)));
  const otherHip: [number, number][] = m.side > 0 ? [front0, back0, r0] : [front1, back1, r1];
  if (m.down < 0.2) svg.poly(otherHip, col(darken(roofC, 0.1)));
}

/** A dense cluster of town houses following a hillside profile. */
export function townOnHill(
  svg: Svg,
  env: Env,
  rng: Rng,
  o: {
    x0: number;
    x1: number;
    /** Ground line of the hillside (picture y for x). */
    ground: (x: number) => number;
    /** Base scale in px per metre at the bottom of the cluster. */
    s: number;
    rows: number;
    rowGap: number;
    haze: number;
    palette: readonly string[];
    lit?: number;
    down?: number;
  },
): void {
  for (let r = o.rows - 1; r >= 0; r--) {
    const scale = o.s * Math.max(0.55, 1 - r * 0.06);
    let x = o.x0 + rand(rng, -20, 0);
    while (x < o.x1) {
      const w = rand(rng, 6, 14);
      const floors = Math.floor(rand(rng, 2, 5));
      const gy = o.ground(x + (w * scale) / 2) - r * o.rowGap;
      const wall = pick(rng, o.palette);
      miniHouse(svg, env, rng, {
        x,
        y: gy + rand(rng, -3, 3),
        s: scale,
        w,
        h: floors * 3,
        d: rand(rng, 6, 10),
        wall: mix(wall, "#ffffff", rand(rng, 0, 0.15)),
        side: env.side > 0 ? 1 : -1,
        down: o.down ?? 0.5,
        haze: o.haze + r * 0.03,
        flatRoof: chance(rng, 0.12),
        lit: o.lit,
        windows: Math.max(1, Math.round(w / 2.8)),
        rows: floors,
      });
      x += w * scale * rand(rng, 0.75, 1.0);
    }
  }
}

/** A repeating tile of tiny roofs, used as a fill for far-away town areas. */
export function roofPattern(
  svg: Svg,
  env: Env,
  rng: Rng,
  o: { s: number; haze: number; palette: readonly string[]; ground: string; lit?: number },
): string {
  const tw = Math.round(o.s * 90);
  const th = Math.round(o.s * 27);
  const tile = new Svg(tw, th);
  tile.rect(0, 0, tw, th, o.ground);
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    let x = (r % 2) * o.s * 5 - o.s * 4;
    const y = ((r + 1) * th) / rows;
    while (x < tw) {
      const w = rand(rng, 6, 13);
      const m: MiniHouse = {
        x,
        y: y + rand(rng, -1, 1),
        s: o.s,
        w,
        h: Math.floor(rand(rng, 2, 4)) * 3,
        d: 7,
        wall: mix(pick(rng, o.palette), "#ffffff", rand(rng, 0, 0.15)),
        roof: pick(rng, ROOF_TILES),
        side: env.side > 0 ? 1 : -1,
        down: 0.6,
        haze: o.haze,
        lit: o.lit,
        // Fewer, larger window marks: fine detail is costly to encode and reads as noise.
        windows: w > 9 ? 2 : 1,
        rows: 1,
      };
      const seed = rng();
      const draw = (dx: number, dy: number) => {
        let k = seed;
        const local: Rng = () => {
          k = (k * 9301 + 0.49297) % 1;
          return k;
        };
        miniHouse(tile, env, local, { ...m, x: m.x + dx, y: m.y + dy });
      };
      draw(0, 0);
      if (x + w * o.s * 1.4 > tw) draw(-tw, 0);
      if (r === 0) draw(0, th);
      x += w * o.s * rand(rng, 0.8, 1.0);
    }
  }
  const id = svg.uid("town");
  // Clip the tile content: shapes overflowing the cell otherwise leak onto the canvas in librsvg.
  const clip = svg.clip(`<rect width="${tw}" height="${th}"/>`);
  svg.def(
    `<pattern id="${id}" width="${tw}" height="${th}" patternUnits="userSpaceOnUse"><g clip-path="${clip}">${tile.content()}</g></pattern>`,
  );
  return `url(#${id})`;
}
