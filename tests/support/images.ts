// Real image files made on the fly for the upload tests.
import zlib from "node:zlib";
import sharp from "sharp";

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 170 } } });

export const jpeg = (width = 3000, height = 2000) => canvas(width, height).jpeg().toBuffer();
export const png = (width = 1200, height = 800) => canvas(width, height).png().toBuffer();
export const webp = (width = 1000, height = 700) => canvas(width, height).webp().toBuffer();

/** A JPEG carrying camera, owner and GPS EXIF, stored rotated (orientation 6). */
export const jpegWithGps = () =>
  canvas(1200, 800)
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Artist: "Maria Proprietária", Copyright: "Maria" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "38/1 42/1 3/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "9/1 8/1 23/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A tiny file that claims to be a width × height PNG: decoding it would need gigabytes. */
export function hugePngHeader(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const html = Buffer.from(
  "<!doctype html><html><body><script>alert(1)</script></body></html>",
);
export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
export const pdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n",
);
