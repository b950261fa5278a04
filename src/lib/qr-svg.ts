/** A QR code as SVG path data (drawn on the server by src/server/seo/qr-code.ts). */
export interface QrSvg {
  /** Modules per side, the viewBox of the path. */
  size: number;
  /** One rectangle per run of dark modules in a row. */
  path: string;
}
