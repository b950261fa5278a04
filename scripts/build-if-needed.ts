// Builds the production bundle when it is missing or older than the sources, so
// `npm start` on a fresh clone (or after a pull) serves the code that is checked out.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compressStaticAssets } from "../src/server/http/brotli-static";
import { buildIslands } from "./build-islands";

const ROOT = path.resolve(__dirname, "..");
const INPUTS = [
  "src",
  "scripts/build-islands.ts",
  "public",
  "next.config.ts",
  "postcss.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const STAMP = path.join(ROOT, ".next", "source-fingerprint");

export function sourceFingerprint(): string {
  const hash = createHash("sha256");
  const visit = (relative: string) => {
    const absolute = path.join(ROOT, relative);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute).sort()) visit(path.join(relative, name));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative).update("\0").update(fs.readFileSync(absolute)).update("\0");
    }
  };
  for (const input of INPUTS) visit(input);
  return hash.digest("hex");
}

export function buildIfNeeded(): void {
  const fingerprint = sourceFingerprint();
  const built = fs.existsSync(path.join(ROOT, ".next", "BUILD_ID"));
  if (built && fs.readFileSync(STAMP, { encoding: "utf8", flag: "a+" }) === fingerprint) return;
  process.stdout.write("Building the site (first start or changed sources)…\n");
  const result = spawnSync(process.execPath, [require.resolve("next/dist/bin/next"), "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  buildIslands(ROOT);
  compressStaticAssets(path.join(ROOT, ".next"));
  fs.writeFileSync(STAMP, fingerprint);
}

if (require.main === module) {
  if (process.argv.includes("--force")) fs.rmSync(STAMP, { force: true });
  buildIfNeeded();
}
