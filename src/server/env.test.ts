import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, EnvError, parseEnv } from "./env";

describe("parseEnv", () => {
  it("fills in defaults and resolves the data folders", () => {
    const env = parseEnv({ DATA_DIR: "/srv/casa" });
    expect(env).toMatchObject({
      PORT: 3000,
      SEED_DEMO: true,
      pgliteDir: "/srv/casa/db",
      uploadsDir: "/srv/casa/uploads",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it("takes the public address from the port when SITE_URL is unset", () => {
    expect(parseEnv({ PORT: "3100" }).SITE_URL).toBe("http://localhost:3100");
    expect(parseEnv({ PORT: "3100", SITE_URL: "https://casa.pt" }).SITE_URL).toBe(
      "https://casa.pt",
    );
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
  });

  it("reads the ECB's rates by default, and none when FX_RATES_URL is set empty", () => {
    expect(parseEnv({}).FX_RATES_URL).toMatch(/^https:\/\/www\.ecb\.europa\.eu\//);
    expect(parseEnv({ FX_RATES_URL: "" }).FX_RATES_URL).toBe("");
  });

  it("takes a tile server with one fixed host, OpenStreetMap's by default", () => {
    expect(parseEnv({}).MAP_TILES_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    const own = "https://tiles.example.pt/osm/{z}/{x}/{y}.png?key=1";
    expect(parseEnv({ MAP_TILES_URL: own }).MAP_TILES_URL).toBe(own);
    for (const bad of [
      "tiles.example.pt/{z}/{x}/{y}.png",
      "ftp://tiles.example.pt/{z}/{x}/{y}.png",
      "https://{s}.tile.example.pt/{z}/{x}/{y}.png",
      "https://tiles.example.pt/{z}/{x}.png",
    ]) {
      expect(() => parseEnv({ MAP_TILES_URL: bad }), bad).toThrow(/MAP_TILES_URL/);
    }
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/db" }],
    ["SITE_URL", { SITE_URL: "ftp://example.com" }],
    ["ADMIN_EMAIL", { ADMIN_EMAIL: "not-an-email" }],
    ["ADMIN_PASSWORD", { ADMIN_EMAIL: "a@b.pt", ADMIN_PASSWORD: "12345" }],
    ["SEED_DEMO", { SEED_DEMO: "perhaps" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
  ])("names %s when its value is wrong", (name, values) => {
    expect(() => parseEnv(values)).toThrow(EnvError);
    expect(() => parseEnv(values)).toThrow(name);
  });
});

// One test per file rather than per variable: every test here starts from a reset database.
describe("the documentation of the environment", () => {
  it("the README's table describes every variable", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    for (const name of ENV_VARIABLES) {
      expect(readme, name).toMatch(new RegExp(`^\\| \`${name}\` +\\| .+ \\| .+ \\|$`, "m"));
    }
  });

  it(".env.example shows every variable but NODE_ENV, commented out, with no password", () => {
    const example = fs.readFileSync(".env.example", "utf8");
    for (const name of ENV_VARIABLES.filter((variable) => variable !== "NODE_ENV")) {
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, "m"));
    }
    expect(example).toMatch(/^# ADMIN_PASSWORD=$/m);
    expect(example.split("\n").filter((line) => line && !line.startsWith("#"))).toEqual([]);
  });
});
