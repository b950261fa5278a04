// Responsive sources of a stored image (kept apart from the components so client code that
// needs them ships nothing else).
import { preload } from "react-dom";
import { IMAGE_WIDTHS } from "@/lib/constants";

export function imageSources(src: string, widths: readonly number[] = IMAGE_WIDTHS) {
  if (!src.startsWith("/objects/")) return { src };
  return {
    src: `${src}?w=1200`,
    srcSet: widths.map((width) => `${src}?w=${width} ${width}w`).join(", "),
  };
}

/**
 * Tells the browser about the page's main photo from the <head>, before it meets the <img>:
 * the photo is usually the largest paint, and waiting for it is most of a slow phone's wait.
 */
export function preloadImage(src: string, sizes: string): void {
  const { src: href, srcSet } = imageSources(src);
  preload(href, { as: "image", imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: "high" });
}
