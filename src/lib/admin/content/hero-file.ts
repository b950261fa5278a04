// What the hero upload accepts before sending anything (docs/product.md#home-settings-screen:
// images only, 10 MB; the server checks again and reads the real type from the file's content).
import { LIMITS } from "@/lib/constants";

export const HERO_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export function isAcceptableHeroFile(file: { type: string; size: number }): boolean {
  return (
    (HERO_IMAGE_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= LIMITS.imageMaxBytes
  );
}
