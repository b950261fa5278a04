// Builds the public pages' scripts (docs/decisions/018, 041) with esbuild into
// .next/static/islands/ under content-hashed names (served like Next's own build files,
// immutable), and .next/islands.json for server.ts: the boot script and the islands' stylesheets
// (src/server/page-cache/island-page.ts). Two builds that share nothing: the boot script (the
// page's frame, in plain script, and what starts the rest), one file every public page runs at
// load; and start (React, hydration) with a chunk per island, loaded when the visitor first
// acts. Built apart, no module the two both use becomes a third file the boot script must wait
// for.
import fs from "node:fs";
import path from "node:path";
import { type BuildOptions, buildSync, type Metafile } from "esbuild";
import { ISLANDS_MANIFEST } from "../src/server/page-cache/island-page";

const common = (outdir: string): BuildOptions => ({
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
  metafile: true,
});

function build(options: BuildOptions): Metafile {
  const { metafile } = buildSync(options);
  if (!metafile) throw new Error("esbuild wrote no metafile");
  return metafile;
}

/** The output file of `entry` in a build's metafile. */
function outputOf(metafile: Metafile, entry: string): string {
  const found = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entry);
  if (!found) throw new Error(`esbuild wrote nothing for ${entry}`);
  return found[0];
}

export function buildIslands(root: string): void {
  const outdir = path.join(root, ".next", "static", "islands");
  fs.rmSync(outdir, { recursive: true, force: true });
  const url = (file: string) => `/_next/static/islands/${path.basename(file)}`;
  const islands = build({
    ...common(outdir),
    absWorkingDir: root,
    entryPoints: {
      start: "src/islands/start.ts",
      // Noto Sans JP, for systems without a Japanese font (src/server/page-cache/island-page.ts).
      "noto-sans-jp": "node_modules/@fontsource/noto-sans-jp/400.css",
    },
    // The map's stylesheet (Leaflet's) and the images it names; the Japanese font's files.
    loader: { ".png": "file", ".woff2": "file", ".woff": "file" },
  });
  const frame = build({
    ...common(outdir),
    absWorkingDir: root,
    entryPoints: { boot: "src/islands/boot.ts" },
    define: {
      "process.env.NODE_ENV": '"production"',
      // src/islands/boot.ts asks for start by its built name, beside its own file.
      START_FILE: JSON.stringify(`./${path.basename(outputOf(islands, "src/islands/start.ts"))}`),
    },
  });
  // The stylesheets of islands that have one (the map's, Leaflet's): esbuild gives an entry one
  // stylesheet with the CSS of all it may import.
  const styles: Record<string, string> = {};
  for (const [file, output] of Object.entries(islands.outputs)) {
    if (!output.entryPoint || !file.endsWith(".js")) continue;
    // The start module's bundle holds every island's CSS; only an island's own counts.
    if (output.cssBundle && !output.entryPoint.startsWith("src/islands/")) {
      styles[path.basename(output.entryPoint).replace(/\.tsx?$/, "")] = url(output.cssBundle);
    }
  }
  fs.writeFileSync(
    path.join(root, ".next", ISLANDS_MANIFEST),
    JSON.stringify({
      boot: url(outputOf(frame, "src/islands/boot.ts")),
      styles,
      japaneseFont: url(outputOf(islands, "node_modules/@fontsource/noto-sans-jp/400.css")),
    }),
  );
}
