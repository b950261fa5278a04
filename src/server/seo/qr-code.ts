import "server-only";
// A QR code as SVG path data, drawn on the server with the qrcode package: the print brochure
// carries the listing's URL for readers of the paper copy.
import QRCode from "qrcode";
import type { QrSvg } from "@/lib/qr-svg";

export function qrSvg(text: string): QrSvg {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size, path: parts.join("") };
}
