// Rasterises the procedural scenes and portraits to JPEG with sharp.
import sharp from "sharp";
import type { SceneKind } from "../content/types";
import { heroSvg } from "./hero";
import { portraitSvg } from "./portrait";
import { sceneSvg } from "./scenes";

async function toJpeg(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export async function renderScene(
  kind: SceneKind,
  seed: number,
  width = 1600,
  height = 1067,
): Promise<Buffer> {
  return toJpeg(sceneSvg(kind, seed, width, height));
}

export async function renderPortrait(
  seed: { hue: number; feminine: boolean },
  size = 800,
): Promise<Buffer> {
  return toJpeg(portraitSvg(seed, size));
}

export async function renderHero(seed: number, width = 2400, height = 1350): Promise<Buffer> {
  return toJpeg(heroSvg(seed, width, height));
}
