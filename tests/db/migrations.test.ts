// The committed migrations must hold every change of src/server/db/schema.ts: drizzle-kit,
// run on a copy of drizzle/, must find nothing to generate (a schema edit without
// `npm run db:generate` fails here, not on a live database).
import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const DRIZZLE_KIT = path.resolve("node_modules", ".bin", "drizzle-kit");

function drizzleKit(args: string[]) {
  // stdin closed: a question (a rename to confirm) ends the run instead of waiting for an answer.
  return spawnSync(DRIZZLE_KIT, args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 60_000,
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  return (await fs.readdir(dir, { recursive: true })).sort();
}

it("drizzle-kit finds no schema change missing from the committed migrations", async () => {
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), "casa-lusa-migrations-"));
  try {
    await fs.cp("drizzle", copy, { recursive: true });
    const generate = drizzleKit([
      "generate",
      "--dialect=postgresql",
      "--schema=./src/server/db/schema.ts",
      // drizzle-kit takes the output folder relative to the project.
      `--out=${path.relative(process.cwd(), copy)}`,
    ]);
    expect(generate.status, generate.stdout + generate.stderr).toBe(0);
    expect(generate.stdout).toContain("No schema changes");
    expect(await filesUnder(copy)).toEqual(await filesUnder("drizzle"));

    const check = drizzleKit(["check", "--dialect=postgresql", "--out=drizzle"]);
    expect(check.status, check.stdout + check.stderr).toBe(0);
  } finally {
    await fs.rm(copy, { recursive: true, force: true });
  }
});
