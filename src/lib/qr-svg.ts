/** A QR code as SVG path data (drawn on the server by src/server/seo/qr-code.ts). */
export interface QrSvg {
  /** Modules per side, the viewBox of the path. */
  size: number;
  /** The runs of dark modules, row by row, as strokes one module wide (no fill). */
  path: string;
}
