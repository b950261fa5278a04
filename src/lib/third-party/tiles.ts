// The map tiles' address (MAP_TILES_URL): a template such as
// https://tiles.example.pt/{z}/{x}/{y}.png. Its host is named on the map's placeholder and is the
// only host besides our own that the Content-Security-Policy lets images come from
// (docs/decisions/026). No {s} subdomains: the policy names one exact host.

export const DEFAULT_MAP_TILES_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** Why a tile template is refused, or null when it is fine. */
export function tileTemplateProblem(template: string): string | null {
  let url: URL;
  try {
    url = new URL(template);
  } catch {
    return "must be a URL such as https://tiles.example.pt/{z}/{x}/{y}.png";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must start with https://";
  if (/[{}]|%7B|%7D/i.test(url.host)) return "the host must be fixed (no {s} subdomains)";
  for (const part of ["{z}", "{x}", "{y}"]) {
    if (!template.includes(part)) return `must contain ${part}`;
  }
  return null;
}

/** The origin the tiles come from ("https://tile.openstreetmap.org"). */
export function tileOrigin(template: string): string {
  return new URL(template).origin;
}

/** The host named to the visitor: "OpenStreetMap (tile.openstreetmap.org)" or just the host. */
export function tileServerName(template: string): string {
  const { host } = new URL(template);
  return /(^|\.)openstreetmap\.org$/.test(host) ? `OpenStreetMap (${host})` : host;
}
