/** A QR code as an image (drawn on the server by src/server/seo/qr-code.ts). */
export interface QrImage {
  /** Modules per side: the image's width and height in pixels. */
  size: number;
  /** A PNG data URL, one pixel per module. */
  src: string;
}
