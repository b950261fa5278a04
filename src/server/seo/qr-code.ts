import "server-only";
// A QR code as a one-bit PNG, drawn on the server with the qrcode package: the print brochure
// carries the listing's URL for readers of the paper copy.
import { deflateSync } from "node:zlib";
import QRCode from "qrcode";
import type { QrImage } from "@/lib/qr-image";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * One pixel per module, black on white, one bit each (PNG grayscale at depth 1), as a data URL:
 * about 270 characters for a listing's URL, where the same code as SVG path data took 2,000 and
 * some 470 compressed bytes of every detail page, which should reach a phone in one round trip.
 * The page scales it up with `image-rendering: pixelated`.
 */
export function qrImage(text: string): QrImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  const stride = Math.ceil(size / 8);
  // Each row: a filter byte of 0 (none), then one bit per module, 1 for white; the bits past
  // the last module pad the row's last byte, white too.
  const rows = Buffer.alloc((stride + 1) * size, 0);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < stride * 8; col++) {
      if (col >= size || !modules.get(row, col)) {
        const at = row * (stride + 1) + 1 + (col >> 3);
        rows.writeUInt8(rows.readUInt8(at) | (0x80 >> (col & 7)), at);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([1, 0, 0, 0, 0], 8); // depth 1, grayscale, deflate, no filter, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return { size, src: `data:image/png;base64,${png.toString("base64")}` };
}
