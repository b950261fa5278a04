// Finds the route handler for a path from the files under src/app, as Next.js does (static
// segments before dynamic ones), so tests call the real handlers with real Request objects.
import fs from "node:fs";
import path from "node:path";

const APP_DIR = path.resolve(__dirname, "..", "..", "src", "app");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type HttpMethod = (typeof METHODS)[number];

export interface RouteFile {
  file: string;
  /** e.g. ["api", "properties", "[id]"] */
  segments: string[];
  /** e.g. /api/properties/{id} */
  pattern: string;
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

export function routeFiles(under = "api"): RouteFile[] {
  return walk(path.join(APP_DIR, under)).map((file) => {
    const segments = path
      .relative(APP_DIR, path.dirname(file))
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment));
    const pattern = `/${segments.map((s) => s.replace(/^\[(.+)\]$/, "{$1}")).join("/")}`;
    return { file, segments, pattern };
  });
}

export const SAMPLE_ID = "6f1c1d0e-8a8b-4c1e-9d55-0d4b0f0b0b0b";
const SAMPLE_TOKEN = "0123456789abcdef0123456789abcdef.zz.sig";

/** A path matching an OpenAPI-style pattern: the id given for it, else sample values. */
export function concretePath(pattern: string, ids: Record<string, string> = {}): string {
  return pattern
    .replace("{page}", "sell")
    .replace("{portal}", "kyero")
    .replace("{jobId}", SAMPLE_ID)
    .replace("{notice}", "privacy")
    .replace("{token}", SAMPLE_TOKEN)
    .replace("{sessionId}", SAMPLE_ID)
    .replace("{id}", () => ids[pattern] ?? SAMPLE_ID);
}

export function matchRoute(
  pathname: string,
): { route: RouteFile; params: Record<string, string> } | null {
  const parts = pathname.split("/").filter(Boolean);
  const candidates = routeFiles("")
    .filter((route) => route.segments.length === parts.length)
    .map((route) => {
      const params: Record<string, string> = {};
      let dynamic = 0;
      for (const [index, segment] of route.segments.entries()) {
        const part = decodeURIComponent(parts[index] ?? "");
        const name = /^\[(.+)\]$/.exec(segment)?.[1];
        if (name) {
          params[name] = part;
          dynamic++;
        } else if (segment !== part) {
          return null;
        }
      }
      return { route, params, dynamic };
    })
    .filter((match) => match !== null)
    .sort((a, b) => a.dynamic - b.dynamic);
  const best = candidates[0];
  return best ? { route: best.route, params: best.params } : null;
}
