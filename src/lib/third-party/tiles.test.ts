import { expect, it } from "vitest";
import { DEFAULT_MAP_TILES_URL, tileOrigin, tileServerName, tileTemplateProblem } from "./tiles";

it("names the tile server to the visitor and to the policy by its one host", () => {
  expect(tileOrigin(DEFAULT_MAP_TILES_URL)).toBe("https://tile.openstreetmap.org");
  expect(tileServerName(DEFAULT_MAP_TILES_URL)).toBe("OpenStreetMap (tile.openstreetmap.org)");
  const own = "https://tiles.example.pt:8443/osm/{z}/{x}/{y}.png";
  expect(tileOrigin(own)).toBe("https://tiles.example.pt:8443");
  expect(tileServerName(own)).toBe("tiles.example.pt:8443");
});

it("accepts a template with {z}, {x} and {y} on a fixed http(s) host only", () => {
  expect(tileTemplateProblem(DEFAULT_MAP_TILES_URL)).toBeNull();
  expect(tileTemplateProblem("http://127.0.0.1:9000/{z}/{x}/{y}.png")).toBeNull();
  expect(tileTemplateProblem("not a url")).toMatch(/URL/);
  expect(tileTemplateProblem("ftp://tiles.example.pt/{z}/{x}/{y}.png")).toMatch(/https/);
  expect(tileTemplateProblem("https://{s}.tile.example.pt/{z}/{x}/{y}.png")).toMatch(/fixed/);
  expect(tileTemplateProblem("https://tiles.example.pt/{z}/{y}.png")).toMatch(/\{x\}/);
});
