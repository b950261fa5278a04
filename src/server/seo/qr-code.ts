import "server-only";
// A QR code as SVG path data, drawn on the server with the qrcode package: the print brochure
// carries the listing's URL for readers of the paper copy.
import QRCode from "qrcode";
import type { QrSvg } from "@/lib/qr-svg";

/**
 * Each row's runs of dark modules as strokes one module wide along the row's middle line: the
 * row's first from an absolute move, the others from a move relative to the end of the last.
 * Half the characters of a filled rectangle per run (`M12 0h3v1h-3z`), and they are in every
 * detail page's HTML, which should reach a phone in one round trip.
 */
export function qrSvg(text: string): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  let path = "";
  for (let row = 0; row < size; row++) {
    let end: number | undefined;
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      path += end === undefined ? `M${start} ${row}.5` : `m${start - end} 0`;
      path += `h${col - start}`;
      end = col;
    }
  }
  return { size, path };
}
