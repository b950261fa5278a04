// Builds the public pages' islands (docs/decisions/018) with esbuild: src/islands/boot.ts and a
// chunk per island, into .next/static/islands/ under content-hashed names (served like Next's own
// build files, immutable), and .next/islands.json for server.ts: the boot script and the files
// each island needs (src/server/page-cache/island-page.ts).
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

export const ISLANDS_MANIFEST = "islands.json";

export function buildIslands(root: string): void {
  const outdir = path.join(root, ".next", "static", "islands");
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: { boot: "src/islands/boot.ts" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    // The components' "use client" lines mean nothing to a bundle of browser code.
    logLevel: "error",
    legalComments: "none",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
  });
  // Each island (named after its file) with the files it needs, for the pages to preload.
  const outputs = result.metafile.outputs;
  const url = (file: string) => `/_next/static/islands/${path.basename(file)}`;
  const withImports = (file: string): string[] => [
    url(file),
    ...(outputs[file]?.imports ?? [])
      .filter((entry) => entry.kind === "import-statement")
      .flatMap((entry) => withImports(entry.path)),
  ];
  let boot: string[] | undefined;
  const islands: Record<string, string[]> = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    if (output.entryPoint === "src/islands/boot.ts") boot = [...new Set(withImports(file))];
    else
      islands[path.basename(output.entryPoint).replace(/\.tsx?$/, "")] = [
        ...new Set(withImports(file)),
      ];
  }
  if (!boot) throw new Error("esbuild wrote no boot script for the islands");
  fs.writeFileSync(path.join(root, ".next", ISLANDS_MANIFEST), JSON.stringify({ boot, islands }));
}
