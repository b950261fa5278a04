// Decides what an upload is from its first bytes, never from its name or declared type.
import "server-only";

export type ImageFormat = "jpeg" | "png" | "webp";

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  const at = (offset: number, signature: number[]) =>
    signature.every((value, index) => bytes[offset + index] === value);
  if (at(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}
