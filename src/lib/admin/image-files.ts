// Client-side checks of images chosen for a property (docs/product.md#property-form,
// docs/product.md#limits); the server checks again.
import { LIMITS } from "@/lib/constants";

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export type RejectedImage = { file: File; reason: "not-image" | "too-large" | "too-many" };

/**
 * Splits chosen files into those to upload and those refused: anything but JPEG, PNG or WebP,
 * files over 10 MB, and files beyond the 50 images a property may hold.
 */
export function checkImageFiles(
  files: File[],
  alreadyThere: number,
  max: number = LIMITS.imagesPerProperty,
): { accepted: File[]; rejected: RejectedImage[] } {
  const accepted: File[] = [];
  const rejected: RejectedImage[] = [];
  for (const file of files) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      rejected.push({ file, reason: "not-image" });
    } else if (file.size > LIMITS.imageMaxBytes) {
      rejected.push({ file, reason: "too-large" });
    } else if (alreadyThere + accepted.length >= max) {
      rejected.push({ file, reason: "too-many" });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

/** Runs `task` on every item with at most `limit` at once; answers the results in order. */
export async function mapWithLimit<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: "fulfilled", value: await task(items[index] as T, index) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
