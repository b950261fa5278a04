// A minimal SVG document builder: shapes are appended as strings, gradients get unique ids.

export type Pt = readonly [number, number];
/** Gradient stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];
export type Attrs = Record<string, string | number | undefined>;

/** Rounds to one decimal to keep the documents small. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function fmt(v: string | number): string {
  return typeof v === "number" ? String(Math.round(v * 1000) / 1000) : v;
}

function attrs(a: Attrs | undefined): string {
  if (!a) return "";
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${fmt(v)}"`;
  }
  return out;
}

/**
 * Element opacity makes the rasteriser composite the shape through an offscreen layer,
 * which is slow; for single shapes fill-opacity / stroke-opacity look the same.
 */
function shapeAttrs(a: Attrs | undefined, kind: "fill" | "stroke"): string {
  if (!a || a.opacity === undefined) return attrs(a);
  const { opacity, ...rest } = a;
  return attrs({ ...rest, [`${kind}-opacity`]: opacity });
}

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => {
      const opacity = op === undefined ? "" : ` stop-opacity="${n(op * 100) === "100" ? 1 : op}"`;
      return `<stop offset="${n(o * 100)}%" stop-color="${c}"${opacity}/>`;
    })
    .join("");
}

export function pts(list: readonly Pt[]): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

export class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  uid(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(s: string): void {
    this.defs.push(s);
  }

  add(s: string): void {
    this.body.push(s);
  }

  /** Linear gradient in user space; returns the paint reference "url(#id)". */
  linear(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid("l");
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Linear gradient relative to the bounding box of each shape using it (reusable). */
  box(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid("b");
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(list: readonly Stop[], cx: number, cy: number, r: number, extra = ""): string {
    const id = this.uid("r");
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${extra}>${stops(list)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Gaussian blur filter; returns "url(#id)" for a filter attribute. */
  blur(std: number): string {
    const id = this.uid("f");
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }

  clip(inner: string): string {
    const id = this.uid("c");
    this.def(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, a?: Attrs): void {
    this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${shapeAttrs(a, "fill")}/>`,
    );
  }

  poly(list: readonly Pt[], fill: string, a?: Attrs): void {
    this.add(`<polygon points="${pts(list)}" fill="${fill}"${shapeAttrs(a, "fill")}/>`);
  }

  path(d: string, fill: string, a?: Attrs): void {
    this.add(`<path d="${d}" fill="${fill}"${shapeAttrs(a, "fill")}/>`);
  }

  circle(cx: number, cy: number, r: number, fill: string, a?: Attrs): void {
    this.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(Math.max(0, r))}" fill="${fill}"${shapeAttrs(a, "fill")}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, a?: Attrs): void {
    this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(Math.max(0, rx))}" ry="${n(Math.max(0, ry))}" fill="${fill}"${shapeAttrs(a, "fill")}/>`,
    );
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    stroke: string,
    width: number,
    a?: Attrs,
  ): void {
    this.add(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${shapeAttrs(a, "stroke")}/>`,
    );
  }

  polyline(list: readonly Pt[], stroke: string, width: number, a?: Attrs): void {
    this.add(
      `<polyline points="${pts(list)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${shapeAttrs(a, "stroke")}/>`,
    );
  }

  /** Many straight segments with the same stroke as one path element. */
  lines(
    segs: readonly (readonly [number, number, number, number])[],
    stroke: string,
    width: number,
    a?: Attrs,
  ): void {
    if (segs.length === 0) return;
    const d = segs.map(([x1, y1, x2, y2]) => `M${n(x1)},${n(y1)}L${n(x2)},${n(y2)}`).join("");
    this.add(
      `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${shapeAttrs(a, "stroke")}/>`,
    );
  }

  open(a: Attrs): void {
    this.add(`<g${attrs(a)}>`);
  }

  close(): void {
    this.add("</g>");
  }

  /** Runs fn with its shapes wrapped in a <g> carrying the attributes. */
  group(a: Attrs, fn: () => void): void {
    this.open(a);
    fn();
    this.close();
  }

  /** The shapes drawn so far, without the document wrapper (for pattern tiles). */
  content(): string {
    return this.body.join("");
  }

  toString(width: number, height: number): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${this.w} ${this.h}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }
}

/** Smooth closed/open path through points using Catmull-Rom to cubic Bézier conversion. */
export function smoothPath(list: readonly Pt[], closed = false): string {
  if (list.length < 2) return "";
  const get = (i: number): Pt => {
    const len = list.length;
    const idx = closed ? ((i % len) + len) % len : Math.max(0, Math.min(len - 1, i));
    const p = list[idx];
    if (!p) throw new Error("smoothPath index");
    return p;
  };
  const first = get(0);
  let d = `M${n(first[0])},${n(first[1])}`;
  const segs = closed ? list.length : list.length - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}
