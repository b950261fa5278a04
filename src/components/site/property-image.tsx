// A listing photo: stored images come in WebP widths chosen by the browser (srcset/sizes),
// external URLs are used as they are. The box has a fixed ratio, so nothing shifts on load.
import { cn } from "@/lib/utils";
import { imageSources, preloadImage } from "./image-sources";

export function PropertyImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  imgClassName,
}: {
  src: string | undefined;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  if (priority && src) preloadImage(src, sizes);
  return (
    <div className={cn("relative overflow-hidden bg-muted", className)}>
      {src ? (
        // biome-ignore lint/performance/noImgElement: our own responsive variants (srcset)
        <img
          {...imageSources(src)}
          sizes={sizes}
          alt={alt}
          width={960}
          height={720}
          loading={priority ? "eager" : "lazy"}
          // Below-the-fold photos wait for the first one (Chrome starts lazy ones early on a
          // slow network, and they would compete with it).
          fetchPriority={priority ? "high" : "low"}
          decoding={priority ? "sync" : "async"}
          className={cn("absolute inset-0 size-full object-cover", imgClassName)}
        />
      ) : null}
    </div>
  );
}
