// Renders every scene kind (two seeds each), four portraits and the hero into a folder,
// plus a contact sheet, printing the time per image.
// Usage: npx tsx demo/images/preview.ts OUTDIR [FIRST_SEED] [KIND_PREFIX]
//   FIRST_SEED (default 1): scenes use seeds FIRST_SEED and FIRST_SEED + 1.
//   KIND_PREFIX: only render the scene kinds starting with it (portraits and hero are skipped).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { SceneKind } from "../content/types";
import { renderHero, renderPortrait, renderScene } from "./render";

const KINDS: SceneKind[] = [
  "apartment-facade",
  "villa-pool",
  "townhouse",
  "countryside",
  "beach",
  "living-room",
  "bedroom",
  "kitchen",
  "terrace-view",
  "land-plot",
  "shopfront",
  "office-interior",
  "warehouse",
  "city-skyline",
];

const PORTRAITS = [
  { hue: 210, feminine: true },
  { hue: 25, feminine: false },
  { hue: 150, feminine: true },
  { hue: 340, feminine: false },
];

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function timed(label: string, file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const t0 = performance.now();
  const buf = await make();
  const ms = performance.now() - t0;
  await writeFile(file, buf);
  out(
    `${label.padEnd(28)} ${ms.toFixed(0).padStart(5)} ms  ${(buf.length / 1024).toFixed(0).padStart(4)} KB`,
  );
  return buf;
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? "scene-preview";
  await mkdir(dir, { recursive: true });
  const seedArg = Number.parseInt(process.argv[3] ?? "1", 10) || 1;
  const seeds = [seedArg, seedArg + 1];
  const only = process.argv[4];
  // Warm up sharp/librsvg and the JIT so the first timing is not an outlier.
  await renderScene("beach", 0, 320, 213);
  const tiles: { buf: Buffer; label: string }[] = [];
  const times: number[] = [];
  for (const kind of KINDS) {
    if (only && !kind.startsWith(only)) continue;
    for (const seed of seeds) {
      const t0 = performance.now();
      const buf = await timed(`${kind} #${seed}`, path.join(dir, `${kind}-${seed}.jpg`), () =>
        renderScene(kind, seed),
      );
      times.push(performance.now() - t0);
      tiles.push({ buf, label: `${kind}-${seed}` });
    }
  }
  if (!only) {
    for (const [i, p] of PORTRAITS.entries()) {
      const buf = await timed(
        `portrait ${p.hue}${p.feminine ? "f" : "m"}`,
        path.join(dir, `portrait-${i}.jpg`),
        () => renderPortrait(p),
      );
      tiles.push({ buf, label: `portrait-${i}` });
    }
    const hero = await timed("hero", path.join(dir, "hero.jpg"), () => renderHero(seedArg));
    tiles.push({ buf: hero, label: "hero" });
  }
  if (times.length > 0) {
    const avg = times.reduce((a, b) => a + b, 0) / times.length;
    out(`average scene time: ${avg.toFixed(0)} ms (max ${Math.max(...times).toFixed(0)} ms)`);
  }

  const cols = 6;
  const tw = 400;
  const th = 267;
  const gap = 8;
  const rows = Math.ceil(tiles.length / cols);
  const composites = await Promise.all(
    tiles.map(async (t, i) => ({
      input: await sharp(t.buf)
        .resize(tw, th, {
          fit: t.label.startsWith("portrait") ? "contain" : "cover",
          background: "#1d1f23",
        })
        .toBuffer(),
      left: gap + (i % cols) * (tw + gap),
      top: gap + Math.floor(i / cols) * (th + gap),
    })),
  );
  const sheet = path.join(dir, "contact-sheet.png");
  await sharp({
    create: {
      width: gap + cols * (tw + gap),
      height: gap + rows * (th + gap),
      channels: 3,
      background: "#1d1f23",
    },
  })
    .composite(composites)
    .png()
    .toFile(sheet);
  out(`contact sheet: ${sheet}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
