// Builds the public pages' islands (docs/decisions/018) with esbuild: src/islands/boot.ts, the
// start module it loads (React, hydration) and a chunk per island, into .next/static/islands/
// under content-hashed names (served like Next's own build files, immutable), and
// .next/islands.json for server.ts: the boot script and the islands' stylesheets
// (src/server/page-cache/island-page.ts).
import fs from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";
import { ISLANDS_MANIFEST } from "../src/server/page-cache/island-page";

export function buildIslands(root: string): void {
  const outdir = path.join(root, ".next", "static", "islands");
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = buildSync({
    absWorkingDir: root,
    entryPoints: {
      boot: "src/islands/boot.ts",
      // Noto Sans JP, for systems without a Japanese font (src/server/page-cache/island-page.ts).
      "noto-sans-jp": "node_modules/@fontsource/noto-sans-jp/400.css",
    },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    // The components' "use client" lines mean nothing to a bundle of browser code.
    logLevel: "error",
    legalComments: "none",
    // V8's compile hint: compile every function while the file streams in, off the main thread.
    // Everything in these files runs at once (React, the islands' components); compiled lazily,
    // they made the boot script's evaluation 25-36 ms and the first hydration tasks longer, on
    // the main thread, instead of 11-14 ms (Chromium 156, Lighthouse's traces).
    banner: { js: "//# allFunctionsCalledOnLoad" },
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    outdir,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    // The map's stylesheet (Leaflet's) and the images it names; the Japanese font's files.
    loader: { ".png": "file", ".woff2": "file", ".woff": "file" },
    metafile: true,
  });
  // The boot script, and the stylesheets of islands that have one (the map's, Leaflet's): esbuild
  // gives an entry one stylesheet with the CSS of all it may import.
  const url = (file: string) => `/_next/static/islands/${path.basename(file)}`;
  let boot: string | undefined;
  let japaneseFont: string | undefined;
  const styles: Record<string, string> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint?.endsWith("noto-sans-jp/400.css")) japaneseFont = url(file);
    if (!output.entryPoint || !file.endsWith(".js")) continue;
    if (output.entryPoint === "src/islands/boot.ts") boot = url(file);
    // The boot and start modules' bundles hold every island's CSS; only an island's own counts.
    else if (output.cssBundle && !output.entryPoint.startsWith("src/islands/")) {
      styles[path.basename(output.entryPoint).replace(/\.tsx?$/, "")] = url(output.cssBundle);
    }
  }
  if (!boot || !japaneseFont) throw new Error("esbuild wrote no boot script or Japanese font");
  fs.writeFileSync(
    path.join(root, ".next", ISLANDS_MANIFEST),
    JSON.stringify({ boot, styles, japaneseFont }),
  );
}
