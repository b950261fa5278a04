// Turns untrusted image bytes into files we are willing to serve: decoded and re-encoded by
// sharp, turned upright, stripped of every metadata block (GPS, camera, owner), and resized
// into WebP variants for responsive delivery.
import "server-only";
import sharp from "sharp";
import { IMAGE_WIDTHS, LIMITS } from "@/lib/constants";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "@/server/errors";
import { sniffImageFormat } from "./image-format";

export const MAX_INPUT_PIXELS = 40_000_000;
const MAX_ORIGINAL_EDGE = 3200;

export interface ProcessedImage {
  width: number;
  height: number;
  /** The upright, metadata-free original as JPEG. */
  original: Buffer;
  /** WebP renditions by width, smallest first; never wider than the original. */
  variants: { width: number; data: Buffer }[];
}

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.byteLength > LIMITS.imageMaxBytes) {
    throw payloadTooLarge("A imagem ultrapassa o máximo de 10 MB");
  }
  const format = sniffImageFormat(input);
  if (!format) throw unsupportedMediaType("Só são aceites imagens JPEG, PNG e WebP");

  // Reading the header is cheap and tells the pixel count before anything is decoded.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height || header.format !== format) {
    throw badRequest("O ficheiro está danificado ou não é uma imagem");
  }
  if (header.width * header.height > MAX_INPUT_PIXELS) {
    throw badRequest("A imagem tem mais de 40 megapíxeis");
  }

  const decode = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).autoOrient();
  try {
    const original = await decode()
      .resize({
        width: MAX_ORIGINAL_EDGE,
        height: MAX_ORIGINAL_EDGE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const { width, height } = original.info;
    const widths = variantWidths(width);
    const variants = await Promise.all(
      widths.map(async (variantWidth) => ({
        width: variantWidth,
        data: await sharp(original.data)
          .resize({ width: variantWidth, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer(),
      })),
    );
    return { width, height, original: original.data, variants };
  } catch {
    throw badRequest("O ficheiro está danificado ou não é uma imagem");
  }
}

/** The standard widths below the image's own width, plus the image's own width. */
export function variantWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width);
  return [...new Set([...below, largest])];
}
