// `npm run icons`: writes src/components/site/icon-paths.ts, the public pages' icons as one
// <path> each, drawn from lucide-react's own icon data (docs/decisions/046). Lucide draws most
// icons with two to six shapes (paths, circles, rects, lines); merged into one path, an icon is
// two elements instead of three to seven, which the browser styles and lays out on every page
// load. Run it after updating lucide-react or adding an icon to ICONS; the output is committed,
// and src/components/site/icons.test.ts fails when it no longer matches lucide-react.
import fs from "node:fs";
import path from "node:path";

/** The icons the public pages use, by lucide's names (their classes say `lucide-{name}`). */
export const ICONS = [
  "bath",
  "bed-double",
  "bell",
  "calendar-days",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-alert",
  "euro",
  "external-link",
  "globe",
  "hash",
  "heart",
  "house",
  "image-off",
  "image-plus",
  "layout-grid",
  "leaf",
  "link-2",
  "list",
  "loader-circle",
  "mail",
  "map",
  "map-pin",
  "map-pin-off",
  "menu",
  "message-square",
  "phone",
  "printer",
  "quote",
  "rotate-3d",
  "ruler",
  "search",
  "search-x",
  "send",
  "share-2",
  "sliders-horizontal",
  "star",
  "tag",
  "x",
] as const;

/** lucide-react's module of an icon it has since renamed (the old name's module only re-exports). */
const RENAMED: Record<string, string> = { "circle-alert": "circle-exclamation-point" };

type Attributes = Record<string, string | number>;
export type IconNode = [string, Attributes][];

const NUMBER = String.raw`[+-]?(?:\d*\.\d+|\d+\.?)(?:e[+-]?\d+)?`;
const LEADING_RELATIVE_MOVE = new RegExp(String.raw`^m\s*(${NUMBER})[\s,]*(${NUMBER})[\s,]*`);

/** A path's data, safe to follow another's: a leading relative moveto made absolute. */
function standalone(d: string): string {
  const match = LEADING_RELATIVE_MOVE.exec(d);
  if (!match) return d;
  const rest = d.slice(match[0].length);
  // Pairs after a moveto are linetos, relative after "m".
  return `M${match[1]} ${match[2]}${rest && !/^[a-z]/i.test(rest) ? `l${rest}` : rest}`;
}

const n = (value: string | number | undefined) => Number(value ?? 0);

/** One shape of lucide's as path data (SVG 2's equivalent path of each basic shape). */
function shapePath(tag: string, a: Attributes): string {
  switch (tag) {
    case "path":
      return standalone(String(a.d));
    case "circle":
    case "ellipse": {
      const rx = n(tag === "circle" ? a.r : a.rx);
      const ry = n(tag === "circle" ? a.r : a.ry);
      const [cx, cy] = [n(a.cx), n(a.cy)];
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
    }
    case "line":
      return `M${n(a.x1)} ${n(a.y1)}L${n(a.x2)} ${n(a.y2)}`;
    case "polyline":
    case "polygon": {
      const points = String(a.points)
        .trim()
        .split(/[\s,]+/);
      const pairs = points.flatMap((_, index) =>
        index % 2 ? [] : [`${points[index]} ${points[index + 1]}`],
      );
      return `M${pairs.join("L")}${tag === "polygon" ? "z" : ""}`;
    }
    case "rect": {
      const [x, y, w, h] = [n(a.x), n(a.y), n(a.width), n(a.height)];
      const rx = Math.min(n(a.rx ?? a.ry), w / 2);
      const ry = Math.min(n(a.ry ?? a.rx), h / 2);
      if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const arc = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}h${w - 2 * rx}${arc(rx, ry)}v${h - 2 * ry}${arc(-rx, ry)}` +
        `h${-(w - 2 * rx)}${arc(-rx, -ry)}v${-(h - 2 * ry)}${arc(rx, -ry)}z`
      );
    }
    default:
      throw new Error(`lucide shape <${tag}> has no path form here`);
  }
}

const GEOMETRY = new Set("key d cx cy r rx ry x y width height x1 y1 x2 y2 points".split(" "));

/** An icon's shapes as one path's data; every shape is drawn by the icon's stroke alone. */
export function iconPath(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      // A dot's fill (the tag's hole, r .5) lies under its 2-unit stroke: the stroke draws it.
      const coveredFill = tag === "circle" && n(attributes.r) <= 1;
      const other = Object.keys(attributes).filter(
        (name) => !GEOMETRY.has(name) && !(coveredFill && name === "fill"),
      );
      if (other.length) throw new Error(`lucide shape <${tag}> has its own ${other.join(", ")}`);
      return shapePath(tag, attributes);
    })
    .join("");
}

/** lucide-react's data of one icon (its module exports it beside the component). */
export async function lucideIcon(name: string): Promise<IconNode> {
  const module = RENAMED[name] ?? name;
  const loaded = (await import(`lucide-react/icons/${module}`)) as unknown as {
    __iconData?: { node: IconNode };
  };
  if (!loaded.__iconData) throw new Error(`lucide-react/icons/${module} has no icon data`);
  return loaded.__iconData.node;
}

/** The generated module's text. */
async function iconPathsModule(): Promise<string> {
  const lines = await Promise.all(
    ICONS.map(
      async (name) =>
        `  ${/^[a-z]\w*$/.test(name) ? name : JSON.stringify(name)}: ${JSON.stringify(iconPath(await lucideIcon(name)))},`,
    ),
  );
  return [
    "// Generated by `npm run icons` (scripts/site-icons.ts) from lucide-react's icons: each one's",
    "// shapes as one path (docs/decisions/046). Do not edit.",
    "export const ICON_PATHS = {",
    ...lines,
    "} as const;",
    "",
  ].join("\n");
}

const ICON_PATHS_FILE = path.resolve(__dirname, "..", "src", "components", "site", "icon-paths.ts");

if (require.main === module) {
  void iconPathsModule().then((text) => {
    fs.writeFileSync(ICON_PATHS_FILE, text);
    process.stdout.write(
      `${path.relative(process.cwd(), ICON_PATHS_FILE)}: ${text.length} bytes\n`,
    );
  });
}
