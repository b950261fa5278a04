import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISLANDS } from "./registry";

describe("the island registry", () => {
  // scripts/build-islands.ts finds each island's files by the name of its module.
  it("names each island after the file of its component", () => {
    const source = fs.readFileSync(path.join(__dirname, "registry.ts"), "utf8");
    const entries = Array.from(
      source.matchAll(/"?([a-z-]+)"?:\s*\(\)\s*=>\s*import\("([^"]+)"\)/g),
      ([, name, module]) => [name, path.basename(module ?? "")],
    );
    expect(entries.map(([name]) => name).sort()).toEqual(Object.keys(ISLANDS).sort());
    for (const [name, file] of entries) expect(file).toBe(name);
  });

  it("loads a component for every name", async () => {
    for (const load of Object.values(ISLANDS)) expect(typeof (await load())).toBe("function");
  });
});
